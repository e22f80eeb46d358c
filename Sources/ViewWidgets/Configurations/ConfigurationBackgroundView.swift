// ConfigurationBackgroundView.swift: the view that draws a background configuration behind a
// cell's, header's or footer's content.

/// Draws a ``UIBackgroundConfiguration``: its fill with round corners, its stroke, its image and
/// its custom view, inset from the host's edges as the configuration says.
@MainActor final class ConfigurationBackgroundView: UIView {
    /// The configuration drawn.
    var configuration: UIBackgroundConfiguration { didSet { apply() } }
    private var imageView: UIImageView?
    private weak var shownCustomView: UIView?

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
        clipsToBounds = configuration.cornerRadius > 0
        layer.borderWidth = configuration.strokeWidth
        layer.borderColor = configuration.strokeWidth > 0 ? configuration.resolvedStrokeColor(for: tintColor).cgColor : nil
        if let image = configuration.image {
            let view = imageView ?? UIImageView()
            if view.superview !== self { insertSubview(view, at: 0) }
            view.image = image
            view.contentMode = configuration.imageContentMode
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
        setNeedsLayout()
    }
}
