// UIContextualAction.swift: the actions a swipe across a row reveals (iOS 11:
// https://developer.apple.com/documentation/uikit/uicontextualaction) and the set of them shown on one
// side of a row (https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration).

/// An action shown as a button when the user swipes a row, as UIKit's `UIContextualAction`.
///
///     let delete = UIContextualAction(style: .destructive, title: "Delete") { action, view, completion in
///         items.remove(at: indexPath.row)
///         tableView.deleteRows(at: [indexPath], with: .automatic)
///         completion(true)
///     }
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// How the action looks and what a successful completion does, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A normal action (grey by default); a completion closes the revealed actions.
        case normal = 0
        /// A destructive action (red by default); `completion(true)` removes the row when the data
        /// source no longer has it.
        case destructive = 1
    }

    /// Runs the action: the action, the view that showed it (its button) and the completion to call
    /// with whether the action succeeded.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The style chosen at creation.
    open private(set) var style: Style

    /// The handler chosen at creation.
    public let handler: Handler

    /// The button's title; nil shows no title.
    open var title: String?

    /// The button's image, above the title when both are set; nil by default.
    open var image: UIImage?

    /// The button's colour: system red for a destructive action and system grey for a normal one
    /// until set.
    open var backgroundColor: UIColor! {
        get { backgroundColorStorage ?? (style == .destructive ? .systemRed : .systemGray) }
        set { backgroundColorStorage = newValue }
    }
    private var backgroundColorStorage: UIColor?

    /// Makes an action of `style` showing `title`, running `handler` when chosen.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions shown on one side of a row, as UIKit's `UISwipeActionsConfiguration`.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions. The first is the outermost (the rightmost of a swipe from right to left) and
    /// the one a full swipe performs.
    open private(set) var actions: [UIContextualAction]

    /// Whether a full swipe across the row performs the first action; true by default.
    open var performsFirstActionWithFullSwipe = true

    /// Makes a configuration of `actions`, the first the outermost; no actions shows nothing.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
