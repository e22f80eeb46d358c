// UIControl+TargetAction.swift: addTarget, removeTarget and sendAction with typed method
// references instead of selectors, which need the Objective-C runtime (Docs/Porting.md), and the
// registration list behind them and behind UIActions, fired in the order they were added.

/// One registration of a control: a target and action, or a UIAction, and the events it is for.
@MainActor
struct ControlActionRegistration {
    enum Handler {
        /// A target-action pair.
        case targetAction(TargetAction)
        /// An iOS 14 UIAction.
        case action(UIAction)
    }

    let handler: Handler
    var events: UIControl.Event

    /// Whether the registration named a target that has since been deallocated.
    var isOrphaned: Bool {
        if case .targetAction(let registration) = handler { return registration.isOrphaned }
        return false
    }

    /// Sends the action from `control`: the target-action's method, or the UIAction's handler.
    func fire(from control: UIControl, event: UIEvent?) {
        switch handler {
        case .targetAction(let targetAction):
            targetAction.send(from: control, event: event, responderChainStart: control)
        case .action(let action):
            control.sendAction(action)
        }
    }

    /// The identifier of a UIAction registration; nil for target-action.
    var actionIdentifier: UIAction.Identifier? {
        if case .action(let action) = handler { return action.identifier }
        return nil
    }
}

/// The target-action surface of controls, in a protocol so that an action can take the control
/// typed as its own class (`Self`): `button.addTarget(self, action: FriendsController.titleClick,
/// for: .touchUpInside)` where `func titleClick(_ sender: HeaderView)` and `button` is a `HeaderView`.
///
/// Every `UIControl` conforms; there is nothing to implement.
@preconcurrency @MainActor
public protocol ControlTargetAction: UIControl {}

extension UIControl: ControlTargetAction {}

extension ControlTargetAction {
    /// Registers `action` on `target` for `controlEvents`, as UIKit's `addTarget(_:action:for:)`.
    ///
    /// `action` is a method reference whose method takes the sender, typed as this control's class
    /// (or a superclass, or `Any`): `Controller.titleClick` for `func titleClick(_ sender: UIButton)`. The
    /// target is held weakly; a nil target sends the action along the responder chain from the
    /// control, to the first responder whose type has the method. Registering the same pair twice
    /// makes two registrations (Swift cannot tell two method references apart).
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> (Self) -> Void,
                                             for controlEvents: UIControl.Event) {
        register(.targetAction(TargetAction(target: target, action: action)), for: controlEvents)
    }

    /// Registers an action whose method takes the sender and the event:
    /// `func expandGroup(_ header: Header, event: UIEvent?)`. The event is nil for
    /// `sendActions(for:)`, the touch event for actions sent while tracking a touch.
    public func addTarget<Target: AnyObject>(_ target: Target?,
                                             action: @escaping (Target) -> (Self, UIEvent?) -> Void,
                                             for controlEvents: UIControl.Event) {
        register(.targetAction(TargetAction(target: target, action: action)), for: controlEvents)
    }

    /// Registers an action whose method takes no argument: `func refresh()`.
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void,
                                             for controlEvents: UIControl.Event) {
        register(.targetAction(TargetAction(target: target, action: action)), for: controlEvents)
    }

    /// Removes `controlEvents` from the registrations of `target` (nil: every target) whose action
    /// has the type of `action`, as UIKit's `removeTarget(_:action:for:)`; a registration with no
    /// event left goes. Swift cannot compare method references, so two methods of one target with
    /// the same type are one action here.
    public func removeTarget<Target: AnyObject>(_ target: Any?, action: @escaping (Target) -> (Self) -> Void,
                                                for controlEvents: UIControl.Event) {
        removeTargetActions(matching: TargetAction(target: target as? Target, action: action), target: target, for: controlEvents)
    }

    /// Removes registrations of an action that takes the sender and the event; see the other forms.
    public func removeTarget<Target: AnyObject>(_ target: Any?,
                                                action: @escaping (Target) -> (Self, UIEvent?) -> Void,
                                                for controlEvents: UIControl.Event) {
        removeTargetActions(matching: TargetAction(target: target as? Target, action: action), target: target, for: controlEvents)
    }

    /// Removes registrations of an action that takes no argument; see the other forms.
    public func removeTarget<Target: AnyObject>(_ target: Any?, action: @escaping (Target) -> () -> Void,
                                                for controlEvents: UIControl.Event) {
        removeTargetActions(matching: TargetAction(target: target as? Target, action: action), target: target, for: controlEvents)
    }

    /// Sends `action` to `target` now, as UIKit's `sendAction(_:to:for:)`; a nil target sends it
    /// along the responder chain from the control.
    public func sendAction<Target: AnyObject>(_ action: @escaping (Target) -> (Self) -> Void, to target: Target?,
                                              for event: UIEvent?) {
        TargetAction(target: target, action: action).send(from: self, event: event, responderChainStart: self)
    }

    /// Sends an action that takes the sender and the event; see the other forms.
    public func sendAction<Target: AnyObject>(_ action: @escaping (Target) -> (Self, UIEvent?) -> Void,
                                              to target: Target?, for event: UIEvent?) {
        TargetAction(target: target, action: action).send(from: self, event: event, responderChainStart: self)
    }

    /// Sends an action that takes no argument; see the other forms.
    public func sendAction<Target: AnyObject>(_ action: @escaping (Target) -> () -> Void, to target: Target?,
                                              for event: UIEvent?) {
        TargetAction(target: target, action: action).send(from: self, event: event, responderChainStart: self)
    }
}

extension UIControl {
    /// Removes `controlEvents` from the registrations of `target` (nil: every target) whatever
    /// their action, as UIKit's `removeTarget(_:action:for:)` with a nil action:
    /// `button.removeTarget(self, action: nil, for: .allEvents)`. The action parameter only
    /// accepts `nil`; pass a method reference to remove one action.
    public func removeTarget(_ target: Any?, action: Never?, for controlEvents: UIControl.Event) {
        let object: AnyObject? = target.map { $0 as AnyObject }
        removeEvents(controlEvents) { registration in
            guard case .targetAction(let targetAction) = registration.handler else { return false }
            return targetAction.matches(target: object)
        }
    }

    // MARK: - Registrations

    /// The registrations whose target, if they named one, is still alive.
    var liveRegistrations: [ControlActionRegistration] {
        registrations.filter { !$0.isOrphaned }
    }

    /// Removes `events` from the target-action registrations of `target` (nil: every target) whose
    /// action has the signature of `action`.
    func removeTargetActions(matching action: TargetAction, target: Any?, for events: Event) {
        let object: AnyObject? = target.map { $0 as AnyObject }
        let signature = action.signature
        removeEvents(events) { registration in
            guard case .targetAction(let targetAction) = registration.handler else { return false }
            return targetAction.matches(target: object) && targetAction.signature == signature
        }
    }

    /// Subtracts `events` from the registrations `matches` picks; a registration with no event
    /// left goes.
    func removeEvents(_ events: Event, from matches: (ControlActionRegistration) -> Bool) {
        registrations = registrations.compactMap { registration in
            guard matches(registration) else { return registration }
            var remaining = registration
            remaining.events.subtract(events)
            return remaining.events.isEmpty ? nil : remaining
        }
    }

    /// Adds a registration. The registrations whose target has been freed are forgotten here,
    /// when the list grows, rather than on every send: a dead registration sends nothing.
    func register(_ handler: ControlActionRegistration.Handler, for events: Event) {
        removeOrphanedRegistrations()
        registrations.append(ControlActionRegistration(handler: handler, events: events))
    }

    /// Forgets the registrations whose target has been freed; the list is only rewritten then.
    private func removeOrphanedRegistrations() {
        let all = registrations
        var orphans = 0
        for index in all.indices where all[index].isOrphaned { orphans += 1 }
        guard orphans > 0 else { return }
        var kept: [ControlActionRegistration] = []
        kept.reserveCapacity(all.count - orphans)
        for index in all.indices where !all[index].isOrphaned { kept.append(all[index]) }
        registrations = kept
    }

    /// Fires every live registration whose events overlap `events`, in registration order, with
    /// `event` (the touch event while tracking, nil from `sendActions(for:)`). The list is read
    /// once first, so actions that add or remove registrations affect the next send; a
    /// registration whose target was freed sends nothing.
    ///
    /// A touch sends several events (touch down, drag inside, touch up inside, ...) and most have
    /// no registration. A loop over the list as read, rather than `filter` (whose closure checked
    /// the actor isolation at run time on every call) or a copy of the registrations due.
    func sendActions(for events: Event, event: UIEvent?) {
        let all = registrations
        for index in all.indices where !all[index].events.isDisjoint(with: events) {
            all[index].fire(from: self, event: event)
        }
    }
}
