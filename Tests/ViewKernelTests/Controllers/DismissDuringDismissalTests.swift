// DismissDuringDismissalTests.swift: a dismissal of a whole chain asked for while the top of the
// chain is still leaving: the running dismissal ends first, then the rest of the chain leaves
// with its appearance calls and views, as any dismissal does (found by the transition fuzz).
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A controller that records its appearance calls.
@MainActor
private final class AppearanceRecorder: UIViewController {
    let name: String
    var calls: [String] = []
    init(_ name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); calls.append("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); calls.append("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); calls.append("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); calls.append("\(name) viewDidDisappear") }
}

@MainActor
@Suite("Dismissing a chain while its top is leaving", .headless)
struct DismissDuringDismissalTests {
    @Test func theRestOfTheChainLeavesWithItsCallsAndViews() {
        let root = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let middle = AppearanceRecorder("middle"), top = AppearanceRecorder("top")
        middle.modalPresentationStyle = .overFullScreen
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        Headless.runUntilIdle()
        middle.calls.removeAll()

        middle.dismiss(animated: true)         // the top starts leaving
        Headless.advance(by: 0.1)
        root.dismiss(animated: true)           // the whole chain, while the top still leaves
        Headless.runUntilIdle()

        // The top was a sheet: the middle stayed shown under it, so it only leaves.
        #expect(middle.calls == ["middle viewWillDisappear", "middle viewDidDisappear"])
        #expect(root.presentedViewController == nil && middle.presentingViewController == nil)
        #expect(middle.viewIfLoaded?.window == nil && top.viewIfLoaded?.window == nil)
        #expect(root.view.window === window)
    }
}
