// UIStoryboard.swift: storyboards (https://developer.apple.com/documentation/uikit/uistoryboard),
// which cannot exist here: there are no Interface Builder files on Linux. Making one works;
// instantiating a controller from it is reported as UIKit reports a missing scene (see
// Docs/Differences.md). A controller's `storyboard` is always nil.

/// A storyboard, as UIKit's `UIStoryboard`: a file of view controller scenes made in Interface
/// Builder. None can be loaded here, so every `instantiate…` call reports a violation.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The name of the storyboard file, as given.
    let name: String

    /// Makes a storyboard object for the file `name` in `storyboardBundleOrNil` (the main bundle
    /// when nil). No file is read: storyboards cannot be loaded here.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// The storyboard's initial view controller: reported (no storyboard can be loaded here), nil.
    open func instantiateInitialViewController() -> UIViewController? {
        reportUnloadable("the initial view controller")
        return nil
    }

    /// The view controller whose storyboard ID is `identifier`: reported (no storyboard can be
    /// loaded here), and a plain view controller is returned so a recording test can go on.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        reportUnloadable("the view controller with identifier '\(identifier)'")
        return UIViewController(nibName: nil, bundle: nil)
    }

    /// The initial view controller, made by `creator` (iOS 13): reported, nil.
    public func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController? {
        reportUnloadable("the initial view controller")
        return nil
    }

    /// The view controller whose storyboard ID is `identifier`, made by `creator` (iOS 13):
    /// reported; then `creator`, or `init?(coder:)`, is given an empty coder so a recording test
    /// can go on (a controller that cannot be made from it stops the program, as UIKit's
    /// exception would).
    public func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        reportUnloadable("the view controller with identifier '\(identifier)'")
        let coder = NSCoder()
        guard let controller = creator?(coder) ?? ViewController(coder: coder) else {
            preconditionFailure("UIStoryboard: no \(ViewController.self) could be made for identifier '\(identifier)'")
        }
        return controller
    }

    /// Reports that `what` cannot be made: UIKit raises when the storyboard file does not exist.
    private func reportUnloadable(_ what: String) {
        Headless.reportViolation(
            "Could not find a storyboard named '\(name)' in bundle NSBundle (storyboards cannot be loaded headless), so \(what) cannot be instantiated",
            exceptionName: "NSInvalidArgumentException")
    }
}

extension UIViewController {
    /// The storyboard the controller came from; always nil here (no storyboards can be loaded).
    public var storyboard: UIStoryboard? { nil }
}
