// UIActivityIndicatorView.swift: the spinner shown while a task runs.

/// A spinner that shows a task is under way, as UIKit's `UIActivityIndicatorView`.
///
/// It spins between ``startAnimating()`` and ``stopAnimating()``; with ``hidesWhenStopped`` (the
/// default) it is hidden whenever it is not spinning, a new one included. In pictures its eight
/// spokes turn with the virtual clock (one turn per 0.8 s). The medium style is 20 x 20 points, the
/// large 37 x 37; the spinner keeps that size, centred, in a larger frame.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The sizes and colours of a spinner, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// 37 x 37, white (deprecated in iOS 13).
        case whiteLarge = 0
        /// 20 x 20, white (deprecated in iOS 13).
        case white = 1
        /// 20 x 20, grey (deprecated in iOS 13).
        case gray = 2
        /// 20 x 20, grey.
        case medium = 100
        /// 37 x 37, grey.
        case large = 101
    }

    /// Makes a stopped (so hidden) spinner of `style`, sized for it.
    public init(style: UIActivityIndicatorView.Style) {
        styleStorage = style
        super.init(frame: CGRect(origin: .zero, size: style.spinnerSize))
        setUpSpinner()
    }

    /// Makes a stopped (so hidden) medium spinner at `frame`.
    public override init(frame: CGRect) {
        styleStorage = .medium
        super.init(frame: frame)
        setUpSpinner()
    }

    /// Source compatibility; makes a stopped medium spinner.
    public required init?(coder: NSCoder) {
        styleStorage = .medium
        super.init(coder: coder)
        setUpSpinner()
    }

    /// The style; setting it changes the size and colour of the spinner.
    open var style: UIActivityIndicatorView.Style {
        get { styleStorage }
        set {
            styleStorage = newValue
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The colour of the spokes; the style's (grey, or white for the white styles) by default.
    open var color: UIColor! {
        get { colorStorage ?? styleStorage.defaultColor }
        set {
            colorStorage = newValue
            setNeedsDisplay()
        }
    }

    /// Whether the spinner is hidden while it is not spinning; true by default.
    open var hidesWhenStopped = true {
        didSet { if hidesWhenStopped, !animating { isHidden = true } }
    }

    /// Whether the spinner is spinning.
    open var isAnimating: Bool { animating }

    /// Starts spinning and shows the spinner.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        setNeedsDisplay()
    }

    /// Stops spinning; hides the spinner when ``hidesWhenStopped``.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        if hidesWhenStopped { isHidden = true }
        setNeedsDisplay()
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { styleStorage.spinnerSize }

    /// The style's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { styleStorage.spinnerSize }

    /// Draws eight spokes, fading round from the brightest, whose position follows the virtual clock.
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        let size = styleStorage.spinnerSize
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = size.width / 2, inner = size.width / 4
        let lineWidth = size.width / 10
        // The eighth of a turn the clock is at, modulo 8 taken before the conversion: the clock may
        // be anywhere up to the largest finite time, where the count of eighths is no Int (it is
        // a whole number of turns there, so the spokes show their first position).
        let eighths = (Headless.now / (UIActivityIndicatorView.turnDuration / 8)).rounded(.down)
        let step = animating ? Int(clampingFloat: eighths.truncatingRemainder(dividingBy: 8)) : 0
        for spoke in 0..<8 {
            let angle = CGFloat(spoke) * .pi / 4 - .pi / 2
            let fade = CGFloat((spoke - step + 8) % 8) / 8
            let start = CGPoint(x: center.x + cos(angle) * inner, y: center.y + sin(angle) * inner)
            let end = CGPoint(x: center.x + cos(angle) * (outer - lineWidth / 2), y: center.y + sin(angle) * (outer - lineWidth / 2))
            context.strokeLine(from: start, to: end, color: color.withAlphaComponent(1 - fade * 0.75), lineWidth: lineWidth)
        }
    }

    /// Adds `animating = YES` to the dump while spinning.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if animating { fields.leading.append("animating = YES") }
    }

    // MARK: - Storage (internal)

    /// How long one turn of the spokes takes in pictures.
    static let turnDuration: TimeInterval = 0.8

    var styleStorage: Style
    var colorStorage: UIColor?
    var animating = false

    private func setUpSpinner() {
        isOpaque = false
        isHidden = hidesWhenStopped
    }
}

extension UIActivityIndicatorView.Style {
    /// The spinner's size in this style.
    var spinnerSize: CGSize {
        switch self {
        case .large, .whiteLarge: return CGSize(width: 37, height: 37)
        case .medium, .white, .gray: return CGSize(width: 20, height: 20)
        }
    }

    /// The spokes' colour in this style.
    var defaultColor: UIColor {
        switch self {
        case .white, .whiteLarge: return .white
        case .medium, .large, .gray: return UIColor(white: 0.56, alpha: 1)
        }
    }
}
