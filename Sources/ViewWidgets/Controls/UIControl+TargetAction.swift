// UIControl+TargetAction.swift: addTarget, removeTarget and sendAction with typed method
// references instead of selectors, which need the Objective-C runtime (Docs/Porting.md), and the
// registration list behind them and behind UIActions, fired in the order they were added.

/// One registration of a control: a target and action, or a UIAction, and the events it is for.
@MainActor
struct ControlActionRegistration {
    enum Handler {
        /// A target-action pair; `name` is what `actions(forTarget:forControlEvent:)` reports.
        case targetAction(TargetAction, name: String)
        /// An iOS 14 UIAction.
        case action(UIAction)
    }

    let handler: Handler
    var events: UIControl.Event

    /// Whether the registration named a target that has since been deallocated.
    var isOrphaned: Bool {
        if case .targetAction(let registration, _) = handler { return registration.isOrphaned }
        return false
    }
}

/// The target-action surface of controls, in a protocol so that an action can take the control
/// typed as its own class (`Self`): `button.addTarget(self, action: FriendsController.titleClick,
/// for: .touchUpInside)` where `func titleClick(_ sender: HeaderView)` and `button` is a `HeaderView`.
///
/// Every `UIControl` conforms; there is nothing to implement.
@MainActor
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
        appendRegistration(TargetAction(target: target, action: action),
                           name: "(\(Target.self)) -> (\(Self.self)) -> ()", for: controlEvents)
    }

    /// Registers an action whose method takes the sender and the event:
    /// `func expandGroup(_ header: Header, event: UIEvent?)`. The event is nil for
    /// `sendActions(for:)`, the touch event for actions sent while tracking a touch.
    public func addTarget<Target: AnyObject>(_ target: Target?,
                                             action: @escaping (Target) -> (Self, UIEvent?) -> Void,
                                             for controlEvents: UIControl.Event) {
        appendRegistration(TargetAction(target: target, action: action),
                           name: "(\(Target.self)) -> (\(Self.self), UIEvent?) -> ()", for: controlEvents)
    }

    /// Registers an action whose method takes no argument: `func refresh()`.
    public func addTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void,
                                             for controlEvents: UIControl.Event) {
        appendRegistration(TargetAction(target: target, action: action),
                           name: "(\(Target.self)) -> () -> ()", for: controlEvents)
    }

    /// Removes `controlEvents` from the registrations of `target` (nil: every target) whose action
    /// has the type of `action`, as UIKit's `removeTarget(_:action:for:)`; a registration with no
    /// event left goes. Swift cannot compare method references, so two methods of one target with
    /// the same type are one action here.
    public func removeTarget<Target: AnyObject>(_ target: Any?, action: @escaping (Target) -> (Self) -> Void,
                                                for controlEvents: UIControl.Event) {
        removeRegistrations(target: target, actionName: "(\(Target.self)) -> (\(Self.self)) -> ()",
                            for: controlEvents)
    }

    /// Removes registrations of an action that takes the sender and the event; see the other forms.
    public func removeTarget<Target: AnyObject>(_ target: Any?,
                                                action: @escaping (Target) -> (Self, UIEvent?) -> Void,
                                                for controlEvents: UIControl.Event) {
        removeRegistrations(target: target, actionName: "(\(Target.self)) -> (\(Self.self), UIEvent?) -> ()",
                            for: controlEvents)
    }

    /// Removes registrations of an action that takes no argument; see the other forms.
    public func removeTarget<Target: AnyObject>(_ target: Any?, action: @escaping (Target) -> () -> Void,
                                                for controlEvents: UIControl.Event) {
        removeRegistrations(target: target, actionName: "(\(Target.self)) -> () -> ()", for: controlEvents)
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
        removeRegistrations(target: target, actionName: nil, for: controlEvents)
    }

    // MARK: - Registrations

    func appendRegistration(_ targetAction: TargetAction, name: String, for events: Event) {
        registrations.append(ControlActionRegistration(handler: .targetAction(targetAction, name: name),
                                                       events: events))
    }

    /// Subtracts `events` from the matching target-action registrations; drops emptied ones.
    func removeRegistrations(target: Any?, actionName: String?, for events: Event) {
        let object: AnyObject? = target.map { $0 as AnyObject }
        registrations = registrations.compactMap { registration in
            guard case .targetAction(let targetAction, let name) = registration.handler,
                  targetAction.matches(target: object), actionName == nil || actionName == name else {
                return registration
            }
            var remaining = registration
            remaining.events.subtract(events)
            return remaining.events.isEmpty ? nil : remaining
        }
    }

    /// Adds `action` for `events`, replacing (and extending) a registration with its identifier.
    func registerAction(_ action: UIAction, for events: Event) {
        if let index = registrations.firstIndex(where: { registration in
            if case .action(let existing) = registration.handler { return existing.identifier == action.identifier }
            return false
        }) {
            let merged = registrations[index].events.union(events)
            registrations[index] = ControlActionRegistration(handler: .action(action), events: merged)
        } else {
            registrations.append(ControlActionRegistration(handler: .action(action), events: events))
        }
    }

    /// Subtracts `events` from the UIAction registration with `identifier`; drops it when empty.
    func unregisterActions(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        registrations = registrations.compactMap { registration in
            guard case .action(let action) = registration.handler, action.identifier == identifier else {
                return registration
            }
            var remaining = registration
            remaining.events.subtract(events)
            return remaining.events.isEmpty ? nil : remaining
        }
    }

    /// Fires every live registration whose events overlap `events`, in registration order. The
    /// list is read once first, so actions that add or remove registrations affect the next send.
    func performActions(for events: Event, event: UIEvent?) {
        registrations.removeAll(where: \.isOrphaned)
        let due = registrations.filter { !$0.events.isDisjoint(with: events) }
        for registration in due {
            switch registration.handler {
            case .targetAction(let targetAction, _):
                targetAction.send(from: self, event: event, responderChainStart: self)
            case .action(let action):
                sendAction(action)
            }
        }
    }

    // MARK: - Queries

    /// See `allTargets`.
    func registeredTargets() -> Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for registration in registrations where !registration.isOrphaned {
            guard case .targetAction(let targetAction, _) = registration.handler else { continue }
            if targetAction.hasNilTarget {
                targets.insert(AnyHashable(NSNull()))
            } else if let target = targetAction.target {
                targets.insert((target as? AnyHashable) ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    /// See `allControlEvents`.
    func registeredEvents() -> Event {
        registrations.filter { !$0.isOrphaned }.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// See `actions(forTarget:forControlEvent:)`.
    func actionNames(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        guard let target else { return nil }
        let object = target as AnyObject
        var names: [String] = []
        for registration in registrations where !registration.isOrphaned
            && !registration.events.isDisjoint(with: controlEvent) {
            if case .targetAction(let targetAction, let name) = registration.handler,
               !targetAction.hasNilTarget, targetAction.target === object {
                names.append(name)
            }
        }
        return names.isEmpty ? nil : names
    }
}
