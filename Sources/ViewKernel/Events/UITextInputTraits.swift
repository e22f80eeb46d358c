// UITextInputTraits.swift: the keyboard-related traits of a text input (its keyboard type, its
// Return key, capitalization and correction), and UIKeyInput, the protocol a responder adopts to
// receive typed text. The trait types themselves are in UITextInputTraits+Types.swift.

/// The traits of a text input that the keyboard reads, as UIKit's `UITextInputTraits`.
///
/// In UIKit every trait is optional; here each has a default implementation, so a view that
/// adopts ``UIKeyInput`` needs only the three typing members. The defaults read UIKit's default
/// values and ignore writes; `UITextField` and `UITextView` store every trait.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// When the keyboard turns on the Shift key by itself; `.sentences` by default.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on; `.default` by default.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on; `.default` by default.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// Whether straight quotes become curly ones; `.default` by default.
    var smartQuotesType: UITextSmartQuotesType { get set }
    /// Whether two hyphens become a dash; `.default` by default.
    var smartDashesType: UITextSmartDashesType { get set }
    /// Whether spaces are added and removed around pasted words; `.default` by default.
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    /// Which keyboard shows; `.default` by default.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look; `.default` by default.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// What the Return key says; `.default` ("return") by default.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the Return key is disabled while there is no text; false by default.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed (a password); false by default.
    var isSecureTextEntry: Bool { get set }
    /// What the text means (a user name, a password), for AutoFill; nil by default.
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    /// `.sentences`; setting it does nothing.
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    /// `.default`; setting it does nothing.
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    /// `.default`; setting it does nothing.
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    /// `.default`; setting it does nothing.
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    /// `.default`; setting it does nothing.
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    /// `.default`; setting it does nothing.
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    /// `.default`; setting it does nothing.
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    /// `.default`; setting it does nothing.
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    /// `.default`; setting it does nothing.
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    /// False; setting it does nothing.
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    /// False; setting it does nothing.
    public var isSecureTextEntry: Bool { get { false } set {} }
    /// Nil; setting it does nothing.
    public var textContentType: UITextContentType! { get { nil } set {} }
}

/// A responder that takes typed text, as UIKit's `UIKeyInput`: when one becomes the first
/// responder, the simulated keyboard rises, and each key the user taps arrives as
/// ``insertText(_:)`` (the Return key as `"\n"`) or ``deleteBackward()``.
///
/// `typeText(_:)` types a string through these same calls, as a test's stand-in for the user.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point, replacing the selection; the Return key sends "\n".
    func insertText(_ text: String)
    /// Deletes the character before the insertion point, or the selection.
    func deleteBackward()
}
