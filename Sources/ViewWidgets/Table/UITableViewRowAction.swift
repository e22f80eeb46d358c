// UITableViewRowAction.swift: the row actions of iOS 8 (deprecated by UIKit in iOS 13), which a
// swipe reveals when the delegate's `tableView(_:editActionsForRowAt:)` gives them
// (https://developer.apple.com/documentation/uikit/uitableviewrowaction).

/// A button a swipe across a row reveals, as UIKit's `UITableViewRowAction`. Its handler gets the
/// row; the buttons stay until the row is deleted or the table's `setEditing(false, animated:)`.
@preconcurrency @MainActor
open class UITableViewRowAction: NSObject {
    /// How the button looks, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A destructive action (red): the same value as `.destructive`.
        case `default` = 0
        /// A normal action (grey).
        case normal = 1

        /// A destructive action: the same value as `.default`.
        public static let destructive = Style.default
    }

    /// The style chosen at creation.
    open private(set) var style: Style

    /// The button's title.
    open var title: String?

    /// The button's colour: system red for `.default` and system grey for `.normal` until set.
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage ?? (style == .normal ? .systemGray : .systemRed) }
        set { backgroundColorStorage = newValue }
    }
    private var backgroundColorStorage: UIColor?

    /// The handler run when the button is tapped, with the row.
    let handler: (UITableViewRowAction, IndexPath) -> Void

    /// Makes a row action of `style` showing `title`.
    public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }

    /// The contextual action showing this row action for the row `indexPath()` names when tapped.
    func contextualAction(at indexPath: @escaping @MainActor () -> IndexPath?) -> UIContextualAction {
        // The row action lives as long as its button (the delegate keeps no reference to it).
        let action = UIContextualAction(style: style == .normal ? .normal : .destructive, title: title) { _, _, _ in
            guard let row = indexPath() else { return }
            self.handler(self, row)
        }
        action.backgroundColor = backgroundColor
        return action
    }
}
