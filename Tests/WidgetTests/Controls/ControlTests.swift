// ControlTests.swift: UIControl's raw values and state, target-action with typed method
// references, the remove rules, and UIActions.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A button subclass, as the seeds make for group headers.
@MainActor
final class HeaderButton: UIButton {}

/// A view that has an action method, to receive nil-targeted actions along the responder chain.
@MainActor
final class ChainContainer: UIView {
    var received: [UIControl] = []
    func handleChange(_ sender: UIControl) { received.append(sender) }
}

@MainActor
@Suite("UIControl state and target-action", .headless)
struct ControlTests {
    // MARK: - Raw values and state

    @Test func stateFlagsHaveUIKitsRawValues() {
        #expect(UIControl.State.normal.rawValue == 0)
        #expect(UIControl.State.highlighted.rawValue == 1)
        #expect(UIControl.State.disabled.rawValue == 2)
        #expect(UIControl.State.selected.rawValue == 4)
        #expect(UIControl.State.focused.rawValue == 8)
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
    }

    @Test func eventsHaveUIKitsRawValues() {
        let expected: [(UIControl.Event, UInt)] = [
            (.touchDown, 1 << 0), (.touchDownRepeat, 1 << 1), (.touchDragInside, 1 << 2),
            (.touchDragOutside, 1 << 3), (.touchDragEnter, 1 << 4), (.touchDragExit, 1 << 5),
            (.touchUpInside, 1 << 6), (.touchUpOutside, 1 << 7), (.touchCancel, 1 << 8),
            (.valueChanged, 1 << 12), (.primaryActionTriggered, 1 << 13), (.editingDidBegin, 1 << 16),
            (.editingChanged, 1 << 17), (.editingDidEnd, 1 << 18), (.editingDidEndOnExit, 1 << 19),
            (.allTouchEvents, 0x0FFF), (.allEditingEvents, 0x000F_0000), (.allEvents, 0xFFFF_FFFF),
        ]
        for (event, raw) in expected { #expect(event.rawValue == raw) }
    }

    @Test func contentAlignmentsHaveUIKitsRawValuesAndDefaultToCenter() {
        #expect(UIControl.ContentHorizontalAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        #expect(UIControl.ContentHorizontalAlignment.leading.rawValue == 4)
        #expect(UIControl.ContentVerticalAlignment.allCases.map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIControl.ContentVerticalAlignment.bottom.rawValue == 2)
        let control = UIControl()
        #expect(control.contentHorizontalAlignment == .center)
        #expect(control.contentVerticalAlignment == .center)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
    }

    @Test func stateIsDerivedFromHighlightedEnabledAndSelected() {
        let control = UIControl()
        #expect(control.state == .normal)
        #expect(control.isEnabled && !control.isSelected && !control.isHighlighted)
        control.isHighlighted = true
        control.isSelected = true
        #expect(control.state == [.highlighted, .selected])
        control.isEnabled = false
        #expect(control.state.rawValue == 7)
        control.isHighlighted = false
        control.isSelected = false
        #expect(control.state == .disabled)
    }

    @Test func theDumpShowsTheStateWhenItIsNotNormal() {
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(control.description == "<UIControl; frame = (0 0; 10 10)>")
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.description == "<UIControl; frame = (0 0; 10 10); state = highlighted+selected>")
    }

    // MARK: - The three forms of action

    @Test func anActionMayTakeNothing() {
        let button = UIButton(), target = ActionRecorder()
        button.addTarget(target, action: ActionRecorder.refresh, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.calls == ["refresh"])
    }

    @Test func anActionMayTakeTheSenderTypedAsTheControlsOwnClass() {
        let header = HeaderButton(), target = ActionRecorder()
        header.addTarget(target, action: ActionRecorder.buttonTapped(_:), for: .touchUpInside)
        header.sendActions(for: .touchUpInside)
        #expect(target.calls == ["buttonTapped"])
        #expect(target.senders.first === header)
    }

    @Test func anActionMayTakeTheSenderAsAny() {
        let button = UIButton(), target = ActionRecorder()
        button.addTarget(target, action: ActionRecorder.senderAsAny, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.calls == ["senderAsAny"])
    }

    @Test func anActionMayTakeTheSenderAndTheEvent() throws {
        let window = makeControlWindow()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        window.addSubview(button)
        let target = ActionRecorder()
        button.addTarget(target, action: ActionRecorder.buttonTapped(_:event:), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.tap()
        #expect(target.calls == ["buttonTapped(event)", "buttonTapped(event)"])
        #expect(target.events.count == 2)
        #expect(target.events[0] == nil)
        let tapEvent = try #require(target.events[1])
        #expect(tapEvent.type == .touches)
    }

    @Test func sendActionsFiresEveryOverlappingRegistrationInRegistrationOrder() {
        let button = UIButton(), target = ActionRecorder(), log = ControlLog()
        button.addAction(UIAction { _ in log.entries.append("first action") }, for: .touchDown)
        button.addTarget(target, action: ActionRecorder.refresh, for: [.touchUpInside, .touchDown])
        button.addAction(UIAction { _ in log.entries.append("second action") }, for: .valueChanged)
        button.addAction(UIAction { _ in log.entries.append("third action") }, for: .touchUpInside)
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log.entries == ["first action", "third action"])
        #expect(target.calls == ["refresh"])
    }

    @Test func targetsAreHeldWeakly() {
        let button = UIButton()
        var target: ActionRecorder? = ActionRecorder()
        weak let weakTarget = target
        button.addTarget(target, action: ActionRecorder.refresh, for: .touchUpInside)
        target = nil
        #expect(weakTarget == nil)
        #expect(button.allTargets.isEmpty)
        #expect(button.allControlEvents.isEmpty)
        button.sendActions(for: .touchUpInside)
    }

    @Test func aFreedTargetsRegistrationSendsNothingAndLaterTargetsStillFire() {
        let button = UIButton(), kept = ActionRecorder()
        var freed: ActionRecorder? = ActionRecorder()
        button.addTarget(freed, action: ActionRecorder.refresh, for: .touchUpInside)
        freed = nil
        button.sendActions(for: .touchUpInside)
        button.addTarget(kept, action: ActionRecorder.refresh, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(kept.calls == ["refresh"])
        #expect(button.allTargets == [AnyHashable(kept)])
        #expect(button.actions(forTarget: kept, forControlEvent: .touchUpInside)?.count == 1)
    }

    @Test func aNilTargetSendsTheActionAlongTheResponderChain() {
        let container = ChainContainer(), slider = UISlider()
        container.addSubview(slider)
        slider.addTarget(nil, action: ChainContainer.handleChange, for: .valueChanged)
        slider.sendActions(for: .valueChanged)
        #expect(container.received.count == 1)
        #expect(container.received.first === slider)
        // NSNull stands for the nil target (compared by type: on Linux, NSNull's hash varies).
        #expect(slider.allTargets.count == 1)
        #expect(slider.allTargets.first?.base is NSNull)
    }

    @Test func sendActionToTargetCallsTheMethodAtOnce() {
        let button = UIButton(), target = ActionRecorder()
        button.sendAction(ActionRecorder.buttonTapped(_:), to: target, for: nil)
        #expect(target.calls == ["buttonTapped"])
        #expect(target.senders.first === button)
    }

    // MARK: - Queries

    @Test func allTargetsAndAllControlEventsSumUpTheRegistrations() {
        let button = UIButton(), first = ActionRecorder(), second = ActionRecorder()
        button.addTarget(first, action: ActionRecorder.refresh, for: .touchUpInside)
        button.addTarget(second, action: ActionRecorder.refresh, for: .touchDown)
        button.addTarget(first, action: ActionRecorder.buttonTapped(_:), for: .touchUpInside)
        button.addAction(UIAction { _ in }, for: .valueChanged)
        #expect(button.allTargets == [AnyHashable(first), AnyHashable(second)])
        #expect(button.allControlEvents == [.touchUpInside, .touchDown, .valueChanged])
    }

    @Test func actionsForTargetNameEachActionByItsType() {
        let button = UIButton(), target = ActionRecorder()
        button.addTarget(target, action: ActionRecorder.refresh, for: .touchUpInside)
        button.addTarget(target, action: ActionRecorder.buttonTapped(_:), for: [.touchUpInside, .touchDown])
        button.addTarget(target, action: ActionRecorder.buttonTapped(_:event:), for: .touchDown)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside)
            == ["(ActionRecorder) -> () -> ()", "(ActionRecorder) -> (UIButton) -> ()"])
        #expect(button.actions(forTarget: target, forControlEvent: .touchDown)
            == ["(ActionRecorder) -> (UIButton) -> ()", "(ActionRecorder) -> (UIButton, UIEvent?) -> ()"])
        #expect(button.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
        #expect(button.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
        #expect(button.actions(forTarget: ActionRecorder(), forControlEvent: .touchUpInside) == nil)
    }

    // MARK: - Removing

    @Test func removeTargetWithANilActionRemovesEveryActionOfThatTarget() {
        let button = UIButton(), removed = ActionRecorder(), kept = ActionRecorder()
        button.addTarget(removed, action: ActionRecorder.refresh, for: .touchUpInside)
        button.addTarget(removed, action: ActionRecorder.buttonTapped(_:), for: .touchDown)
        button.addTarget(kept, action: ActionRecorder.refresh, for: .touchUpInside)
        button.removeTarget(removed, action: nil, for: .allEvents)
        button.sendActions(for: .allEvents)
        #expect(removed.calls.isEmpty)
        #expect(kept.calls == ["refresh"])
        #expect(button.allTargets == [AnyHashable(kept)])
    }

    @Test func removeTargetWithANilTargetRemovesEveryTargetButNotUIActions() {
        let button = UIButton(), first = ActionRecorder(), second = ActionRecorder(), log = ControlLog()
        button.addTarget(first, action: ActionRecorder.refresh, for: .touchUpInside)
        button.addTarget(second, action: ActionRecorder.refresh, for: .touchUpInside)
        button.addAction(UIAction { _ in log.entries.append("action") }, for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(first.calls.isEmpty && second.calls.isEmpty)
        #expect(log.entries == ["action"])
        #expect(button.allTargets.isEmpty)
    }

    @Test func removeTargetWithAnActionKeepsTheTargetsOtherActions() {
        let button = UIButton(), target = ActionRecorder()
        button.addTarget(target, action: ActionRecorder.refresh, for: .touchUpInside)
        button.addTarget(target, action: ActionRecorder.buttonTapped(_:), for: .touchUpInside)
        button.removeTarget(target, action: ActionRecorder.refresh, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(target.calls == ["buttonTapped"])
    }

    @Test func removeTargetWithANilTargetAndAnActionRemovesItFromEveryTarget() {
        let button = UIButton(), first = ActionRecorder(), second = ActionRecorder()
        button.addTarget(first, action: ActionRecorder.refresh, for: .touchUpInside)
        button.addTarget(second, action: ActionRecorder.refresh, for: .touchUpInside)
        button.addTarget(second, action: ActionRecorder.buttonTapped(_:), for: .touchUpInside)
        button.removeTarget(nil, action: ActionRecorder.refresh, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(first.calls.isEmpty)
        #expect(second.calls == ["buttonTapped"])
    }

    @Test func eachFormOfActionIsRemovedByTheSameFormOnly() {
        let button = UIButton(), target = ActionRecorder()
        button.addTarget(target, action: ActionRecorder.refresh, for: .touchUpInside)
        button.addTarget(target, action: ActionRecorder.buttonTapped(_:), for: .touchUpInside)
        button.addTarget(target, action: ActionRecorder.buttonTapped(_:event:), for: .touchUpInside)
        button.removeTarget(target, action: ActionRecorder.buttonTapped(_:event:), for: .touchUpInside)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside)
            == ["(ActionRecorder) -> () -> ()", "(ActionRecorder) -> (UIButton) -> ()"])
        button.removeTarget(target, action: ActionRecorder.buttonTapped(_:), for: .touchUpInside)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["(ActionRecorder) -> () -> ()"])
        button.removeTarget(target, action: ActionRecorder.refresh, for: .touchUpInside)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
    }

    @Test func removeTargetForSomeEventsKeepsTheOtherEvents() {
        let button = UIButton(), target = ActionRecorder()
        button.addTarget(target, action: ActionRecorder.refresh, for: [.touchDown, .touchUpInside])
        button.removeTarget(target, action: nil, for: .touchDown)
        #expect(button.allControlEvents == .touchUpInside)
        button.sendActions(for: .touchDown)
        #expect(target.calls.isEmpty)
        button.sendActions(for: .touchUpInside)
        #expect(target.calls == ["refresh"])
    }

    // MARK: - UIAction

    @Test func aUIActionRunsWithTheControlAsItsSender() {
        let button = UIButton()
        var sender: Any?
        let action = UIAction(title: "Download", identifier: UIAction.Identifier("download")) { action in
            sender = action.sender
        }
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect((sender as? UIButton) === button)
        #expect(action.sender == nil)
        #expect(action.title == "Download")
        #expect(action.identifier.rawValue == "download")
    }

    @Test func actionsWithoutAnIdentifierGetUniqueOnes() {
        let first = UIAction { _ in }, second = UIAction { _ in }
        #expect(first.identifier != second.identifier)
    }

    @Test func anActionWithARegisteredIdentifierReplacesTheEarlierOne() {
        let button = UIButton(), log = ControlLog(), identifier = UIAction.Identifier("shared")
        button.addAction(UIAction(identifier: identifier) { _ in log.entries.append("old") }, for: .touchDown)
        button.addAction(UIAction(identifier: identifier) { _ in log.entries.append("new") }, for: .touchUpInside)
        button.sendActions(for: .touchDown)
        button.sendActions(for: .touchUpInside)
        #expect(log.entries == ["new", "new"])
    }

    @Test func oneActionMayServeSeveralEventsAndFiresOncePerSend() {
        let button = UIButton(), log = ControlLog()
        let action = UIAction { _ in log.entries.append("fired") }
        button.addAction(action, for: .touchDown)
        button.addAction(action, for: .touchUpInside)
        button.sendActions(for: [.touchDown, .touchUpInside])
        #expect(log.entries == ["fired"])
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
    }

    @Test func removeActionTakesOffTheGivenEvents() {
        let button = UIButton(), log = ControlLog()
        let action = UIAction(identifier: UIAction.Identifier("a")) { _ in log.entries.append("a") }
        button.addAction(action, for: [.touchDown, .touchUpInside])
        button.removeAction(action, for: .touchDown)
        button.sendActions(for: .touchDown)
        #expect(log.entries.isEmpty)
        button.removeAction(identifiedBy: UIAction.Identifier("a"), for: .touchUpInside)
        button.sendActions(for: .allEvents)
        #expect(log.entries.isEmpty)
        #expect(button.allControlEvents.isEmpty)
    }

    @Test func initWithPrimaryActionPerformsItOnATap() {
        let window = makeControlWindow(), log = ControlLog()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40),
                              primaryAction: UIAction(title: "Save") { _ in log.entries.append("primary") })
        window.addSubview(button)
        button.tap()
        #expect(log.entries == ["primary"])
        #expect(button.buttonType == .custom)
        #expect(button.currentTitle == "Save")
        let control = UIControl(frame: .zero, primaryAction: UIAction { _ in log.entries.append("control") })
        control.sendActions(for: .primaryActionTriggered)
        #expect(log.entries == ["primary", "control"])
        #expect(UIButton(primaryAction: nil).buttonType == .system)
    }
}
