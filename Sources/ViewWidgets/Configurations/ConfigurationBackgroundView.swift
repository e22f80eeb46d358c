// ConfigurationBackgroundView.swift: the view that draws a background configuration behind a
// cell's, header's or footer's content.

/// Draws a ``UIBackgroundConfiguration``: its fill with round corners, its stroke, its image and
/// its custom view, inset from the host's edges as the configuration says.
@MainActor final class ConfigurationBackgroundView: UIView {
    /// The configuration drawn.
    var configuration: UIBackgroundConfiguration { didSet { apply() } }
    private var imageView: UIImageView?
    private weak var shownCustomView: UIView?
    /// The stroke, drawn above the rest and `strokeOutset` outside the background's edges.
    private(set) var strokeView: UIView?

    init(configuration: UIBackgroundConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        apply()
    }

    required init?(coder: NSCoder) {
        configuration = .clear()
        super.init(coder: coder)
    }

    /// The fill and stroke follow a new tint colour.
    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        imageView?.frame = bounds
        shownCustomView?.frame = bounds
        let outset = configuration.strokeOutset
        strokeView?.frame = bounds.insetBy(dx: -outset, dy: -outset)
    }

    /// The frame in `host`: its bounds inset by the insets, plus its layout margins on the edges
    /// that add them, leading and trailing by the writing direction.
    func frame(in host: UIView) -> CGRect {
        var insets = configuration.backgroundInsets
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        let margins = host.directionalLayoutMargins
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let rightToLeft = host.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let edgeInsets = insets.edgeInsets(rightToLeft: rightToLeft)
        return host.bounds.inset(by: edgeInsets)
    }

    private func apply() {
        backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        layer.cornerRadius = configuration.cornerRadius
        // Round corners clip the image and custom view, unless the stroke lies outside them.
        clipsToBounds = configuration.cornerRadius > 0 && configuration.strokeOutset <= 0
        applyStroke()
        if let image = configuration.image {
            let view = imageView ?? UIImageView()
            if view.superview !== self { insertSubview(view, at: 0) }
            view.image = image
            view.contentMode = configuration.imageContentMode
            view.layer.cornerRadius = clipsToBounds ? 0 : configuration.cornerRadius
            view.clipsToBounds = !clipsToBounds && configuration.cornerRadius > 0
            imageView = view
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        if shownCustomView !== configuration.customView {
            shownCustomView?.removeFromSuperview()
            if let custom = configuration.customView { addSubview(custom) }
            shownCustomView = configuration.customView
        }
        if let strokeView, strokeView !== subviews.last { bringSubviewToFront(strokeView) }
        setNeedsLayout()
    }

    /// The stroke: the layer's border when it lies on the background's edge; with a
    /// `strokeOutset`, a border on a view that far outside the edges (inside when negative), its
    /// corners rounded to follow the background's.
    private func applyStroke() {
        let width = configuration.strokeWidth, outset = configuration.strokeOutset
        let color = width > 0 ? configuration.resolvedStrokeColor(for: tintColor).cgColor : nil
        layer.borderWidth = outset == 0 ? width : 0
        layer.borderColor = outset == 0 ? color : nil
        guard width > 0, outset != 0 else {
            strokeView?.removeFromSuperview()
            strokeView = nil
            return
        }
        let stroke = strokeView ?? UIView()
        stroke.isUserInteractionEnabled = false
        stroke.layer.borderWidth = width
        stroke.layer.borderColor = color
        stroke.layer.cornerRadius = configuration.cornerRadius > 0 ? max(0, configuration.cornerRadius + outset) : 0
        if stroke.superview !== self { addSubview(stroke) }
        strokeView = stroke
    }
}
