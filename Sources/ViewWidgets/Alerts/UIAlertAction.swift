// UIAlertAction.swift: one button of an alert or action sheet: its title, style and handler.

/// An action the user can take from an alert or action sheet, as UIKit's `UIAlertAction`.
///
/// Add it to a ``UIAlertController`` with `addAction(_:)`; the alert shows it as a button. When
/// the user taps the button the alert is dismissed, and the handler runs once the dismissal has
/// ended, with the action as its argument.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action's button looks, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The usual look: the system tint, regular weight.
        case `default` = 0
        /// Cancels: bold, and placed last (an action sheet shows it apart, below the others).
        /// An alert controller may have only one.
        case cancel = 1
        /// Destroys or changes data: red.
        case destructive = 2
    }

    /// Makes an action with `title`, `style` and a handler run after the alert is dismissed by a
    /// tap on its button.
    public init(title: String?, style: UIAlertAction.Style, handler: (@MainActor (UIAlertAction) -> Void)? = nil) {
        titleStorage = title
        styleStorage = style
        self.handler = handler
        super.init()
    }

    /// The title of the action's button.
    open var title: String? { titleStorage }

    /// The style of the action's button.
    open var style: UIAlertAction.Style { styleStorage }

    /// Whether the button can be tapped; true by default. A disabled button is drawn grey and
    /// ignores taps; changing the value updates a shown alert.
    open var isEnabled = true {
        didSet { if oldValue != isEnabled { alertController?.actionDidChange(self) } }
    }

    // MARK: - Machinery (internal)

    private let titleStorage: String?
    private let styleStorage: UIAlertAction.Style
    /// The closure run after the dismissal the action's button started.
    let handler: (@MainActor (UIAlertAction) -> Void)?
    /// The alert the action was added to.
    weak var alertController: UIAlertController?
}
