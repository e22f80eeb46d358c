// TargetAction.swift: target-action without selectors: a weak target and a typed method reference.

/// One target-action registration, as UIKit keeps for `addTarget(_:action:...)`, made without the
/// Objective-C runtime, which Linux does not have.
///
/// The action is an unapplied method reference such as `FriendsController.titleClick`, whose
/// method takes nothing, the sender, or the sender and the `UIEvent?`. The target is held weakly,
/// as UIKit holds it: once it is gone the registration does nothing. A registration made with a
/// nil target looks for its target along the responder chain when it fires, the first responder
/// whose type has the method, as UIKit's nil-targeted actions do.
///
/// Gesture recognizers, controls (`UIControl`, in ViewWidgets) and bar button items keep lists of
/// these.
@MainActor
package final class TargetAction {
    /// The target; nil once it has been deallocated, or when the registration named none.
    package var target: AnyObject? { ownerTarget ?? weakTarget }

    /// Whether the registration was made with a nil target (the action then travels the
    /// responder chain).
    package let hasNilTarget: Bool

    /// The action's type, as `actions(forTarget:forControlEvent:)` reports it in place of a
    /// selector: `(FriendsController) -> (UIButton) -> ()`. Two registrations of one target with
    /// the same signature are the same action to `removeTarget` (method references cannot be compared).
    package var signature: String { describeSignature() }

    /// Spells out `signature` when asked (type names cost a runtime lookup, registrations are many).
    private let describeSignature: @MainActor () -> String

    private weak var weakTarget: AnyObject?
    /// The target of a registration made by the sender's owner for itself (a scroll view on its own
    /// pan recognizer): neither retained nor weak, since a weak reference gives the target a side
    /// table, which sends every retain and release of it down Swift's slow path. The owner calls
    /// `forgetOwner(_:)` in its `deinit`, so the target reads nil afterwards as a weak one would.
    nonisolated(unsafe) private unowned(unsafe) var ownerTarget: AnyObject?
    /// Whether an object has the action's method (is of the target's type).
    private let canPerform: @MainActor (AnyObject) -> Bool
    /// Calls the method on (target, sender, event); a sender of the wrong type is ignored.
    private let perform: @MainActor (AnyObject, AnyObject, UIEvent?) -> Void

    /// An action that takes no argument: `func refresh()`.
    package init<Target: AnyObject>(target: Target?, action: @escaping (Target) -> () -> Void) {
        weakTarget = target
        hasNilTarget = target == nil
        describeSignature = { "(\(Target.self)) -> () -> ()" }
        canPerform = { $0 is Target }
        perform = { target, _, _ in
            guard let target = target as? Target else { return }
            action(target)()
        }
    }

    /// An action that takes the sender, typed as the sender's own class: `func titleClick(_ sender: UIButton)`.
    /// With `targetOwnsSender`, the target is held as ``ownerTarget`` and must call
    /// `forgetOwner(_:)` before it goes.
    package init<Target: AnyObject, Sender: AnyObject>(target: Target?,
                                                        action: @escaping (Target) -> (Sender) -> Void,
                                                        targetOwnsSender: Bool = false) {
        if targetOwnsSender { ownerTarget = target } else { weakTarget = target }
        hasNilTarget = target == nil
        describeSignature = { "(\(Target.self)) -> (\(Sender.self)) -> ()" }
        canPerform = { $0 is Target }
        perform = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            action(target)(sender)
        }
    }

    /// An action that takes the sender and the event: `func titleClick(_ sender: UIButton, _ event: UIEvent?)`.
    package init<Target: AnyObject, Sender: AnyObject>(target: Target?,
                                                        action: @escaping (Target) -> (Sender, UIEvent?) -> Void) {
        weakTarget = target
        hasNilTarget = target == nil
        describeSignature = { "(\(Target.self)) -> (\(Sender.self), UIEvent?) -> ()" }
        canPerform = { $0 is Target }
        perform = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return }
            action(target)(sender, event)
        }
    }

    /// Whether `target` matches this registration for `removeTarget`: nil matches every registration.
    ///
    /// Swift closures have no identity, so an action cannot be compared with another; removal
    /// matches by target only (Docs/Differences.md).
    package func matches(target candidate: AnyObject?) -> Bool {
        guard let candidate else { return true }
        return target === candidate
    }

    /// Whether the registration is dead: it named a target that has since been deallocated.
    package var isOrphaned: Bool { !hasNilTarget && target == nil }

    /// Lets go of `owner` as the target, from the owner's `deinit`.
    nonisolated package func forgetOwner(_ owner: AnyObject) {
        if ownerTarget === owner { ownerTarget = nil }
    }

    /// Lets go of an owner target when the registration is removed: the owner's `deinit` no
    /// longer finds it, and a send in progress may still hold it.
    package func forgetOwnerOnRemoval() {
        ownerTarget = nil
    }

    /// Sends the action from `sender`. A registration with a nil target searches the responder
    /// chain from `responderChainStart` for the first responder that has the method.
    /// Returns whether a target received the action.
    @discardableResult
    package func send(from sender: AnyObject, event: UIEvent?,
                      responderChainStart: UIResponder? = nil) -> Bool {
        if let target {
            perform(target, sender, event)
            return true
        }
        guard hasNilTarget else { return false }
        var responder = responderChainStart
        while let candidate = responder {
            if canPerform(candidate) {
                perform(candidate, sender, event)
                return true
            }
            responder = candidate.next
        }
        return false
    }
}
