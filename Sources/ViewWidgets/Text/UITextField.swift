// UITextField.swift: a one-line editable text control: its properties, defaults and override
// points. Editing is in UITextField+Editing.swift, geometry in UITextField+Layout.swift, the
// picture in UITextField+SVG.swift, UITextInput in UITextField+TextInput.swift.

/// A control that shows one line of editable text, as UIKit's `UITextField`.
///
/// Tapping it (or `becomeFirstResponder()`) begins editing and raises the simulated keyboard;
/// typed text arrives through `insertText(_:)` and `deleteBackward()` (UIKeyInput), the Return key
/// as `insertText("\n")`. Each user change asks the delegate first, then sends `.editingChanged`
/// and posts `textDidChangeNotification`; setting `text` in code does neither, as in UIKit.
/// Ranges are counted in UTF-16 units and kept on whole characters (Docs/Concepts/TextInput.md).
///
/// Defaults as in UIKit: no text (`text` reads `""`), no border, the 17-point system font, black
/// text, natural alignment, no overlay views, not opaque.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The text, its selection and marked text.
    var buffer = TextBuffer()
    /// The attributed text when it was set through `attributedText`; edits keep it in step.
    var attributedStorage: NSAttributedString?
    var fontStorage = UITextField.defaultFont
    var textColorStorage = UIColor.black
    var editingStorage = false
    /// A secure field that began editing with text replaces all of it with the first key.
    var replacesTextOnNextKey = false
    var markedTextStyleStorage: [NSAttributedString.Key: Any]?

    /// Makes a text field with UIKit's defaults.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Source compatibility; makes a zero-sized text field with UIKit's defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: - Text

    /// The delegate, held weakly.
    open weak var delegate: UITextFieldDelegate?

    /// The text; `""` when there is none (setting nil gives `""`, as on a device). Setting it puts
    /// the caret at the end and sends no event, notification or delegate call.
    open var text: String? {
        get { buffer.text }
        set {
            buffer.setText(newValue ?? "")
            attributedStorage = nil
            textDidChangeInCode()
        }
    }

    /// The text with its attributes: the stored attributed text, or the text in the field's font
    /// and colour. Setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get { attributedStorage ?? NSAttributedString(string: buffer.text, attributes: defaultTextAttributes) }
        set {
            attributedStorage = newValue.map { NSAttributedString(attributedString: $0) }
            buffer.setText(newValue?.string ?? "")
            textDidChangeInCode()
        }
    }

    /// The grey text shown while there is no text; nil by default.
    open var placeholder: String? {
        get { placeholderStorage?.string }
        set { placeholderStorage = newValue.map { .plain($0) }; textDidChangeInCode() }
    }

    /// The placeholder with its attributes; nil by default. A copy is kept, as UIKit's property
    /// copies; a placeholder set as plain text reads back grey.
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholderStorage?.attributed }
        set { placeholderStorage = newValue.map { .attributed(NSAttributedString(attributedString: $0)) }; textDidChangeInCode() }
    }

    /// The placeholder as set. Plain text stays plain until `attributedPlaceholder` is read:
    /// swift-corelibs-foundation never frees an attributed string's attribute values, so the
    /// field builds none it does not need (Docs/Differences.md).
    var placeholderStorage: PlaceholderStorage?
    /// The placeholder's measured width for a placeholder and font (UITextField+Layout.swift).
    var placeholderWidthCache: (placeholder: PlaceholderStorage, font: UIFont, width: CGFloat)?

    /// Whether the font follows the content size category; false by default.
    open var adjustsFontForContentSizeCategory = false

    /// The font of the text and the placeholder; the 17-point system font (the body style) by
    /// default. Setting nil restores it; setting a font applies it to all the attributed text.
    open var font: UIFont? {
        get { fontStorage }
        set {
            fontStorage = newValue ?? UITextField.defaultFont
            attributedStorage = attributedStorage.map { $0.applying(.font, fontStorage) }
            textDidChangeInCode()
        }
    }

    /// The text colour; black by default. Setting nil restores black.
    open var textColor: UIColor? {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? .black
            attributedStorage = attributedStorage.map { $0.applying(.foregroundColor, textColorStorage) }
            setNeedsDisplay()
        }
    }

    /// How the text sits in its rectangle; `.natural` (left, or right in a view running right to
    /// left) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// The attributes of text without its own: the font and the text colour. Setting it sets them.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: fontStorage, .foregroundColor: textColorStorage] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }

    /// The attributes new typed text takes; nil (the default attributes) by default.
    open var typingAttributes: [NSAttributedString.Key: Any]?

    /// Whether the user may style the text; false by default. Stored only.
    open var allowsEditingTextAttributes = false

    // MARK: - Look

    /// The border; `.none` by default. A rounded rect draws a white rounded background.
    open var borderStyle: BorderStyle = .none { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }

    /// The image behind the text; nil by default. Stored only (not drawn).
    open var background: UIImage?

    /// The image behind the text while disabled; nil by default. Stored only (not drawn).
    open var disabledBackground: UIImage?

    /// Whether the font shrinks (down to `minimumFontSize`) so the text fits when not editing;
    /// false by default.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }

    /// The smallest font size that shrinking may reach; 0 by default.
    open var minimumFontSize: CGFloat = 0 { didSet { setNeedsDisplay() } }

    // MARK: - Editing

    /// Whether the field is being edited (it is the first responder).
    open var isEditing: Bool { editingStorage }

    /// Whether editing begins by removing the text (the delegate's `textFieldShouldClear(_:)` is
    /// asked first); false by default.
    open var clearsOnBeginEditing = false

    /// When the clear button shows (only while there is text); `.never` by default.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// The view at the left end, shown by `leftViewMode`; nil by default.
    open var leftView: UIView? {
        didSet { if oldValue !== leftView, oldValue?.superview === self { oldValue?.removeFromSuperview() }; setNeedsLayout() }
    }

    /// When the left view shows; `.never` by default.
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// The view at the right end, shown by `rightViewMode`; nil by default.
    open var rightView: UIView? {
        didSet { if oldValue !== rightView, oldValue?.superview === self { oldValue?.removeFromSuperview() }; setNeedsLayout() }
    }

    /// When the right view shows; `.never` by default.
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }

    /// The view shown in place of the keyboard while editing; nil (the keyboard) by default.
    open override var inputView: UIView? {
        get { inputViewStorage }
        set { inputViewStorage = newValue }
    }
    private var inputViewStorage: UIView?

    /// The view shown along the top of the keyboard while editing; nil by default.
    open override var inputAccessoryView: UIView? {
        get { inputAccessoryViewStorage }
        set { inputAccessoryViewStorage = newValue }
    }
    private var inputAccessoryViewStorage: UIView?

    // MARK: - Text input traits (stored; the keyboard reads the Return key's title)

    /// When the keyboard capitalizes by itself; `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on; `.default` by default. Nothing is corrected here.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on; `.default` by default.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether quotes become curly; `.default` by default. Nothing is replaced here.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether hyphens become dashes; `.default` by default. Nothing is replaced here.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are adjusted around pasted words; `.default` by default.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Which keyboard shows; `.default` by default.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look; `.default` by default.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// What the Return key says; `.default` by default.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the Return key is off while there is no text; false by default.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text shows as bullets (a password); false by default. The text itself is kept.
    open var isSecureTextEntry = false { didSet { setNeedsDisplay() } }
    /// What the text means, for AutoFill; nil by default.
    open var textContentType: UITextContentType! = nil

    // MARK: - First responder

    /// True while the field is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks the delegate's `textFieldShouldBeginEditing(_:)`, becomes the first
    /// responder (the previous one resigns), then tells `textFieldDidBeginEditing(_:)`, sends
    /// `.editingDidBegin` and posts `textDidBeginEditingNotification`; the keyboard rises after.
    /// False when the field is disabled, not in a window, or refused.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        becomeFirstResponderAskingDelegate()
    }

    /// Ends editing: asks `textFieldShouldEndEditing(_:)` (not when forced), resigns, then tells
    /// `textFieldDidEndEditing(_:reason:)`, sends `.editingDidEnd` and posts
    /// `textDidEndEditingNotification`; the keyboard goes down after.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        resignFirstResponderAskingDelegate()
    }

    // MARK: - Typing (UIKeyInput)

    /// Whether there is text.
    open var hasText: Bool { !buffer.text.isEmpty }

    /// Types `text` over the selection (or the marked text), asking the delegate first; `"\n"`
    /// is the Return key (UITextField+Editing.swift). Other line breaks become spaces.
    open func insertText(_ text: String) {
        insertTextByUser(text)
    }

    /// Deletes the selection, or the character before the caret, asking the delegate first.
    open func deleteBackward() {
        deleteBackwardByUser()
    }

    // MARK: - Edit actions (UITextField+Editing.swift)

    /// Copies the selection to `UIPasteboard.general`, then deletes it as the delete key would;
    /// a secure field cuts nothing, as in UIKit.
    open override func cut(_ sender: Any?) {
        guard !isSecureTextEntry, copySelectionToPasteboard() else { return }
        replaceByUser(buffer.selection, with: "")
    }

    /// Copies the selection to `UIPasteboard.general`; a secure field copies nothing.
    open override func copy(_ sender: Any?) {
        guard !isSecureTextEntry else { return }
        copySelectionToPasteboard()
    }

    /// Inserts `UIPasteboard.general`'s string over the selection, asking the delegate about the
    /// whole string at once (line breaks become spaces).
    open override func paste(_ sender: Any?) {
        guard let string = UIPasteboard.general.string else { return }
        replaceByUser(buffer.markedRange ?? buffer.selection, with: UITextField.singleLine(string))
    }

    /// Selects the word at the insertion point.
    open override func select(_ sender: Any?) {
        changeSelection(to: buffer.wordRange(around: buffer.selection.location))
    }

    /// Selects all the text.
    open override func selectAll(_ sender: Any?) {
        changeSelection(to: wholeRange)
    }

    /// Deletes the selection, asking the delegate.
    open override func delete(_ sender: Any?) {
        guard buffer.selection.length > 0 else { return }
        replaceByUser(buffer.selection, with: "")
    }

    // MARK: - Override points (the defaults are in UITextField+Layout.swift)

    /// The border's rectangle: `bounds` by default.
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        bounds
    }

    /// Where the text is drawn when not editing: the bounds inside the border, less the left and
    /// right views and the clear button that show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        defaultTextRect(forBounds: bounds)
    }

    /// Where the placeholder is drawn: `textRect(forBounds:)` by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// Where the text is drawn while editing: `textRect(forBounds:)` by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        textRect(forBounds: bounds)
    }

    /// The clear button's rectangle: 19 x 19 points, centred vertically at the right end (left
    /// of a right view that shows).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        defaultClearButtonRect(forBounds: bounds)
    }

    /// The left view's rectangle: its size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(for: leftView, atLeft: true, in: bounds)
    }

    /// The right view's rectangle: its size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        overlayRect(for: rightView, atLeft: false, in: bounds)
    }

    /// The caret's rectangle at `position` (2 points wide, a line tall), in the field's
    /// coordinates; zero for a position that is not in the text. Override it to move or hide the
    /// caret (pictures draw the caret here).
    open func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = buffer.offset(of: position) else { return .zero }
        return textGeometry().caretMap.caretRect(atOffset: offset)
    }

    /// Called with the rectangle the text is drawn in; does nothing (pictures draw the text).
    open func drawText(in rect: CGRect) {}

    /// Called with the rectangle the placeholder is drawn in; does nothing (pictures draw it).
    open func drawPlaceholder(in rect: CGRect) {}

    // MARK: - Layout, touches, dump, picture

    /// Shows or hides the left and right views by their modes, and places them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlayViews()
    }

    /// The size the text (or the placeholder) needs on one line, with the border's insets and
    /// the overlay views that show; a rounded rect is at least 34 points tall for 17-point text.
    open override var intrinsicContentSize: CGSize {
        fittingSize()
    }

    /// `intrinsicContentSize`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize()
    }

    /// A tap lifted inside begins editing with the caret at the end, or moves the caret while
    /// editing; on the clear button it clears the text (UITextField+Editing.swift).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        super.touchesEnded(touches, with: event)
        guard wasTracking, isEnabled, let touch = touches.first else { return }
        handleTap(at: touch.location(in: self))
    }

    /// Adds `text = '...'` (bullets for secure text), or the placeholder when there is no text,
    /// and `editing = YES` while editing.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        appendTextFieldDescriptionFields(to: &fields)
    }

    /// Draws the border, the text or placeholder, the caret or selection and the clear button.
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawTextFieldSVGContent(in: context)
    }

    // MARK: - Accessibility

    /// True unless set, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The text (a bullet per character when secure), nil when empty, unless a value was set.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? textAccessibilityValue }
        set { super.accessibilityValue = newValue }
    }
}
