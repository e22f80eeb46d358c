// TargetActionTests.swift: the shared weak-target mechanism (Runtime/TargetAction.swift) that
// gesture recognizers use and UIControl reuses.

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
private final class Receiver: UIResponder {
    var calls: [String] = []
    func noArgument() { calls.append("none") }
    func withSender(_ sender: UIView) { calls.append("sender \(sender.tag)") }
    func withSenderAndEvent(_ sender: UIView, _ event: UIEvent?) {
        calls.append("sender \(sender.tag) event \(event == nil ? "nil" : "some")")
    }
}

/// A responder whose next responder a test chooses, to build a chain.
@MainActor
private final class ChainLink: UIResponder {
    var nextLink: UIResponder?
    override var next: UIResponder? { nextLink }
}

@MainActor
@Suite("Target-action", .headless)
struct TargetActionTests {
    @Test func eachActionFormReceivesWhatItAsksFor() {
        let receiver = Receiver()
        let sender = UIView()
        sender.tag = 4
        let registrations = [
            TargetAction(target: receiver, action: Receiver.noArgument),
            TargetAction(target: receiver, action: Receiver.withSender),
            TargetAction(target: receiver, action: Receiver.withSenderAndEvent),
        ]

        for registration in registrations { registration.send(from: sender, event: UIEvent()) }

        #expect(receiver.calls == ["none", "sender 4", "sender 4 event some"])
    }

    @Test func aSenderOfAnotherTypeIsNotDelivered() {
        let receiver = Receiver()
        let registration = TargetAction(target: receiver, action: Receiver.withSender)

        registration.send(from: UIResponder(), event: nil)

        #expect(receiver.calls.isEmpty)
    }

    @Test func theTargetIsHeldWeakly() {
        var receiver: Receiver? = Receiver()
        let registration = TargetAction(target: receiver, action: Receiver.noArgument)
        #expect(!registration.isOrphaned)

        receiver = nil

        #expect(registration.target == nil)
        #expect(registration.isOrphaned)
        #expect(!registration.send(from: UIView(), event: nil))
    }

    @Test func aNilTargetFindsTheFirstResponderOfItsTypeAlongTheChain() {
        let receiver = Receiver()
        let start = ChainLink(), middle = ChainLink()
        start.nextLink = middle
        middle.nextLink = receiver
        let registration = TargetAction(target: nil as Receiver?, action: Receiver.noArgument)

        let delivered = registration.send(from: UIView(), event: nil, responderChainStart: start)

        #expect(delivered)
        #expect(receiver.calls == ["none"])
        #expect(registration.hasNilTarget)
    }

    @Test func aNilTargetWithNoResponderOfItsTypeDeliversNothing() {
        let registration = TargetAction(target: nil as Receiver?, action: Receiver.noArgument)

        #expect(!registration.send(from: UIView(), event: nil, responderChainStart: ChainLink()))
    }

    @Test func removalMatchesByTargetAndNilMatchesEveryTarget() {
        let first = Receiver(), second = Receiver()
        let registration = TargetAction(target: first, action: Receiver.noArgument)

        #expect(registration.matches(target: first))
        #expect(!registration.matches(target: second))
        #expect(registration.matches(target: nil))
    }
}
