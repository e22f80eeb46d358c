// ActionEventTests.swift: the UIEvent an action method with an event parameter receives is the
// touch event, holding the touch that triggered it (UIEvent.allTouches, UIControl's
// sendAction(_:to:for:)).
import Testing
import HeadlessTesting
import ViewWidgets

/// A target that writes down what the event of each action holds while the action runs.
@MainActor
final class EventInspector {
    var touchCounts: [Int?] = []
    var phases: [[UITouch.Phase]] = []
    var touchesInSender: [Bool] = []

    func tapped(_ sender: UIButton, event: UIEvent?) {
        let touches = event?.allTouches
        touchCounts.append(touches?.count)
        phases.append((touches ?? []).map(\.phase))
        touchesInSender.append(event?.touches(for: sender)?.count == 1)
    }
}

@MainActor
@Suite("The event an action receives", .headless)
struct ActionEventTests {
    /// A window with a button at (10, 10, 100, 40) whose `.touchUpInside` goes to `inspector`.
    private func makeButton(_ inspector: EventInspector, in window: UIWindow) -> UIButton {
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(button)
        button.addTarget(inspector, action: EventInspector.tapped, for: .touchUpInside)
        return button
    }

    @Test func aTappedButtonsEventHoldsTheTouch() {
        let inspector = EventInspector()
        let window = makeControlWindow()
        makeButton(inspector, in: window).tap()
        #expect(inspector.touchCounts == [1])
    }

    @Test func theTouchInATouchUpInsideEventHasEnded() {
        let inspector = EventInspector()
        let window = makeControlWindow()
        makeButton(inspector, in: window).tap()
        #expect(inspector.phases == [[.ended]])
    }

    @Test func theEventsTouchesForTheSenderHoldTheTouch() {
        let inspector = EventInspector()
        let window = makeControlWindow()
        makeButton(inspector, in: window).tap()
        #expect(inspector.touchesInSender == [true])
    }

    @Test func aTouchUpHeldBackByADoubleTapRecognizerStillArrivesInItsEvent() {
        let window = makeControlWindow()
        let inspector = EventInspector()
        let button = makeButton(inspector, in: window)
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        window.addGestureRecognizer(doubleTap)
        button.tap()
        #expect(inspector.touchCounts.isEmpty)      // the end waits for the double tap to fail
        Headless.advance(by: 1)
        #expect(inspector.touchCounts == [1])
    }

    @Test func aButtonInATableCellGetsItsTouchInTheEvent() throws {
        let window = makeControlWindow()
        let table = UITableView(frame: window.bounds)
        window.addSubview(table)
        let inspector = EventInspector()
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        table.addSubview(cell)
        let button = makeButton(inspector, in: window)
        cell.contentView.addSubview(button)
        button.tap()
        #expect(inspector.touchCounts == [1])
    }
}
