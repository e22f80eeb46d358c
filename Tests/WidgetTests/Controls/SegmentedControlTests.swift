// SegmentedControlTests.swift: UISegmentedControl's segments, sizes, and selection by real taps
// and drags (Controls/UISegmentedControl*.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UISegmentedControl", .headless)
struct SegmentedControlTests {
    /// A three-segment control at (10, 100), 300 wide, in a visible window, its events logged.
    private func makeControl() -> (UIWindow, UISegmentedControl, ControlLog) {
        let window = makeControlWindow()
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 10, y: 100, width: 300, height: 32)
        window.addSubview(control)
        window.layoutIfNeeded()
        let log = ControlLog()
        recordEvents(of: control, into: log)
        return (window, control, log)
    }

    /// The centre of a segment of a 300-wide, three-segment control at (10, 100), in the window.
    private func centre(ofSegment index: Int) -> CGPoint {
        CGPoint(x: 10 + 50 + CGFloat(index) * 100, y: 116)
    }

    @Test func itemsBecomeSegmentsWithNothingSelected() {
        let control = UISegmentedControl(items: ["A", "B"])
        #expect(control.numberOfSegments == 2)
        #expect(control.titleForSegment(at: 1) == "B")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.bounds.height == 32)
        #expect(control.intrinsicContentSize.height == 32)
    }

    @Test func equalSegmentsAreAsWideAsTheWidestContentPlusPadding() {
        let control = UISegmentedControl(items: ["A", "Longer"])
        let widest = ("Longer" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 13, weight: .semibold)]).width
        #expect(control.intrinsicContentSize.width == 2 * (widest.rounded(.up) + 24))
        control.apportionsSegmentWidthsByContent = true
        #expect(control.intrinsicContentSize.width < 2 * (widest.rounded(.up) + 24))
        control.setWidth(80, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 80)
    }

    @Test func aTapSelectsTheSegmentAndSendsValueChangedBeforeTouchUpInside() {
        let (window, control, log) = makeControl()
        let target = ActionRecorder()
        control.addTarget(target, action: ActionRecorder.controlChanged, for: .valueChanged)

        #expect(window.tap(at: centre(ofSegment: 1)) === control)

        #expect(control.selectedSegmentIndex == 1)
        #expect(log.entries == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(target.senders.first === control)
    }

    @Test func tappingTheSelectedSegmentAgainSendsNoValueChanged() {
        let (window, control, log) = makeControl()
        control.selectedSegmentIndex = 2
        #expect(log.entries.isEmpty)

        window.tap(at: centre(ofSegment: 2))

        #expect(log.entries == ["touchDown", "touchUpInside"])
    }

    @Test func aDragSelectsTheSegmentWhereTheFingerLifts() {
        let (window, control, log) = makeControl()

        window.drag(from: centre(ofSegment: 0), to: centre(ofSegment: 2))

        #expect(control.selectedSegmentIndex == 2)
        #expect(log.entries.filter { $0 == "valueChanged" }.count == 1)
    }

    @Test func liftingOutsideTheControlSelectsNothing() {
        let (window, control, log) = makeControl()

        window.drag(from: centre(ofSegment: 0), to: CGPoint(x: 60, y: 200))

        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!log.entries.contains("valueChanged"))
    }

    @Test func aMomentaryControlReportsEachTapAndKeepsNoSelection() {
        let (window, control, _) = makeControl()
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { action in
            seen.append((action.sender as? UISegmentedControl)?.selectedSegmentIndex ?? -9)
        }, for: .valueChanged)

        window.tap(at: centre(ofSegment: 0))
        window.tap(at: centre(ofSegment: 0))

        #expect(seen == [0, 0])
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aDisabledSegmentIgnoresTaps() {
        let (window, control, log) = makeControl()
        control.setEnabled(false, forSegmentAt: 1)

        window.tap(at: centre(ofSegment: 1))

        #expect(!control.isEnabledForSegment(at: 1))
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!log.entries.contains("valueChanged"))
    }

    @Test func insertingAndRemovingSegmentsMovesTheSelection() {
        let control = UISegmentedControl(items: ["A", "B", "C"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "Z", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "B")
        control.insertSegment(withTitle: "End", at: 99, animated: false)
        #expect(control.titleForSegment(at: 4) == "End")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }

    @Test func theSelectedTitleIsSemibold() throws {
        let (window, control, _) = makeControl()
        control.selectedSegmentIndex = 0
        let selected = try #require(labels(showing: "Day", in: window).first)
        let other = try #require(labels(showing: "Week", in: window).first)
        #expect(selected.font == UIFont.systemFont(ofSize: 13, weight: .semibold))
        #expect(other.font == UIFont.systemFont(ofSize: 13))
        #expect(control.description.contains("selectedSegmentIndex = 0"))
    }
}
