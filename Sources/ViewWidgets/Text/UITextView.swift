// UITextView.swift: a scrolling view of editable (or read-only) multi-line text: its properties,
// defaults and override points. Editing is in UITextView+Editing.swift, the layout of the text
// and the content size in UITextView+Layout.swift, the picture in UITextView+SVG.swift.

/// A scrollable, multi-line text region, editable or read-only, as UIKit's `UITextView`.
///
/// The text wraps in the text container's width (the view's width less `textContainerInset` and
/// the container's 5-point line padding at each end) with the deterministic metrics of
/// `UIFont`, as a label wraps it, and `contentSize` is the laid-out text with its insets. With
/// scrolling off, the view sizes itself to its text (`intrinsicContentSize`).
///
/// Typing goes through `insertText(_:)` and `deleteBackward()` (UIKeyInput); the Return key
/// inserts a line break. Each user change asks the delegate's
/// `textView(_:shouldChangeTextIn:replacementText:)`, then tells `textViewDidChangeSelection(_:)`
/// and `textViewDidChange(_:)` and posts `textDidChangeNotification`; setting `text` in code
/// does none of that, as in UIKit.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// The text, its selection and marked text.
    var buffer = TextBuffer()
    /// The attributed text when it was set through `attributedText`; edits keep it in step.
    var attributedStorage: NSAttributedString?
    var fontStorage: UIFont?
    var textColorStorage: UIColor?
    var editingStorage = false
    var markedTextStyleStorage: [NSAttributedString.Key: Any]?
    /// The width `intrinsicContentSize` was last computed for (scrolling off).
    var intrinsicWidth: CGFloat = -1
    /// The text's layouts kept between keys (UITextView+LayoutCache.swift).
    let textLayoutCache = TextViewLayoutCache()

    /// Makes a text view laying out in `textContainer` (nil: a container of its own).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        setUpTextView(ownsContainer: textContainer == nil)
    }

    /// Makes an editable, selectable text view with UIKit's defaults.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// Source compatibility; makes a zero-sized text view with UIKit's defaults.
    public required init?(coder: NSCoder) {
        textContainer = NSTextContainer()
        super.init(coder: coder)
        setUpTextView(ownsContainer: true)
    }

    private func setUpTextView(ownsContainer: Bool) {
        textContainer.owner = self
        if ownsContainer { textContainer.widthTracksTextView = true }
        backgroundColor = .white
        updateContentSize()
    }

    // MARK: - Text

    /// The text; `""` when there is none (setting nil gives `""`). Setting it puts the caret at
    /// the end and tells nobody.
    open var text: String! {
        get { buffer.text }
        set {
            buffer.setText(newValue ?? "")
            attributedStorage = nil
            textDidChangeInCode()
        }
    }

    /// The text with its attributes: the stored attributed text, or the text in the view's font
    /// and colour. Setting it sets `text` to its string.
    open var attributedText: NSAttributedString! {
        get { attributedStorage ?? NSAttributedString(string: buffer.text, attributes: typingAttributes) }
        set {
            attributedStorage = newValue.map { NSAttributedString(attributedString: $0) }
            buffer.setText(newValue?.string ?? "")
            textDidChangeInCode()
        }
    }

    /// Whether the font follows the content size category; false by default.
    open var adjustsFontForContentSizeCategory = false

    /// The font; the 17-point system font (the body style) by default. Setting a font applies
    /// it to all the attributed text.
    open var font: UIFont? {
        get { fontStorage ?? UITextView.defaultFont }
        set {
            fontStorage = newValue
            if let newValue { attributedStorage = attributedStorage.map { $0.applying(.font, newValue) } }
            textDidChangeInCode()
        }
    }

    /// The text colour; nil (black) by default.
    open var textColor: UIColor? {
        get { textColorStorage }
        set {
            textColorStorage = newValue
            if let newValue { attributedStorage = attributedStorage.map { $0.applying(.foregroundColor, newValue) } }
            setNeedsDisplay()
        }
    }

    /// How lines sit horizontally; `.natural` (left, or right in a view running right to left) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { textDidChangeInCode() } }

    /// The attributes typed text takes: the font and colour.
    open var typingAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? UITextView.defaultFont, .foregroundColor: textColorStorage ?? .black] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }

    /// The selection, in UTF-16 units (`length` 0 for the caret). Setting it clamps the range to
    /// the text and widens it to whole characters, and tells `textViewDidChangeSelection(_:)`.
    open var selectedRange: NSRange {
        get { buffer.selection }
        set { changeSelection(to: newValue) }
    }

    /// Whether the user may edit the text; true by default. Turning it off ends editing.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder { resignFirstResponder() } }
    }

    /// Whether the user may select the text; true by default. Stored only.
    open var isSelectable = true

    /// Whether inserting text replaces all of it; false by default.
    open var clearsOnInsertion = false

    /// Whether the user may style the text; false by default. Stored only.
    open var allowsEditingTextAttributes = false

    /// The text container's margins within the content area; (8, 0, 8, 0) by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textDidChangeInCode() }
    }

    /// The container the text is laid out in (its line padding, line limit, line breaks).
    public let textContainer: NSTextContainer

    /// Whether the text scrolls; true by default. Off, the text view sizes itself to its text.
    open override var isScrollEnabled: Bool {
        didSet { if oldValue != isScrollEnabled { invalidateIntrinsicContentSize() } }
    }

    /// Whether the view is being edited (it is the first responder).
    var isEditing: Bool { editingStorage }

    // MARK: - Input views and traits

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

    /// When the keyboard capitalizes by itself; `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on; `.default` by default. Nothing is corrected here.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on; `.default` by default.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether quotes become curly; `.default` by default.
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether hyphens become dashes; `.default` by default.
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are adjusted around pasted words; `.default` by default.
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// Which keyboard shows; `.default` by default.
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look; `.default` by default.
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// What the Return key says; `.default` by default. The key inserts a line break.
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the Return key is off while there is no text; false by default.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is hidden as it is typed; false by default.
    open var isSecureTextEntry = false
    /// What the text means, for AutoFill; nil by default.
    open var textContentType: UITextContentType! = nil

    // MARK: - First responder

    /// True while the text view is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: asks `textViewShouldBeginEditing(_:)`, becomes the first responder (the
    /// keyboard's "will" notifications come now), then tells `textViewDidBeginEditing(_:)` and
    /// posts `textDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard textViewDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
        guard super.becomeFirstResponder() else { return false }
        beginEditingSession()
        return true
    }

    /// Ends editing: asks `textViewShouldEndEditing(_:)` (not when forced), resigns (the keyboard
    /// goes down), then tells `textViewDidEndEditing(_:)` and posts `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !isResigningByForce {
            guard canResignFirstResponder, textViewDelegate?.textViewShouldEndEditing(self) ?? true else { return false }
        }
        guard super.resignFirstResponder() else { return false }
        endEditingSession()
        return true
    }

    // MARK: - Typing (UIKeyInput)

    /// Whether there is text.
    open var hasText: Bool { !buffer.text.isEmpty }

    /// Types `text` over the selection (or the marked text), asking the delegate first; the
    /// Return key's `"\n"` is a line break like any other character.
    open func insertText(_ text: String) {
        insertTextByUser(text)
    }

    /// Deletes the selection, or the character before the caret, asking the delegate first.
    open func deleteBackward() {
        deleteBackwardByUser()
    }

    // MARK: - Edit actions (UITextView+Editing.swift)

    /// Copies the selection to `UIPasteboard.general`, then deletes it as the delete key would.
    open override func cut(_ sender: Any?) {
        guard copySelectionToPasteboard() else { return }
        replaceByUser(buffer.selection, with: "")
    }

    /// Copies the selection to `UIPasteboard.general`.
    open override func copy(_ sender: Any?) {
        copySelectionToPasteboard()
    }

    /// Inserts `UIPasteboard.general`'s string over the selection, asking the delegate about the
    /// whole string at once.
    open override func paste(_ sender: Any?) {
        guard isEditable, let string = UIPasteboard.general.string else { return }
        replaceByUser(buffer.markedRange ?? buffer.selection, with: string)
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
        guard isEditable, buffer.selection.length > 0 else { return }
        replaceByUser(buffer.selection, with: "")
    }

    /// Scrolls so that the text in `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        scrollTextRangeToVisible(range)
    }

    /// The caret's rectangle at `position` (2 points wide, a line tall), in the text view's
    /// (content) coordinates; zero for a position not in the text. Override it to move or hide
    /// the caret.
    open func caretRect(for position: UITextPosition) -> CGRect {
        guard let offset = buffer.offset(of: position) else { return .zero }
        return keptCaretRect(atOffset: offset) ?? caretMap().caretRect(atOffset: offset)
    }

    // MARK: - Layout, touches, dump, picture

    /// Lays out the subviews, then takes `contentSize` from the laid-out text.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateContentSize()
        if !isScrollEnabled, bounds.width != intrinsicWidth { invalidateIntrinsicContentSize() }
    }

    /// With scrolling off, the size of the text wrapped in the current width (unwrapped when the
    /// view has no width yet), with its insets; with scrolling on, none.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return super.intrinsicContentSize }
        intrinsicWidth = bounds.width
        return textFittingSize(width: bounds.width > 0 ? bounds.width : nil)
    }

    /// The size that shows all the text at `size.width` (unwrapped for a width of 0 or less).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textFittingSize(width: size.width > 0 && size.width.isFinite ? size.width : nil)
    }

    /// A tap lifted on an editable text view begins editing, or moves the caret while editing.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, !isDragging else { return }
        handleTap(at: touch.location(in: self))
    }

    /// Adds `text = '...'` to the front of the dump line, and `editing = YES` while editing.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if !buffer.text.isEmpty {
            fields.leading.insert("text = '\(buffer.text.replacingOccurrences(of: "\n", with: "\\n"))'", at: 0)
        }
        if editingStorage { fields.leading.append("editing = YES") }
    }

    /// Draws the text, the selection or caret while editing.
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawTextViewSVGContent(in: context)
    }

    /// The 17-point system font (the body style).
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }

    /// The delegate, as a text view delegate.
    var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }

    /// Posted after a text view became the first responder; the object is the text view.
    nonisolated public static let textDidBeginEditingNotification
        = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed a text view's text; the object is the text view.
    nonisolated public static let textDidChangeNotification
        = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view resigned the first responder; the object is the text view.
    nonisolated public static let textDidEndEditingNotification
        = Notification.Name("UITextViewTextDidEndEditingNotification")

    // MARK: - Accessibility
    /// True unless set, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The text, nil when empty, unless a value was set, as in UIKit.
    open override var accessibilityValue: String? {
        get { super.accessibilityValue ?? (text.isEmpty ? nil : text) }
        set { super.accessibilityValue = newValue }
    }
}
