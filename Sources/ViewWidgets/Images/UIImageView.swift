// UIImageView.swift: a view that shows an image, sized to it when made with init(image:). Where the
// image goes under each content mode is in UIImageView+ContentMode.swift.

/// A view that shows an image, as UIKit's `UIImageView`.
///
/// `init(image:)` sizes the view to the image; `sizeThatFits(_:)` and `intrinsicContentSize` are
/// the image's size. Like UIKit, an image view is not opaque and has user interaction off, so taps
/// fall through it. While `isHighlighted`, it shows `highlightedImage` when there is one.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// Makes an image view with no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyImageViewDefaults()
    }

    /// Makes an image view showing `image`, sized to it (origin zero).
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Makes an image view showing `image`, and `highlightedImage` while highlighted; sized to `image`.
    public convenience init(image: UIImage?, highlightedImage: UIImage?) {
        self.init(image: image)
        self.highlightedImage = highlightedImage
    }

    /// Source compatibility; makes a zero-sized image view.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyImageViewDefaults()
    }

    /// The image shown; nil by default. Setting it does not resize the view.
    open var image: UIImage? {
        didSet { imageDidChange() }
    }

    /// The image shown while highlighted; nil (keep showing `image`) by default.
    open var highlightedImage: UIImage? {
        didSet { imageDidChange() }
    }

    /// The symbol configuration applied over a symbol image's own (iOS 13); nil by default.
    /// The view shows, sizes and draws the symbol with it.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { imageDidChange() }
    }

    /// Whether the view shows `highlightedImage`; false by default.
    open var isHighlighted = false {
        didSet { imageDidChange() }
    }

    // MARK: - Animating images (the machinery is in UIImageView+Animating.swift)

    /// The images shown in turn while animating; nil by default.
    open var animationImages: [UIImage]? {
        get { animation?.images }
        set { makeAnimation().images = newValue }
    }

    /// The images shown in turn while animating and highlighted; nil by default.
    open var highlightedAnimationImages: [UIImage]? {
        get { animation?.highlightedImages }
        set { makeAnimation().highlightedImages = newValue }
    }

    /// How long one cycle through the images lasts; 0 by default, which means 1/30 s per image.
    open var animationDuration: TimeInterval {
        get { animation?.duration ?? 0 }
        set { makeAnimation().duration = newValue }
    }

    /// How many cycles an animation runs; 0 (for ever) by default.
    open var animationRepeatCount: Int {
        get { animation?.repeatCount ?? 0 }
        set { makeAnimation().repeatCount = newValue }
    }

    /// Starts cycling through `animationImages` on the virtual clock (nothing happens without them).
    open func startAnimating() {
        beginImageAnimation()
    }

    /// Stops the animation; `image` shows again.
    open func stopAnimating() {
        animation?.start = nil
    }

    /// Whether the images are cycling: from `startAnimating()` until `stopAnimating()` or the
    /// last of `animationRepeatCount` cycles ends.
    open var isAnimating: Bool { imageAnimationElapsed() != nil }

    /// The animation settings and state, made on first use (most image views never animate).
    var animation: ImageViewAnimation?

    /// The size of the image shown, whatever size is offered; zero without an image.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        displayedImage?.size ?? .zero
    }

    /// The size of the image shown; no intrinsic size on either axis without an image.
    open override var intrinsicContentSize: CGSize {
        guard let displayedImage else {
            return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }
        return displayedImage.size
    }

    /// Adds the shown image's name and size to the front of the dump line: `image = 'icon' {32, 32}`
    /// (`image = {32, 32}` for an image made from data); nothing without an image. A resizable or
    /// stretchable image adds its caps and mode: `capInsets = {top, left, bottom, right};
    /// resizingMode = stretch` (or `tile`).
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        guard let displayedImage else { return }
        fields.leading.append("image = \(displayedImage.dumpSummary)")
        if displayedImage.isResizable {
            fields.leading.append("capInsets = \(displayedImage.capInsets)")
            fields.leading.append("resizingMode = \(displayedImage.resizingMode == .tile ? "tile" : "stretch")")
        }
    }

    /// Draws the shown image where the content mode puts it, or a placeholder, into a picture
    /// (UIImageView+SVG.swift).
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawImageViewSVGContent(in: context)
    }

    /// The image on screen: the animation's current image while animating, else the highlighted
    /// image while highlighted (when set), else `image`; an image with an `imageAsset` shows the
    /// asset's variant for the view's traits; a symbol takes `preferredSymbolConfiguration`.
    /// A headless addition (not UIKit API).
    public var displayedImage: UIImage? {
        if let frame = currentAnimationFrame() { return frame }
        let chosen = isHighlighted ? (highlightedImage ?? image) : image
        guard var shown = chosen else { return nil }
        if let asset = shown.imageAsset { shown = asset.image(with: traitCollection) }
        if let preferredSymbolConfiguration, shown.isSymbolImage {
            shown = shown.withConfiguration(preferredSymbolConfiguration)
        }
        return shown
    }

    private func imageDidChange() {
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    private func applyImageViewDefaults() {
        isOpaque = false
        isUserInteractionEnabled = false
    }

    // MARK: - Accessibility
    /// `.image` unless traits were set, as in UIKit.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits == nil ? super.accessibilityTraits.union(.image) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
}
