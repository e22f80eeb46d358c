// HugeValueTests.swift: no floating value makes a widget trap on a conversion to an integer
// (Docs/Reliability.md, "Bad input"): the spinner's clock, the slider's percentage and the
// picker's rows, each fed NaN, the infinities, the largest finite values and tiny ones.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The values each site is fed: not numbers, infinite, the largest and huge finite values, and
/// tiny positive ones.
let hostileLengths: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                 1e300, -1e300, 1e-300, .leastNonzeroMagnitude]

/// Rows named by number, of the height `rowHeight` gives; records selections.
@MainActor
private final class NumberedRows: UIPickerViewDataSource, UIPickerViewDelegate {
    let rows: Int
    let rowHeight: CGFloat
    var selections: [Int] = []

    init(rows: Int, rowHeight: CGFloat) {
        self.rows = rows
        self.rowHeight = rowHeight
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { rowHeight }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { selections.append(row) }
}

@MainActor
@Suite("Widget sites that convert a floating value to an integer", .headless)
struct WidgetHugeValueTests {
    /// The spokes show the clock's position within a turn. `advance(by:)` refuses NaN, infinite
    /// and negative intervals and stops the clock at the largest finite time; past 2^53 eighths of
    /// a turn every time is a whole number of turns, so the spokes are where they start.
    @Test(arguments: hostileLengths)
    func aSpinnerIsDrawnAfterTheClockMovesAnyDistance(interval: CGFloat) {
        let window = makeControlWindow()
        let spinner = UIActivityIndicatorView(style: .medium)
        window.addSubview(spinner)
        spinner.startAnimating()
        let atStart = spinner.renderSVG()

        Headless.advance(by: TimeInterval(interval))
        Headless.advance(by: TimeInterval(interval))

        #expect(spinner.renderSVG() == atStart)
    }

    /// The percentage is computed in Double when the bounds are too far apart for a Float (±3e38):
    /// the value's true position, never a trap.
    @Test(arguments: [
        (Float(-3e38), Float(3e38), Float(0), "50%"), (-3e38, 3e38, 3e38, "100%"), (-3e38, 3e38, -3e38, "0%"),
        (-.greatestFiniteMagnitude, .greatestFiniteMagnitude, .greatestFiniteMagnitude, "100%"),
        (-.greatestFiniteMagnitude, .greatestFiniteMagnitude, 1e38, "65%"),
        (0, .leastNonzeroMagnitude, .leastNonzeroMagnitude, "100%"), (0, 4e-38, 2e-38, "50%"),
        (0, 1, .infinity, "100%"), (0, 1, -.greatestFiniteMagnitude, "0%"),
    ])
    func aSliderReadsItsPercentageWithAnyBounds(minimum: Float, maximum: Float, value: Float, expected: String) {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValue = minimum
        slider.maximumValue = maximum
        slider.value = value
        #expect(slider.accessibilityValue == expected)
    }

    /// A row height that is NaN, not positive or infinite is the default 32 points, as when the
    /// delegate gives none; one above a quarter of the largest finite value is that quarter, so
    /// that the rows beside the middle one stay at finite places. Labels are made for the rows
    /// within half the picker's height of the middle, at most 108 on each side (as many as rows of
    /// one point fill), and never past the first or last row.
    @Test(arguments: hostileLengths)
    func aPickerWithAnyRowHeightIsLaidOutAndDumped(rowHeight: CGFloat) {
        let window = makeControlWindow()
        let source = NumberedRows(rows: 24, rowHeight: rowHeight)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(12, inComponent: 0, animated: false)
        window.addSubview(picker)
        window.layoutIfNeeded()

        let height: CGFloat = rowHeight.isNaN || rowHeight <= 0 || rowHeight.isInfinite ? 32
            : min(rowHeight, .greatestFiniteMagnitude / 4)
        #expect(picker.rowSize(forComponent: 0).height == height)
        let labels = picker.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
        let reach = height == 32 ? 4 : height > 108 ? 1 : 12
        #expect(labels.count == min(reach, 12) + min(reach, 11) + 1)
        #expect(labels.allSatisfy { $0.frame.minY.isFinite && $0.frame.maxY.isFinite })
        #expect(window.recursiveDescription().contains("UIPickerView"))
        #expect(picker.renderSVG().contains("<svg"))
    }

    @Test func rowsTooThinToSeeGetAtMost108LabelsOnEachSide() {
        let source = NumberedRows(rows: 100_000, rowHeight: 1e-300)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(50_000, inComponent: 0, animated: false)
        picker.layoutIfNeeded()
        let rows = picker.subviews.flatMap(\.subviews).map(\.tag)
        #expect(rows == Array(50_000 - 108...50_000 + 108))
    }

    /// A tap or a drag turns the wheel by the rows it covers, however thin: far past the ends it
    /// stops at the first or last row.
    @Test func aTapOrADragOverRowsTooThinToSeeStopsAtTheEnds() {
        let window = makeControlWindow()
        let source = NumberedRows(rows: 24, rowHeight: 1e-300)
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        picker.selectRow(12, inComponent: 0, animated: false)
        window.addSubview(picker)
        window.layoutIfNeeded()

        window.tap(at: CGPoint(x: 160, y: 100 + 108 + 2))
        #expect(picker.selectedRow(inComponent: 0) == 23)
        window.drag(from: CGPoint(x: 160, y: 150), to: CGPoint(x: 160, y: 250))
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(source.selections == [23, 0])
    }
}
