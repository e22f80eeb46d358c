// UISlider+SVG.swift: the slider's track and thumb in pictures.

extension UISlider {
    /// The track between its leading end and the thumb in the tint (left of the thumb, or right
    /// of it right to left), the rest in light grey, and a white round thumb at the current value.
    func drawSliderSVGContent(in context: SVGDrawingContext) {
        let track = trackRect(forBounds: bounds)
        let thumb = thumbRect(forBounds: bounds, trackRect: track, value: value)
        let split = min(max(thumb.midX, track.minX), track.maxX)
        let radius = track.height / 2
        let left = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let right = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        let (minimumPart, maximumPart) = isRightToLeft ? (right, left) : (left, right)
        context.fillRect(maximumPart, color: maximumTrackTintColor ?? UIColor(white: 0.85, alpha: 1), cornerRadius: radius)
        context.fillRect(minimumPart, color: minimumTrackTintColor ?? tintColor, cornerRadius: radius)
        context.fillEllipse(in: thumb, color: thumbTintColor ?? .white)
        context.strokeEllipse(in: thumb, color: UIColor(white: 0, alpha: 0.15), lineWidth: 0.5)
    }
}
