// ResponderTests.swift: the responder chain and the first responder (Events/UIResponder.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A controller that records the touch methods reaching it and passes them on.
@MainActor
private final class RecordingController: UIViewController {
    var log = EventLog()

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("controller began")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.entries.append("controller ended")
        super.touchesEnded(touches, with: event)
    }
}

/// A view that accepts first-responder status, optionally refusing to give it up.
@MainActor
private final class FocusableView: UIView {
    var refusesToResign = false
    var resignCalls = 0
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override func resignFirstResponder() -> Bool {
        resignCalls += 1
        return super.resignFirstResponder()
    }
}

@MainActor
@Suite("Responder chain", .headless)
struct ResponderTests {
    @Test func aTouchAViewDoesNotHandleTravelsToItsSuperview() {
        let window = makeVisibleWindow()
        let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.name = "parent"
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(child)

        #expect(window.tap(at: CGPoint(x: 50, y: 50)) === child)
        #expect(parent.log.entries == ["parent began", "parent ended"])
    }

    @Test func aViewThatHandlesTheTouchWithoutCallingSuperStopsTheChain() {
        let window = makeVisibleWindow()
        let parent = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        parent.name = "parent"
        let child = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.name = "child"
        child.log = parent.log
        window.addSubview(parent)
        parent.addSubview(child)

        window.tap(at: CGPoint(x: 50, y: 50))

        #expect(parent.log.entries == ["child began", "child ended"])
    }

    @Test func aForwardedTouchVisitsTheViewThenItsControllerThenTheSuperview() {
        let window = makeVisibleWindow()
        let container = RecordingView(frame: window.bounds)
        container.name = "container"
        let controller = RecordingController()
        controller.log = container.log
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.log = container.log
        view.forwards = true
        controller.view = view
        window.addSubview(container)
        container.addSubview(view)

        window.tap(at: CGPoint(x: 50, y: 50))

        #expect(container.log.entries == ["view began", "controller began", "container began",
                                          "view ended", "controller ended", "container ended"])
    }

    @Test func aControllersRootViewNamesTheControllerAsItsNextResponder() {
        let controller = UIViewController()
        let superview = UIView()
        superview.addSubview(controller.view)

        #expect(controller.view.next === controller)
        #expect(controller.next === superview)
    }

    @Test func aViewWithoutControllerNamesItsSuperviewAsNext() {
        let parent = UIView(), child = UIView()
        parent.addSubview(child)

        #expect(child.next === parent)
        #expect(parent.next == nil)
    }

    @Test func aControllerWhoseViewIsNotLoadedHasNoNextResponder() {
        let controller = UIViewController()

        #expect(controller.next == nil)
        #expect(!controller.isViewLoaded)
    }

    // MARK: - First responder

    @Test func responderDefaultsRefuseFirstResponderStatus() {
        let window = makeVisibleWindow()
        let view = UIView()
        window.addSubview(view)

        #expect(!view.canBecomeFirstResponder)
        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
        #expect(view.resignFirstResponder())
    }

    @Test func aViewOutsideAWindowCannotBecomeFirstResponder() {
        let view = FocusableView()

        #expect(!view.becomeFirstResponder())
        #expect(!view.isFirstResponder)
    }

    @Test func becomingFirstResponderMakesThePreviousOneResign() {
        let window = makeVisibleWindow()
        let first = FocusableView(), second = FocusableView()
        window.addSubview(first)
        window.addSubview(second)

        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())

        #expect(second.isFirstResponder)
        #expect(!first.isFirstResponder)
        #expect(first.resignCalls == 1)
    }

    @Test func aFirstResponderThatRefusesToResignKeepsTheStatus() {
        let window = makeVisibleWindow()
        let first = FocusableView(), second = FocusableView()
        first.refusesToResign = true
        window.addSubview(first)
        window.addSubview(second)
        first.becomeFirstResponder()

        #expect(!second.becomeFirstResponder())
        #expect(first.isFirstResponder)
        #expect(!first.resignFirstResponder())
    }

    @Test func resigningClearsTheFirstResponder() {
        let window = makeVisibleWindow()
        let view = FocusableView()
        window.addSubview(view)
        view.becomeFirstResponder()

        #expect(view.resignFirstResponder())
        #expect(!view.isFirstResponder)
    }
}
