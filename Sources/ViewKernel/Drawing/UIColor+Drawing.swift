// UIColor+Drawing.swift: setting the current graphics context's colours from a UIColor.

extension UIColor {
    /// Sets both the fill and the stroke colour of the current context to this colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets the fill colour of the current context; does nothing without one.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Sets the stroke colour of the current context; does nothing without one.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
