// UIContextMenuConfiguration.swift: what a context menu shows (its menu's provider), and the
// animator objects its delegate calls receive.

/// The closure that makes a context menu's menu from the suggested elements (none here).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// The closure that makes a context menu's preview controller.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows, as UIKit's `UIContextMenuConfiguration`
/// (https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration): an identifier,
/// a preview provider (asked as the menu opens: its controller shows above the menu; without one
/// the menu lifts the targeted view) and the action provider that makes the menu each time it
/// opens.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier given, or a unique string.
    public let identifier: any NSCopying
    /// The order of the menu's elements (iOS 16); `.automatic` by default. Kept: menus here always
    /// show their elements in the order given.
    open var preferredMenuElementOrder: ElementOrder = .automatic
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    /// Makes a configuration, as UIKit's `init(identifier:previewProvider:actionProvider:)`.
    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        let runtime = Headless.current
        runtime.lastActionIdentifierNumber += 1
        self.identifier = identifier ?? NSString(string: "com.headless.contextmenu.\(runtime.lastActionIdentifierNumber)")
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu the action provider makes, or nil (no menu opens).
    func makeMenu() -> UIMenu? {
        actionProvider?([])
    }
}

/// The animator a context menu's delegate gets when the menu shows or ends, as UIKit's
/// `UIContextMenuInteractionAnimating`: animations added run with the menu's, completions run
/// when it ends (on the virtual clock).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's view controller (the configuration's `previewProvider` gave it); nil when
    /// the menu has none.
    var previewViewController: UIViewController? { get }
    /// Adds animations to run alongside the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a closure to run once the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a tap on a context menu's preview (`UIContextMenuInteractionCommitAnimating`).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the preview commits; `.dismiss` by default.
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview commits (`UIContextMenuInteractionCommitStyle`).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The menu dismisses.
    case dismiss = 0
    /// The preview pops into place.
    case pop = 1
}

/// The animator the menus of this package hand to delegates.
final class MenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    var animations: [() -> Void] = []
    var completions: [() -> Void] = []
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.dismiss
    let previewViewController: UIViewController?

    init(preview: UIViewController? = nil) {
        previewViewController = preview
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the animations (inside the caller's animation block).
    func runAnimations() {
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }

    /// Runs the completions once.
    func runCompletions() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}

extension UIContextMenuConfiguration {
    /// How a menu orders its elements, as UIKit's `UIContextMenuConfiguration.ElementOrder` (iOS 16).
    public enum ElementOrder: Int, Sendable {
        /// The system chooses (on a device: by where the menu opens).
        case automatic = 0
        /// The first element nearest the touch.
        case priority = 1
        /// Always the order given.
        case fixed = 2
    }
}
