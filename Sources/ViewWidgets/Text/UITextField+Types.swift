// UITextField+Types.swift: the types UITextField nests, with UIKit's raw values, its
// notification names, its defaults and its accessibility value.

extension UITextField {
    /// The 17-point system font (the body style).
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }
    /// The placeholder's grey: 70 % grey, as UIKit's documentation gives it.
    static var placeholderColor: UIColor { UIColor(white: 0.7, alpha: 1) }

    /// The accessibility value UIKit gives a field: its text, a bullet per character when secure;
    /// nil when empty.
    var textAccessibilityValue: String? {
        guard let text, !text.isEmpty else { return nil }
        return isSecureTextEntry ? String(repeating: "\u{2022}", count: text.count) : text
    }

    /// The border a text field draws, as UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable, CaseIterable {
        /// No border (the default).
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bezelled rectangle, as for fields of the iOS 6 era.
        case bezel = 2
        /// A rounded rectangle with a white background: the look of most fields.
        case roundedRect = 3
    }

    /// When an overlay view (the clear button, the left or right view) shows, as UIKit's
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable, CaseIterable {
        /// Never (the default).
        case never = 0
        /// Only while the field is being edited.
        case whileEditing = 1
        /// Only while it is not.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable, CaseIterable {
        /// The changes were accepted (every ending on iOS).
        case committed = 0
    }

    /// Posted after a text field became the first responder; the object is the field.
    nonisolated public static let textDidBeginEditingNotification
        = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after the user changed a text field's text; the object is the field.
    nonisolated public static let textDidChangeNotification
        = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after a text field resigned the first responder; the object is the field.
    nonisolated public static let textDidEndEditingNotification
        = Notification.Name("UITextFieldTextDidEndEditingNotification")
}

extension UITextField.ViewMode {
    /// Whether a view with this mode shows while the field is (or is not) editing.
    func shows(whileEditing isEditing: Bool) -> Bool {
        switch self {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }
}

/// A text field's placeholder as it was set: plain text, or attributed text (the field's copy).
enum PlaceholderStorage: Equatable {
    /// Set through `placeholder`.
    case plain(String)
    /// Set through `attributedPlaceholder`.
    case attributed(NSAttributedString)

    /// The text without attributes.
    var string: String {
        switch self {
        case .plain(let text): text
        case .attributed(let text): text.string
        }
    }

    /// The text with attributes: plain text in the placeholder's grey.
    @MainActor var attributed: NSAttributedString {
        switch self {
        case .plain(let text): NSAttributedString(string: text, attributes: [.foregroundColor: UITextField.placeholderColor])
        case .attributed(let text): text
        }
    }

    /// The same text set the same way: equal plain strings, or the very same attributed copy.
    static func == (lhs: PlaceholderStorage, rhs: PlaceholderStorage) -> Bool {
        switch (lhs, rhs) {
        case let (.plain(left), .plain(right)): left == right
        case let (.attributed(left), .attributed(right)): left === right
        default: false
        }
    }
}
