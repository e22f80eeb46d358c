// UITraitChangeRegistration.swift: iOS 17's registrations for trait changes: a handler, or a
// target and action, called when one of the named traits changes.

/// A registration for trait changes, as UIKit's `UITraitChangeRegistration`: what
/// `unregisterForTraitChanges(_:)` takes.
public protocol UITraitChangeRegistration: AnyObject {}

/// The registration token this package hands out.
final class TraitChangeRegistrationToken: UITraitChangeRegistration {}

/// One registration: its token, the traits it watches and what it calls.
struct TraitChangeRegistrationEntry {
    let token: TraitChangeRegistrationToken
    let traits: [UITrait]
    let handler: @MainActor (any UITraitEnvironment, UITraitCollection) -> Void
}

/// An environment that takes trait-change registrations (views and view controllers), as UIKit's
/// `UITraitChangeObservable` (iOS 17).
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {}

extension UITraitChangeObservable {
    /// Calls `handler` with this environment and its previous traits whenever one of `traits`
    /// changes, after `traitCollectionDidChange(_:)`:
    ///
    ///     registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
    ///         self.updateColors()
    ///     }
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(
        _ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        register(traits) { environment, previous in
            if let typed = environment as? Environment { handler(typed, previous) }
        }
    }

    /// Calls `action` on `target` whenever one of `traits` changes (the target is held weakly).
    /// The selector form `#selector(Target.method)` becomes the method reference `Target.method`.
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void) -> UITraitChangeRegistration {
        register(traits) { [weak target] _, _ in if let target { action(target)() } }
    }

    /// Calls `action` on `target` with this environment and its previous traits whenever one of
    /// `traits` changes (the target is held weakly).
    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(
        _ traits: [UITrait], target: Target,
        action: @escaping (Target) -> (UITraitEnvironment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        register(traits) { [weak target] environment, previous in if let target { action(target)(environment, previous) } }
    }

    /// Calls `action` on this environment whenever one of `traits` changes.
    @discardableResult
    public func registerForTraitChanges(_ traits: [UITrait], action: @escaping (Self) -> () -> Void) -> UITraitChangeRegistration {
        register(traits) { environment, _ in if let typed = environment as? Self { action(typed)() } }
    }

    /// Stops the calls of `registration`.
    public func unregisterForTraitChanges(_ registration: UITraitChangeRegistration) {
        guard let state = (self as? TraitStateOwner)?.existingTraitState else { return }
        state.registrations.removeAll { $0.token === registration }
    }

    private func register(_ traits: [UITrait],
                          _ handler: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void) -> UITraitChangeRegistration {
        let token = TraitChangeRegistrationToken()
        (self as? TraitStateOwner)?.ownTraitState.registrations.append(
            TraitChangeRegistrationEntry(token: token, traits: traits, handler: handler))
        return token
    }
}

/// A view or controller: what keeps trait state.
@MainActor
protocol TraitStateOwner: AnyObject {
    var existingTraitState: TraitEnvironmentState? { get }
    var ownTraitState: TraitEnvironmentState { get }
}

extension UIView: TraitStateOwner {
    var existingTraitState: TraitEnvironmentState? { traitState }
    var ownTraitState: TraitEnvironmentState { traitEnvironmentState }
}

extension UIViewController: TraitStateOwner {
    var existingTraitState: TraitEnvironmentState? { traitState }
    var ownTraitState: TraitEnvironmentState { traitEnvironmentState }
}

extension TraitEnvironmentState {
    /// Calls each registration one of whose traits differs between `previous` and `current`, in
    /// the order they were made (a handler may unregister others: each is looked up again).
    func deliverRegistrations(to environment: any UITraitEnvironment, previous: UITraitCollection, current: UITraitCollection) {
        guard !registrations.isEmpty else { return }
        for entry in registrations where current.values.differs(from: previous.values, in: entry.traits) {
            guard registrations.contains(where: { $0.token === entry.token }) else { continue }
            entry.handler(environment, previous)
        }
    }
}
