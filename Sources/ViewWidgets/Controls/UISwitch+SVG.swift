// UISwitch+SVG.swift: the switch's track and knob in pictures.

extension UISwitch {
    /// The track (the on tint when on, a light grey outline when off) and the white knob at the
    /// side the switch is set to: on at the trailing side (the right, the left right to left).
    func drawSwitchSVGContent(in context: SVGDrawingContext) {
        let track = CGRect(origin: .zero, size: bounds.size)
        let radius = track.height / 2
        if isOn {
            let green = UIColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255, alpha: 1)
            context.fillRect(track, color: onTintColor ?? green, cornerRadius: radius)
        } else {
            context.fillRect(track, color: UIColor(white: 0.91, alpha: 1), cornerRadius: radius)
        }
        let inset: CGFloat = 2
        let knobSize = track.height - inset * 2
        let knobX = isOn != isRightToLeft ? track.maxX - inset - knobSize : track.minX + inset
        let knob = CGRect(x: knobX, y: inset, width: knobSize, height: knobSize)
        context.fillEllipse(in: knob, color: thumbTintColor ?? .white)
        context.strokeEllipse(in: knob, color: UIColor(white: 0, alpha: 0.1), lineWidth: 0.5)
    }
}
