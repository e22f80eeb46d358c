// UIGestureRecognizer+TargetAction.swift: init(target:action:), addTarget and removeTarget with
// typed method references instead of selectors, which need the Objective-C runtime.

/// The target-action surface of gesture recognizers, in a protocol so that an action can take the
/// recognizer typed as its own class (`Self`): `UITapGestureRecognizer(target: self, action:
/// PhotoController.photoTapped)` where `func photoTapped(_ sender: UITapGestureRecognizer)`.
///
/// Every `UIGestureRecognizer` conforms; there is nothing to implement.
@preconcurrency @MainActor
public protocol GestureRecognizerTargetAction: UIGestureRecognizer {
    /// Makes a recognizer with no target.
    init()
}

extension UIGestureRecognizer: GestureRecognizerTargetAction {}

extension GestureRecognizerTargetAction {
    /// Makes a recognizer that sends `action` to `target`, as UIKit's `init(target:action:)`.
    ///
    /// `action` is a method reference whose method takes the recognizer, typed as this class:
    /// `Controller.handleTap` for `func handleTap(_ sender: UITapGestureRecognizer)`.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Makes a recognizer that sends `action`, a method that takes no argument, to `target`.
    public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds a target and action, sent when the state becomes began, changed, ended (recognized)
    /// or cancelled. The target is held weakly, as in UIKit. Adding the same target again adds a
    /// second registration (Swift cannot tell two method references apart).
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
        targetActions.append(TargetAction(target: target, action: action))
    }

    /// Adds a target and an action that takes no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targetActions.append(TargetAction(target: target, action: action))
    }
}

extension UIGestureRecognizer {
    /// Removes the registrations of `target` (nil: of every target), as UIKit's
    /// `removeTarget(_:action:)`. The action (a method reference, or nil) is accepted for source
    /// compatibility; Swift cannot compare method references, so every action of the target goes.
    public func removeTarget(_ target: Any?, action: Any?) {
        let object: AnyObject? = target.map { $0 as AnyObject }
        let (removed, kept) = (targetActions.filter { $0.matches(target: object) },
                               targetActions.filter { !$0.matches(target: object) })
        targetActions = kept
        // A send in progress walks its own copy of the list, which may still hold these.
        for registration in removed { registration.forgetOwnerOnRemoval() }
    }

    /// Adds `target`, which owns this recognizer (a scroll view its pan recognizer), without a weak
    /// reference to it; the target must call `forgetOwnedTargets(of:)` from its `deinit`.
    package func addOwningTarget<Target: AnyObject, Sender: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Sender) -> Void
    ) {
        targetActions.append(TargetAction(target: target, action: action, targetOwnsSender: true))
    }

    /// Forgets `owner` wherever it was added with `addOwningTarget(_:action:)`; from its `deinit`.
    nonisolated package func forgetOwnedTargets(of owner: AnyObject) {
        for registration in targetActions { registration.forgetOwner(owner) }
    }

    /// Sends the actions of the live registrations, in the order they were added; registrations
    /// whose target has gone are dropped.
    func sendActions() {
        targetActions.removeAll(where: \.isOrphaned)
        for registration in targetActions {
            registration.send(from: self, event: nil)
        }
    }
}
