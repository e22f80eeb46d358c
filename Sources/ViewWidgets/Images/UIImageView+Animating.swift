// UIImageView+Animating.swift: an image view cycling through `animationImages` on the virtual
// clock. Nothing is scheduled: which image shows, and whether the animation still runs, are
// worked out from the time it started whenever they are asked for.

/// An image view's animation settings, and when its animation started.
final class ImageViewAnimation {
    var images: [UIImage]?
    var highlightedImages: [UIImage]?
    var duration: TimeInterval = 0
    var repeatCount = 0
    /// `Headless.now` when `startAnimating()` was called; nil when not animating.
    var start: TimeInterval?
}

extension UIImageView {
    /// The animation settings, made on first use.
    func makeAnimation() -> ImageViewAnimation {
        if let animation { return animation }
        let made = ImageViewAnimation()
        animation = made
        return made
    }

    /// The images the animation cycles through now: the highlighted ones while highlighted, when set.
    private var cyclingImages: [UIImage] {
        if isHighlighted, let highlighted = animation?.highlightedImages, !highlighted.isEmpty { return highlighted }
        return animation?.images ?? []
    }

    /// The length of one cycle: `animationDuration`, or 1/30 s per image when it is 0.
    private var cycleDuration: TimeInterval {
        let duration = animation?.duration ?? 0
        return duration > 0 ? duration : TimeInterval(cyclingImages.count) / 30
    }

    /// Starts the animation now, when there are images to cycle through.
    func beginImageAnimation() {
        guard !(animationImages ?? []).isEmpty else { return }
        makeAnimation().start = Headless.now
    }

    /// The time since the animation started, or nil when it is not running (never started,
    /// stopped, out of images, or through its last cycle).
    func imageAnimationElapsed() -> TimeInterval? {
        guard let animation, let start = animation.start, !cyclingImages.isEmpty else { return nil }
        let elapsed = Headless.now - start
        if animation.repeatCount > 0, elapsed >= cycleDuration * TimeInterval(animation.repeatCount) { return nil }
        return elapsed
    }

    /// The image the animation shows now, or nil when it is not running.
    func currentAnimationFrame() -> UIImage? {
        guard let elapsed = imageAnimationElapsed() else { return nil }
        let images = cyclingImages
        let perImage = cycleDuration / TimeInterval(images.count)
        guard perImage > 0, perImage.isFinite else { return images.first }
        // The position in the cycle is in 0..<count (NaN, for a clock beyond doubles, reads 0).
        let position = (elapsed / perImage).rounded(.down).truncatingRemainder(dividingBy: Double(images.count))
        return images[min(max(0, Int(clampingFloat: position)), images.count - 1)]
    }
}
