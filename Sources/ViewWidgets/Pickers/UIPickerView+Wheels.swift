// UIPickerView+Wheels.swift: the components' frames, the labels of the visible rows, and turning a
// wheel at the end of a touch.

extension UIPickerView {
    /// The height of the rows of `component`: the delegate's, or 32 points.
    func rowHeight(forComponent component: Int) -> CGFloat {
        let given = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return given > 0 ? given : UIPickerView.defaultRowHeight
    }

    /// Each component's frame: the delegate's widths, or equal shares of the width, side by side
    /// and centred.
    func componentFrames() -> [CGRect] {
        let count = rowCounts.count
        guard count > 0 else { return [] }
        let given = (0..<count).map { delegate?.pickerView(self, widthForComponent: $0) ?? 0 }
        let share = bounds.width / CGFloat(count)
        let widths = given.map { $0 > 0 ? $0 : share }
        var x = ((bounds.width - widths.reduce(0, +)) / 2).rounded()
        return widths.map { width in
            defer { x += width }
            return CGRect(x: x, y: 0, width: width, height: bounds.height)
        }
    }

    /// Makes each component's view anew, with a label per visible row.
    func rebuildWheels() {
        for wheel in wheels { wheel.removeFromSuperview() }
        wheels = rowCounts.indices.map { component in
            let wheel = UIView()
            wheel.isUserInteractionEnabled = false
            let height = rowHeight(forComponent: component)
            let reach = Int((UIPickerView.height / 2 / height).rounded(.up))
            let selected = selectedRows[component]
            let first = max(0, selected - reach), last = min(rowCounts[component] - 1, selected + reach)
            for row in stride(from: first, through: last, by: 1) {
                let label = UILabel()
                label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
                label.textAlignment = .center
                label.font = .systemFont(ofSize: 21)
                label.textColor = row == selected ? .black : UIColor(white: 0, alpha: 0.35)
                label.tag = row
                wheel.addSubview(label)
            }
            addSubview(wheel)
            return wheel
        }
        setNeedsLayout()
    }

    /// Places each component's view, and its rows' labels around the middle.
    func layoutWheels() {
        for (component, frame) in componentFrames().enumerated() where wheels.indices.contains(component) {
            let wheel = wheels[component]
            wheel.frame = frame
            let height = rowHeight(forComponent: component)
            let selected = selectedRows[component]
            for label in wheel.subviews {
                let offset = CGFloat(label.tag - selected)
                label.frame = CGRect(x: 0, y: (bounds.midY - height / 2 + offset * height).rounded(),
                                     width: frame.width, height: height)
            }
        }
    }

    /// The end of a touch that went down at `touchStart`: a drag turns the wheel by the rows moved
    /// (down selects earlier rows), a tap turns it to the row tapped; the delegate hears of a change.
    func finishTurn(at end: CGPoint) {
        guard let component = componentFrames().firstIndex(where: { $0.minX <= touchStart.x && touchStart.x < $0.maxX }),
              rowCounts[component] > 0 else { return }
        let height = rowHeight(forComponent: component)
        let moved = end.y - touchStart.y
        let selected = selectedRows[component]
        let target: Int
        if abs(moved) < 10 {
            target = selected + Int(((end.y - bounds.midY) / height).rounded())
        } else {
            target = selected - Int((moved / height).rounded())
        }
        let row = max(0, min(target, rowCounts[component] - 1))
        guard row != selected else { return }
        selectedRows[component] = row
        rebuildWheels()
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
