// UIProgressView.swift: a bar that fills from the left as a task progresses.

/// A view that shows the progress of a task as a track filled from the left, as UIKit's
/// `UIProgressView`.
///
/// The track is 4 points high (2.5 for the `.bar` style) and as wide as the view; the filled part
/// is a subview whose width is ``progress`` times the track's, so `setProgress(_:animated: true)`
/// moves it over 0.25 s of virtual time.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The looks of a progress view, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// The standard rounded track.
        case `default` = 0
        /// The thinner track used in a toolbar.
        case bar = 1
    }

    /// Makes a progress view of `style`, as wide as nothing yet and as high as its track.
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        bounds.size.height = style.trackHeight
    }

    /// Makes a progress view at 0 with the default style.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTrack()
    }

    /// Source compatibility; makes a zero-sized progress view at 0.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTrack()
    }

    /// The style; `.default` unless made with another.
    open var progressViewStyle = Style.default {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsLayout()
        }
    }

    /// The progress, from 0 to 1 (values outside are clamped); 0 by default. Setting it is
    /// `setProgress(_:animated: false)`.
    open var progress: Float {
        get { progressStorage }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets the progress, clamped to 0...1; animated, the filled part grows or shrinks over 0.25 s.
    open func setProgress(_ progress: Float, animated: Bool) {
        let clamped = progress.isNaN ? 0 : min(max(progress, 0), 1)
        guard clamped != progressStorage else { return }
        progressStorage = clamped
        let frame = fillFrame()
        if animated {
            UIView.animate(withDuration: UIProgressView.animationDuration) { self.fillView.frame = frame }
        } else {
            fillView.frame = frame
        }
    }

    /// The colour of the filled part; nil (the tint colour) by default.
    open var progressTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// The colour of the unfilled track; nil (a light grey) by default.
    open var trackTintColor: UIColor? {
        didSet { updateColors() }
    }

    /// No intrinsic width; the track's height.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle.trackHeight)
    }

    /// The width offered and the track's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: progressViewStyle.trackHeight)
    }

    /// Places the filled part for the current progress.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let frame = fillFrame()
        if fillView.frame != frame { fillView.frame = frame }
        layer.cornerRadius = progressViewStyle == .default ? bounds.height / 2 : 0
    }

    /// Adds `progress = N` to the dump.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        fields.leading.append("progress = \(formatNumber(CGFloat(progressStorage)))")
    }

    // MARK: - Storage (internal)

    /// How long an animated change of progress takes.
    static let animationDuration: TimeInterval = 0.25

    var progressStorage: Float = 0
    /// The filled part of the track.
    let fillView = UIView()

    private func setUpTrack() {
        clipsToBounds = true
        fillView.isUserInteractionEnabled = false
        addSubview(fillView)
        updateColors()
    }

    private func updateColors() {
        backgroundColor = trackTintColor ?? UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
        fillView.backgroundColor = progressTintColor ?? tintColor
    }

    /// The filled part: from the left, or from the right when the view runs right to left.
    private func fillFrame() -> CGRect {
        let width = (bounds.width * CGFloat(progressStorage)).rounded()
        return CGRect(x: isRightToLeft ? bounds.width - width : 0, y: 0, width: width, height: bounds.height)
    }
}

extension UIProgressView.Style {
    /// The height of the track in this style.
    var trackHeight: CGFloat { self == .bar ? 2.5 : 4 }
}
