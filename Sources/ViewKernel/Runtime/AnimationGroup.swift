// AnimationGroup.swift: the animations started by one animation block, and its completion.

/// The animations one animation block (or one `beginAnimations`/`commitAnimations` pair) started,
/// sharing its timing, its options and its completion handler.
///
/// The completion runs once, when the last of its animations stops: with `finished == true` when
/// every one ran to its end, `false` when any was replaced by a later animation of the same
/// property or removed by `removeAllAnimations()`.
@MainActor
final class AnimationGroup {
    /// When and how the animations run.
    let timing: AnimationTiming
    /// Whether the animating views keep receiving touches (`.allowUserInteraction`).
    let allowsUserInteraction: Bool
    /// The block's completion handler; cleared once it has been called or scheduled.
    private(set) var completion: ((Bool) -> Void)?
    /// The animations of this group still attached to a layer.
    private(set) var animations: [LayerAnimation] = []
    /// Whether one of the animations was cut short.
    private(set) var wasInterrupted = false
    /// The deferred work that ends the group at its end time, so it can be cancelled.
    var endWork: Headless.WorkItem?
    /// The CATransaction completion blocks waiting for the group's animations.
    var transactionCompletions: [TransactionCompletion] = []

    /// Takes the transaction completion blocks, so each hears of the group once.
    func takeTransactionCompletions() -> [TransactionCompletion] {
        defer { transactionCompletions.removeAll() }
        return transactionCompletions
    }

    init(timing: AnimationTiming, allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.timing = timing
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
    }

    /// Records an animation of this group that was attached to a layer.
    func add(_ animation: LayerAnimation) {
        animations.append(animation)
    }

    /// Forgets an animation that was detached before its end; true when it was the last one.
    func remove(_ animation: LayerAnimation, interrupted: Bool) -> Bool {
        animations.removeAll { $0 === animation }
        if interrupted { wasInterrupted = true }
        return animations.isEmpty
    }

    /// Takes the remaining animations (at the end of the group's time).
    func takeAnimations() -> [LayerAnimation] {
        defer { animations.removeAll() }
        return animations
    }

    /// Takes the completion handler, so it runs at most once.
    func takeCompletion() -> ((Bool) -> Void)? {
        defer { completion = nil }
        return completion
    }
}
