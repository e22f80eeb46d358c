// UIPickerView+Wheels.swift: the components' frames, the labels of the visible rows, and turning a
// wheel at the end of a touch.

extension UIPickerView {
    /// The height of the rows of `component`: the delegate's, or 32 points when it gives none or
    /// a height that is NaN, not positive or infinite; one above ``maximumRowHeight`` is that.
    /// A decision: UIKit documents no limits.
    func rowHeight(forComponent component: Int) -> CGFloat {
        let given = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        guard given > 0, given.isFinite else { return UIPickerView.defaultRowHeight }
        return min(given, UIPickerView.maximumRowHeight)
    }

    /// The tallest row: a quarter of the largest finite length, so that the rows beside the middle
    /// one, a height and a half away, still lie at finite places (a frame reaching infinity is a
    /// violation, so 1e308-high rows would stop the program).
    static var maximumRowHeight: CGFloat { .greatestFiniteMagnitude / 4 }

    /// The most rows a wheel shows on each side of the selected one: as many as rows of one point
    /// fill half the picker. Thinner rows cannot each be seen, and rows 1e-300 high would ask for
    /// a label per row of the data source, however many (a decision; UIKit documents no minimum).
    static var maximumRowsBesideSelection: Int { 108 }  // half of `height`, 216 points

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
            // The rows within half the picker's height of the middle: no Int for rows 1e-300 high,
            // so clamped, then bounded; the bounds below cannot overflow as `selected + reach` could.
            let wanted = Int(clampingFloat: (UIPickerView.height / 2 / height).rounded(.up))
            let reach = min(wanted, UIPickerView.maximumRowsBesideSelection)
            let selected = selectedRows[component]
            let first = selected - min(reach, selected)
            let last = selected + min(reach, rowCounts[component] - 1 - selected)
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
        let rows = abs(moved) < 10 ? ((end.y - bounds.midY) / height).rounded() : -(moved / height).rounded()
        // Rows 1e-300 high make the rows crossed no Int: clamped (NaN: none), then added without
        // overflowing, so that a turn far past either end stops at the first or last row.
        let delta = Int(clampingFloat: rows)
        let (sum, overflow) = selected.addingReportingOverflow(delta)
        let target = overflow ? (delta < 0 ? Int.min : Int.max) : sum
        let row = max(0, min(target, rowCounts[component] - 1))
        guard row != selected else { return }
        selectedRows[component] = row
        rebuildWheels()
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }
}
