// AlertTestSupport.swift: finding what a screen shows by its text, tapping it as a finger would, and
// an iPad window with a source button for popovers.
import Foundation
import HeadlessTesting
import ViewWidgets

/// The visible labels in `view`'s subtree showing `text`, back to front.
@MainActor
func labels(showing text: String, in view: UIView) -> [UILabel] {
    var found: [UILabel] = []
    for subview in view.subviews where !subview.isHidden {
        if let label = subview as? UILabel, label.text == text { found.append(label) }
        found.append(contentsOf: labels(showing: text, in: subview))
    }
    return found
}

/// The frame, in window coordinates, of the front-most view whose label shows `text` (the label's
/// superview: the button that holds it), or nil.
@MainActor
func frameOfButton(showing text: String, in window: UIWindow) -> CGRect? {
    guard let label = labels(showing: text, in: window).last, let button = label.superview else { return nil }
    return button.convert(button.bounds, to: window)
}

/// Taps the middle of the front-most button showing `text`, through hit-testing; returns the view
/// hit, or nil when nothing shows the text.
@MainActor
@discardableResult
func tapButton(showing text: String, in window: UIWindow) -> UIView? {
    guard let frame = frameOfButton(showing: text, in: window) else { return nil }
    return window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
}

/// A visible 320x480 window whose root is `root`.
@MainActor
func makeShownWindow(root: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = root
    window.makeKeyAndVisible()
    return window
}

/// A controller that logs its appearance calls.
@MainActor
final class AppearanceLoggingController: UIViewController {
    var entries: [String] = []
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); entries.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); entries.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); entries.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); entries.append("viewDidDisappear") }
}

/// An iPad-sized window (the iPad screen installed) showing `root`, with a 100 × 40 source button
/// at (360, 500) for popovers.
@MainActor
func iPadWindow(root: UIViewController) -> (UIWindow, UIButton) {
    HeadlessTrait.Screen.iPadPortrait.install()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = root
    window.makeKeyAndVisible()
    let source = UIButton(type: .system)
    source.frame = CGRect(x: 360, y: 500, width: 100, height: 40)
    root.view.addSubview(source)
    return (window, source)
}
