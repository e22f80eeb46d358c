// PickerViewTests.swift: UIPickerView's data source and delegate, selecting in code, and turning a
// wheel by dragging or tapping through hit-testing (Pickers/UIPickerView*.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Two components: hours (0-23) and minutes in fives; records selections.
@MainActor
final class TimeSource: UIPickerViewDataSource, UIPickerViewDelegate {
    var selections: [String] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 24 : 12 }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? "\(row) h" : "\(row * 5) min"
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append("\(component):\(row)")
    }
}

@MainActor
@Suite("UIPickerView", .headless)
struct PickerViewTests {
    /// A 320-wide picker at y = 200 in a visible window, fed by `source`.
    private func makePicker(_ source: TimeSource) -> (UIWindow, UIPickerView) {
        let window = makeControlWindow()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 200, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        window.addSubview(picker)
        window.layoutIfNeeded()
        return (window, picker)
    }

    @Test func theDataSourceGivesComponentsAndRows() {
        let source = TimeSource()
        let (window, picker) = makePicker(source)
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 12)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 5) == -1)
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 160, height: 32))
        #expect(picker.sizeThatFits(CGSize(width: 100, height: 0)) == CGSize(width: 100, height: 216))
        let middle = labels(showing: "0 h", in: window).first
        #expect(middle.map { $0.convert($0.bounds, to: window).midY } == 308)
    }

    @Test func selectingInCodeTellsNobodyAndClamps() {
        let source = TimeSource()
        let (_, picker) = makePicker(source)
        picker.selectRow(30, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 23)
        #expect(source.selections.isEmpty)
    }

    @Test func draggingUpTurnsTheWheelToLaterRows() {
        let source = TimeSource()
        let (window, picker) = makePicker(source)

        window.drag(from: CGPoint(x: 240, y: 350), to: CGPoint(x: 240, y: 350 - 96))

        #expect(picker.selectedRow(inComponent: 1) == 3)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(source.selections == ["1:3"])
        #expect(!labels(showing: "15 min", in: window).isEmpty)
    }

    @Test func tappingARowBelowTheMiddleSelectsIt() {
        let source = TimeSource()
        let (window, picker) = makePicker(source)
        picker.selectRow(5, inComponent: 0, animated: false)

        window.tap(at: CGPoint(x: 80, y: 308 + 64))

        #expect(picker.selectedRow(inComponent: 0) == 7)
        #expect(source.selections == ["0:7"])
    }

    @Test func aDragPastTheEndStopsAtTheFirstRow() {
        let source = TimeSource()
        let (window, picker) = makePicker(source)

        window.drag(from: CGPoint(x: 80, y: 220), to: CGPoint(x: 80, y: 400))

        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(source.selections.isEmpty)
    }

    @Test func aPickerWithoutRowsIsEmpty() {
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(picker.numberOfComponents == 0)
        picker.reloadAllComponents()
        #expect(picker.subviews.isEmpty)
    }
}
