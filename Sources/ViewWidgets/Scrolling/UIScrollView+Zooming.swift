// UIScrollView+Zooming.swift: zooming the view the delegate names, by code and by a pinch.

extension UIScrollView {
    /// The view that zooms: the delegate's `viewForZooming(in:)`, when it is a subview.
    var zoomedView: UIView? {
        guard let view = delegate?.viewForZooming(in: self), view.superview === self else { return nil }
        return view
    }

    /// `minimumZoomScale`'s and `maximumZoomScale`'s setter: refuses a scale that is not
    /// positive and finite; the pinch recognizer exists while the limits allow zooming.
    func setZoomLimit(_ scale: CGFloat, minimum: Bool) {
        let name = minimum ? "minimumZoomScale" : "maximumZoomScale"
        guard scale.isFinite, scale > 0 else {
            let kept = minimum ? zoomLimits.minimum : zoomLimits.maximum
            Headless.reportLoggedProblem("\(type(of: self)) \(name) \(scale) is refused: it must be positive and finite; \(kept) is kept")
            return
        }
        if minimum { zoomLimits.minimum = scale } else { zoomLimits.maximum = scale }
        let zooms = zoomLimits.minimum != zoomLimits.maximum
        if zooms, zoomPinch == nil {
            let pinch = UIPinchGestureRecognizer()
            pinch.addTarget(self, action: UIScrollView.handlePinch)
            addGestureRecognizer(pinch)
            zoomPinch = pinch
        } else if !zooms, let pinch = zoomPinch {
            removeGestureRecognizer(pinch)
            zoomPinch = nil
        }
    }

    /// `scale` held in the limits (the minimum wins when they cross).
    func clampedZoomScale(_ scale: CGFloat) -> CGFloat {
        max(zoomLimits.minimum, min(zoomLimits.maximum, scale))
    }

    /// Zooms to `scale`, keeping the content point `kept` (the zoomed view's own coordinates,
    /// with where it shows in the bounds) in place, or the middle of the visible area.
    func zoom(toScale scale: CGFloat, keeping kept: (content: CGPoint, shownAt: CGPoint)?, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            Headless.reportLoggedProblem("\(type(of: self)) zoomScale \(scale) is refused: it must be positive and finite; \(zoomLimits.current) is kept")
            return
        }
        guard zoomedView != nil else { return }
        let target = clampedZoomScale(scale)
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        let anchor = kept ?? (contentPoint(at: middle), middle)
        let offset = CGPoint(x: anchor.content.x * target - anchor.shownAt.x,
                             y: anchor.content.y * target - anchor.shownAt.y)
        move(toScale: target, offset: offset, animated: animated)
    }

    /// `zoom(to:animated:)`: the scale that fits `rect` in the bounds, and `rect` centred.
    func zoom(toRect rect: CGRect, animated: Bool) {
        guard zoomedView != nil, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return }
        let fitting = min(rect.width > 0 ? bounds.width / rect.width : .infinity,
                          rect.height > 0 ? bounds.height / rect.height : .infinity)
        let scale = clampedZoomScale(fitting.isFinite ? fitting : zoomLimits.maximum)
        let offset = CGPoint(x: rect.midX * scale - bounds.width / 2, y: rect.midY * scale - bounds.height / 2)
        move(toScale: scale, offset: offset, animated: animated)
    }

    /// The point of the zoomed view's own coordinates shown at `point` of the bounds' size.
    func contentPoint(at point: CGPoint) -> CGPoint {
        let scale = zoomLimits.current
        return CGPoint(x: (contentOffset.x + point.x) / scale, y: (contentOffset.y + point.y) / scale)
    }

    /// Moves to `scale` and `offset` (held in the content), at once or over 0.3 s in 60 Hz steps;
    /// an animated zoom begins with `scrollViewWillBeginZooming(_:with:)` (not a bounce back,
    /// whose pinch already began) and ends with `scrollViewDidEndZooming(_:with:atScale:)`.
    /// An animated zoom still in flight ends first, once: at the scale it shows when a new
    /// animated zoom takes over, or at the new scale when a zoom without animation jumps there.
    private func move(toScale scale: CGFloat, offset: CGPoint, animated: Bool, bouncing: Bool = false) {
        let interrupted = cancelZoomAnimation()
        stopDeceleratingSilently()
        guard animated else {
            applyZoomScale(scale)
            contentOffset = clampedOffset(offset)
            if interrupted { endZooming() }
            return
        }
        if interrupted {
            endZooming()
            // The delegate answered the end with an animated zoom of its own: that one runs.
            if zoomStep != nil { return }
        }
        if !bouncing { delegate?.scrollViewWillBeginZooming(self, with: zoomedView) }
        isZoomBouncing = bouncing
        let from = (scale: zoomLimits.current, offset: contentOffset)
        let start = Headless.now
        stepZoom(from: from, to: (scale, offset), start: start)
    }

    /// Stops an animated zoom (or bounce back) where it is; whether one was in flight.
    private func cancelZoomAnimation() -> Bool {
        isZoomBouncing = false
        guard let step = zoomStep else { return false }
        step.cancel()
        zoomStep = nil
        return true
    }

    /// Tells the delegate a zoom ended at the scale shown now.
    private func endZooming() {
        delegate?.scrollViewDidEndZooming(self, with: zoomedView, atScale: zoomLimits.current)
    }

    private func stepZoom(from: (scale: CGFloat, offset: CGPoint), to: (scale: CGFloat, offset: CGPoint), start: TimeInterval) {
        zoomStep = Headless.schedule(after: ScrollAnimation.frameInterval) { [weak self] in
            guard let self else { return }
            let linear = min(1, (Headless.now - start) / ScrollAnimation.duration)
            let eased = CGFloat(linear * linear * (3 - 2 * linear))
            self.applyZoomScale(from.scale + (to.scale - from.scale) * eased)
            // The offset is held in the content of the scale shown at each step.
            self.contentOffset = self.clampedOffset(CGPoint(x: from.offset.x + (to.offset.x - from.offset.x) * eased,
                                                            y: from.offset.y + (to.offset.y - from.offset.y) * eased))
            if linear >= 1 - 1e-9 {
                self.zoomStep = nil
                self.isZoomBouncing = false
                self.endZooming()
            } else {
                self.stepZoom(from: from, to: to, start: start)
            }
        }
    }

    /// Scales the zoomed view to `scale` with its frame at the content's origin, sizes the
    /// content to its frame, and tells the delegate.
    func applyZoomScale(_ scale: CGFloat) {
        guard let view = zoomedView else { return }
        view.transform = CGAffineTransform(scaleX: scale, y: scale)
        view.frame.origin = .zero
        zoomLimits.current = scale
        contentSize = view.frame.size
        delegate?.scrollViewDidZoom(self)
    }

    /// The pinch's action: the content under the fingers stays under them while the scale
    /// follows the pinch (past the limits by half the excess ratio with `bouncesZoom`, else held
    /// in them); when the fingers lift, a zoom past the limits springs back over 0.3 s.
    func handlePinch(_ pinch: UIPinchGestureRecognizer) {
        guard let view = zoomedView else { return }
        let location = pinch.location(in: self)
        let shownAt = CGPoint(x: location.x - contentOffset.x, y: location.y - contentOffset.y)
        switch pinch.state {
        case .began:
            // A zoom still animating (or bouncing back) ends where the fingers catch it.
            if cancelZoomAnimation() { endZooming() }
            isZooming = true
            pinchAnchor = (zoomLimits.current, contentPoint(at: shownAt))
            delegate?.scrollViewWillBeginZooming(self, with: view)
        case .changed:
            guard let anchor = pinchAnchor else { return }
            let scale = rubberBandedZoomScale(anchor.scale * pinch.scale)
            applyZoomScale(scale)
            contentOffset = CGPoint(x: anchor.contentPoint.x * scale - shownAt.x, y: anchor.contentPoint.y * scale - shownAt.y)
        case .ended, .cancelled, .failed:
            guard let anchor = pinchAnchor else { return }
            pinchAnchor = nil
            isZooming = false
            let settled = clampedZoomScale(zoomLimits.current)
            if settled != zoomLimits.current {
                move(toScale: settled, offset: CGPoint(x: anchor.contentPoint.x * settled - shownAt.x,
                                                       y: anchor.contentPoint.y * settled - shownAt.y), animated: true, bouncing: true)
            } else {
                let held = clampedOffset(contentOffset)
                if held != contentOffset { contentOffset = held }
                delegate?.scrollViewDidEndZooming(self, with: view, atScale: settled)
            }
        default:
            break
        }
    }

    /// A pinched scale: held in the limits, or with `bouncesZoom` let past them by half the
    /// excess ratio.
    private func rubberBandedZoomScale(_ scale: CGFloat) -> CGFloat {
        guard scale.isFinite, scale > 0 else { return zoomLimits.current }
        let held = clampedZoomScale(scale)
        guard bouncesZoom, held != scale else { return held }
        return held * (scale / held).squareRoot()
    }
}
