// UILabel.swift: a read-only text view: its properties, defaults (one line, truncating the tail,
// the 17-point system font, black) and override points. How text becomes lines is in UILabel+Layout.swift.

/// A view that shows one or more lines of read-only text, as UIKit's `UILabel`.
///
/// Defaults as in UIKit: one line, `.byTruncatingTail`, the 17-point system font, black text, no
/// shadow colour, shadow offset (0, -1), natural alignment, not opaque, no background colour, and
/// user interaction off, so taps fall through to the view behind. Text is measured with the
/// deterministic metrics of `UIFont` (Docs/TextMetrics.md); ``textLayout`` gives the lines the
/// label shows, for tests and pictures.
@preconcurrency @MainActor
open class UILabel: UIView {
    // Unchecked fields: see "Unchecked and unsafe fields" in Docs/Performance.md.
    /// The plain text, when it was set through `text` (or derived from `attributedText`).
    @exclusivity(unchecked) var textStorage: String?
    /// The attributed text, when it was set through `attributedText`.
    @exclusivity(unchecked) var attributedTextStorage: NSAttributedString?
    @exclusivity(unchecked) var fontStorage = UILabel.defaultFont
    @exclusivity(unchecked) var textColorStorage = UILabel.defaultTextColor
    /// The layout `drawText(in:)` made last; read through `textLayout`.
    var lastDrawnLayout = TextLayout.empty

    /// Makes a label with the given frame and UIKit's defaults.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyLabelDefaults()
    }

    /// Source compatibility; makes a zero-sized label with UIKit's defaults.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyLabelDefaults()
    }

    // MARK: - Text

    /// The text shown; nil by default. Setting it replaces any attributed text (the label's font
    /// and colour then apply to all of it).
    open var text: String? {
        get { attributedTextStorage?.string ?? textStorage }
        set {
            textStorage = newValue
            attributedTextStorage = nil
            textDidChange()
        }
    }

    /// The text with its attributes. Reading it after setting `text` gives the text with the
    /// label's font and colour; setting it sets `text` to its string. Runs use `.font` and
    /// `.foregroundColor`; missing attributes fall back to the label's font and colour.
    open var attributedText: NSAttributedString? {
        get { currentAttributedText() }
        set {
            attributedTextStorage = newValue.map { NSAttributedString(attributedString: $0) }
            textStorage = newValue?.string
            textDidChange()
        }
    }

    /// The font; the 17-point system font by default. Setting nil restores the default; setting a
    /// font also applies it to the whole attributed text, as UIKit does.
    open var font: UIFont! {
        get { fontStorage }
        set {
            fontStorage = newValue ?? UILabel.defaultFont
            applyToAttributedText(.font, value: fontStorage)
            textDidChange()
        }
    }

    /// The text colour; black by default. Setting nil restores black; setting a colour also
    /// applies it to the whole attributed text, as UIKit does.
    open var textColor: UIColor! {
        get { textColorStorage }
        set {
            textColorStorage = newValue ?? UILabel.defaultTextColor
            applyToAttributedText(.foregroundColor, value: textColorStorage)
            setNeedsDisplay()
        }
    }

    /// The colour of the text's shadow; nil (no shadow) by default.
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }

    /// The offset of the text's shadow; (0, -1), a shadow above the text, by default.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }

    /// How lines sit horizontally; `.natural` (left, or right in a view running right to left) by default.
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsDisplay() } }

    /// How lines wrap and the last line is cut; `.byTruncatingTail` by default.
    @exclusivity(unchecked) open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { textDidChange() } }

    /// The most lines shown; 1 by default, 0 for as many as the text needs.
    @exclusivity(unchecked) open var numberOfLines = 1 { didSet { textDidChange() } }

    /// Whether the text is drawn enabled; true by default. A disabled label draws its text dimmed
    /// (here: at half the colour's opacity).
    @exclusivity(unchecked) open var isEnabled = true { didSet { setNeedsDisplay() } }

    /// Whether the label draws its text in `highlightedTextColor`; false by default.
    @exclusivity(unchecked) open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }

    /// The text colour while highlighted; nil (keep `textColor`) by default.
    open var highlightedTextColor: UIColor? { didSet { setNeedsDisplay() } }

    /// Whether a one-line label shrinks its font (down to `minimumScaleFactor`) to fit its width;
    /// false by default.
    open var adjustsFontSizeToFitWidth = false { didSet { setNeedsDisplay() } }

    /// The smallest fraction of the font size that shrinking may reach; 0 (no shrinking) by default.
    open var minimumScaleFactor: CGFloat = 0 { didSet { setNeedsDisplay() } }

    /// How shrunk text is placed vertically; `.alignBaselines` by default. Kept for source
    /// compatibility: lines are always centred vertically here.
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// The width that `intrinsicContentSize` wraps a multi-line label to; 0 (none) by default.
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { invalidateIntrinsicContentSize() } }

    /// Whether the font follows the content size category (`UIContentSizeCategoryAdjusting`);
    /// false by default. Only a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` adapts.
    open var adjustsFontForContentSizeCategory = false

    /// The width `intrinsicContentSize` last wrapped to.
    var wrapWidthOfIntrinsicSize: CGFloat = 0

    /// The width a multi-line label's intrinsic size wraps to (0: no limit).
    var intrinsicWrapWidth: CGFloat {
        guard numberOfLines != 1 else { return 0 }
        if preferredMaxLayoutWidth > 0 { return preferredMaxLayoutWidth }
        return translatesAutoresizingMaskIntoConstraints ? 0 : bounds.width
    }

    /// Whether the label may tighten letter spacing before truncating; false by default. Kept for
    /// source compatibility: spacing never changes here.
    open var allowsDefaultTighteningForTruncation = false

    // MARK: - Override points

    /// The rectangle the text takes within `bounds`, shown in at most `numberOfLines` lines (0: no
    /// limit) and as many as fit in the bounds' height: origin at the bounds' origin, size of the
    /// laid-out text rounded up to the screen's pixels, its width at most the bounds' width.
    /// Override it to inset or move the text; `sizeThatFits(_:)` and drawing use it.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        // One line of plain printable ASCII that fits (a cell's "Row 12345") is summed directly:
        // cheaper than the cache below, which keeps the dearer layouts.
        if attributedTextStorage == nil, let string = textStorage,
           let oneLine = TextLayout.sizeOfPrintableASCII(string, font: fontStorage, width: bounds.width) {
            return CGRect(origin: bounds.origin, size: fittedTextSize(oneLine, in: bounds))
        }
        guard let text = displayedText() else { return CGRect(origin: bounds.origin, size: .zero) }
        let key = TextRectCache.Key(text, font: fontStorage, size: bounds.size, numberOfLines: numberOfLines,
                                    lineBreakMode: lineBreakMode, scale: UIScreen.main.scale)
        if let key, let cached = textRectCache, cached.key == key {
            return CGRect(origin: bounds.origin, size: cached.size)
        }
        let laidOut = layout(text, width: bounds.width, height: bounds.height, numberOfLines: numberOfLines,
                             lineBreakMode: lineBreakMode)
        let size = fittedTextSize(laidOut.size, in: bounds)
        if let key { textRectCache = TextRectCache(key: key, size: size) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// A laid-out text's size rounded up to the screen's pixels, no wider than `bounds`.
    private func fittedTextSize(_ textSize: CGSize, in bounds: CGRect) -> CGSize {
        var width = roundedUpToPixels(textSize.width)
        if bounds.width > 0, bounds.width.isFinite { width = min(width, bounds.width) }
        return CGSize(width: width, height: roundedUpToPixels(textSize.height))
    }

    /// The last plain text's rectangle (sizing asks for the same one several times a pass).
    var textRectCache: TextRectCache?

    /// Lays out the text in `rect`, centred vertically (the font shrunk when
    /// `adjustsFontSizeToFitWidth` asks for it), and remembers the lines for ``textLayout``
    /// (nothing is drawn headless). Override it to draw in another rectangle, for instance
    /// `super.drawText(in: rect.inset(by: insets))`.
    open func drawText(in rect: CGRect) {
        guard let text = displayedText() else { lastDrawnLayout = .empty; return }
        let laidOut = layout(text, width: rect.width, height: rect.height, numberOfLines: numberOfLines,
                             lineBreakMode: lineBreakMode, alignment: textAlignment.resolved(rightToLeft: isRightToLeft),
                             fontScale: shrinkFactor(for: text, width: rect.width))
        let height = roundedUpToPixels(laidOut.size.height)
        lastDrawnLayout = laidOut.offsetBy(dx: rect.minX, dy: rect.minY + (rect.height - height) / 2)
    }

    /// Draws the label: calls `drawText(in:)` with the bounds. The text is not recorded as
    /// drawing commands: pictures draw ``textLayout``.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
        super.draw(rect)
    }

    /// The size of the text laid out in `size.width` (a width of 0 or less means unlimited) and
    /// `numberOfLines`, rounded up to the screen's pixels; the height given is not a limit.
    /// Zero for a label without text.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        fittingSize(for: size)
    }

    /// The text's natural size: one unwrapped line for a one-line label; a multi-line label's
    /// text wrapped to `preferredMaxLayoutWidth`, or, when that is 0 and constraints place the
    /// label, to the width the last layout gave it (UIKit's automatic preferred width: the height
    /// settles in a second layout round). Zero without text.
    open override var intrinsicContentSize: CGSize {
        let wrapWidth = intrinsicWrapWidth
        wrapWidthOfIntrinsicSize = wrapWidth
        return fittingSize(for: CGSize(width: wrapWidth, height: 0))
    }

    /// Lays out the label's subviews; a multi-line label with an automatic preferred width whose
    /// width changed asks for its intrinsic size again.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints,
           intrinsicWrapWidth != wrapWidthOfIntrinsicSize {
            invalidateIntrinsicContentSize()
        }
    }

    /// Adds `text = '...'` to the front of the dump line (line breaks shown as `\n`).
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if let text {
            fields.leading.append("text = '\(text.replacingOccurrences(of: "\n", with: "\\n"))'")
        }
    }

    /// Draws the lines the label shows, with its shadow, into a picture (UILabel+SVG.swift).
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawLabelSVGContent(in: context)
    }

    // MARK: - Defaults

    /// The 17-point system font.
    static var defaultFont: UIFont { UIFont.systemFont(ofSize: 17) }
    /// Black.
    static var defaultTextColor: UIColor { UIColor.black }

    private func applyLabelDefaults() {
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    // MARK: - Accessibility
    /// True unless set, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The text unless a label was set, as in UIKit; a text attachment is read as its image's
    /// `accessibilityLabel`, or not at all when the image has none.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? spokenText }
        set { super.accessibilityLabel = newValue }
    }

    /// `.staticText` (and `.notEnabled` while disabled) unless traits were set, as in UIKit.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard accessibilityStorage?.traits == nil else { return super.accessibilityTraits }
            return isEnabled ? .staticText : [.staticText, .notEnabled]
        }
        set { super.accessibilityTraits = newValue }
    }
}
