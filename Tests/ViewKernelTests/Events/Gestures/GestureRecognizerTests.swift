// GestureRecognizerTests.swift: the base recognizer: values, attaching to views, the delegate,
// enabling and target-action (Events/Gestures/UIGestureRecognizer*.swift, GestureEnvironment.swift,
// UITapGestureRecognizer.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A delegate whose answers a test chooses.
@MainActor
private final class ChoosingDelegate: NSObject, UIGestureRecognizerDelegate {
    var shouldBegin = true
    var shouldReceive = true
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        shouldReceive
    }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        simultaneous
    }
}

@MainActor
@Suite("Gesture recognizers", .headless)
struct GestureRecognizerTests {
    /// A visible window holding a recording view of 100x100 at the origin.
    private func scene() -> (window: UIWindow, view: RecordingView) {
        let window = makeVisibleWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, view)
    }

    private let centre = CGPoint(x: 50, y: 50)

    // MARK: - Values and defaults

    @Test func statesCarryUIKitsRawValues() {
        let states: [UIGestureRecognizer.State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
        #expect(states.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }

    @Test func recognizerDefaultsMatchUIKit() {
        let tap = UITapGestureRecognizer()
        #expect(tap.state == .possible)
        #expect(tap.isEnabled)
        #expect(tap.cancelsTouchesInView)
        #expect(!tap.delaysTouchesBegan)
        #expect(tap.delaysTouchesEnded)
        #expect(tap.numberOfTapsRequired == 1)
        #expect(tap.numberOfTouchesRequired == 1)
        #expect(tap.view == nil)
    }

    // MARK: - Attaching

    @Test func addingARecognizerToAnotherViewTakesItOffTheFirst() {
        let first = UIView(), second = UIView()
        let tap = UITapGestureRecognizer()
        first.addGestureRecognizer(tap)
        second.addGestureRecognizer(tap)

        #expect(first.gestureRecognizers == nil)
        #expect(second.gestureRecognizers == [tap])
        #expect(tap.view === second)
    }

    @Test func addingARecognizerTwiceToTheSameViewKeepsOneEntry() {
        let view = UIView()
        let tap = UITapGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(tap)

        #expect(view.gestureRecognizers == [tap])
    }

    @Test func removingARecognizerDetachesIt() {
        let view = UIView(), other = UIView()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        other.removeGestureRecognizer(tap)
        #expect(view.gestureRecognizers == [tap, pan])

        view.removeGestureRecognizer(tap)

        #expect(view.gestureRecognizers == [pan])
        #expect(tap.view == nil)
    }

    // MARK: - Delegate, enabling and target-action

    @Test func aDelegateThatRefusesToBeginMakesTheTapFail() {
        let (window, view) = scene()
        let target = GestureTarget(), delegate = ChoosingDelegate()
        delegate.shouldBegin = false
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)

        window.tap(at: centre)

        #expect(target.states.isEmpty)
        #expect(view.log.entries == ["view began", "view ended"])
    }

    @Test func aDelegateThatRefusesTheTouchKeepsItFromTheRecognizer() {
        let (window, view) = scene()
        let target = GestureTarget(), delegate = ChoosingDelegate()
        delegate.shouldReceive = false
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)

        window.tap(at: centre)

        #expect(target.states.isEmpty)
        #expect(view.log.entries == ["view began", "view ended"])
    }

    @Test func simultaneousRecognitionLetsTwoTapRecognizersFire() {
        let (window, view) = scene()
        let first = GestureTarget(), second = GestureTarget(), delegate = ChoosingDelegate()
        delegate.simultaneous = true
        let tap = UITapGestureRecognizer(target: first, action: GestureTarget.handleTap)
        tap.delegate = delegate
        view.addGestureRecognizer(tap)
        window.addGestureRecognizer(UITapGestureRecognizer(target: second, action: GestureTarget.handleTap))

        window.tap(at: centre)

        #expect(first.states == [.ended])
        #expect(second.states == [.ended])
    }

    @Test func theInnermostRecognizerWinsWhenTwoWouldRecognize() {
        let (window, view) = scene()
        let inner = GestureTarget(), outer = GestureTarget()
        window.addGestureRecognizer(UITapGestureRecognizer(target: outer, action: GestureTarget.handleTap))
        view.addGestureRecognizer(UITapGestureRecognizer(target: inner, action: GestureTarget.handleTap))

        window.tap(at: centre)

        #expect(inner.states == [.ended])
        #expect(outer.states.isEmpty)
    }

    @Test func aViewThatRefusesTheGestureMakesItFail() {
        @MainActor final class RefusingView: UIView {
            override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let window = makeVisibleWindow()
        let view = RefusingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        let target = GestureTarget()
        view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: GestureTarget.handleTap))

        window.tap(at: centre)

        #expect(target.states.isEmpty)
    }

    @Test func settingGestureRecognizersReplacesThem() {
        let view = UIView()
        let old = UITapGestureRecognizer(), new = UIPanGestureRecognizer()
        view.addGestureRecognizer(old)

        view.gestureRecognizers = [new]

        #expect(view.gestureRecognizers == [new])
        #expect(old.view == nil)
        #expect(new.view === view)
    }

    @Test func aDisabledRecognizerIgnoresTouches() {
        let (window, view) = scene()
        let target = GestureTarget()
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        tap.isEnabled = false
        view.addGestureRecognizer(tap)

        window.tap(at: centre)

        #expect(target.states.isEmpty)
        #expect(view.log.entries == ["view began", "view ended"])
    }

    @Test func actionsMayTakeTheBaseClassOrNoArgument() {
        let (window, view) = scene()
        let target = GestureTarget()
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handleWithoutArgument)
        tap.addTarget(target, action: GestureTarget.handle)
        view.addGestureRecognizer(tap)

        window.tap(at: centre)

        #expect(target.plainCalls == 1)
        #expect(target.states == [.ended])
    }

    @Test func removeTargetStopsItsActions() {
        let (window, view) = scene()
        let kept = GestureTarget(), removed = GestureTarget()
        let tap = UITapGestureRecognizer(target: kept, action: GestureTarget.handleTap)
        tap.addTarget(removed, action: GestureTarget.handleTap)
        tap.removeTarget(removed, action: GestureTarget.handleTap)
        view.addGestureRecognizer(tap)

        window.tap(at: centre)

        #expect(kept.states == [.ended])
        #expect(removed.states.isEmpty)
    }

    @Test func removeTargetWithNilRemovesEveryTarget() {
        let (window, view) = scene()
        let target = GestureTarget()
        let tap = UITapGestureRecognizer(target: target, action: GestureTarget.handleTap)
        tap.removeTarget(nil, action: nil)
        view.addGestureRecognizer(tap)

        window.tap(at: centre)

        #expect(target.states.isEmpty)
    }

    @Test func theTargetIsHeldWeakly() throws {
        let (window, view) = scene()
        var target: GestureTarget? = GestureTarget()
        weak let weakTarget = target
        let tap = UITapGestureRecognizer(target: try #require(target), action: GestureTarget.handleTap)
        view.addGestureRecognizer(tap)

        target = nil
        window.tap(at: centre)

        #expect(weakTarget == nil)
        #expect(tap.state == .possible)
    }

    @Test func locationOfATouchBeyondTheTouchesIsReported() {
        let tap = UITapGestureRecognizer()

        let messages = Headless.recordingViolations {
            #expect(tap.location(ofTouch: 1, in: nil) == .zero)
        }

        #expect(messages == ["-[UITapGestureRecognizer locationOfTouch:inView:]: index (1) beyond bounds (0)."])
    }
}
