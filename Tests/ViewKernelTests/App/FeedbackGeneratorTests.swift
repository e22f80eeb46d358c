// FeedbackGeneratorTests.swift: the haptic feedback generators and what they record in
// `Headless.playedFeedback` (App/UIFeedbackGenerator.swift, App/Headless+Feedback.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A card that bumps when tapped, as an app plays an impact from a gesture's action.
@MainActor
private final class BumpingCard: UIView {
    lazy var feedback = UIImpactFeedbackGenerator(style: .rigid, view: self)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: BumpingCard.tapped))
    }

    required init?(coder: NSCoder) { nil }

    func tapped(_ recognizer: UITapGestureRecognizer) {
        feedback.impactOccurred(intensity: 0.5, at: recognizer.location(in: self))
    }
}

@MainActor
@Suite("Feedback generators", .headless)
struct FeedbackGeneratorTests {
    @Test func theStylesAndTypesHaveUIKitsRawValues() {
        let styles: [UIImpactFeedbackGenerator.FeedbackStyle] = [.light, .medium, .heavy, .soft, .rigid]
        #expect(styles.map(\.rawValue) == [0, 1, 2, 3, 4])
        let types: [UINotificationFeedbackGenerator.FeedbackType] = [.success, .warning, .error]
        #expect(types.map(\.rawValue) == [0, 1, 2])
    }

    @Test func nothingIsPlayedAtTheStartOfATestOrByPreparing() {
        let generator = UIImpactFeedbackGenerator(style: .heavy)
        generator.prepare()
        #expect(Headless.playedFeedback.isEmpty)
    }

    @Test func eachFeedbackIsRecordedInOrderWithItsTime() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        let selection = UISelectionFeedbackGenerator()
        let notification = UINotificationFeedbackGenerator()

        impact.impactOccurred()
        Headless.advance(by: 0.25)
        selection.selectionChanged()
        notification.notificationOccurred(.warning)

        let played = Headless.playedFeedback
        #expect(played.map(\.kind) == [.impact(.heavy), .selection, .notification(.warning)])
        #expect(played.map(\.time) == [0, 0.25, 0.25])
        #expect(played.map(\.intensity) == [1, 1, 1])
        #expect(played.allSatisfy { $0.location == nil && $0.view == nil })
    }

    @Test func thePlainInitialiserMakesMediumImpacts() {
        UIImpactFeedbackGenerator().impactOccurred()
        #expect(Headless.playedFeedback.map(\.kind) == [.impact(.medium)])
    }

    @Test func anIntensityOutsideZeroToOneIsClamped() {
        let generator = UIImpactFeedbackGenerator(style: .soft)
        generator.impactOccurred(intensity: 0.3)
        generator.impactOccurred(intensity: 1.5)
        generator.impactOccurred(intensity: -2)
        generator.impactOccurred(intensity: .nan)
        #expect(Headless.playedFeedback.map(\.intensity) == [0.3, 1, 0, 0])
    }

    @Test func aGeneratorMadeForAViewIsOneOfItsInteractions() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let selection = UISelectionFeedbackGenerator(view: view)
        let impact = UIImpactFeedbackGenerator(view: view)

        #expect(selection.view === view)
        #expect(view.interactions.count == 2)
        #expect(view.interactions.first as? UISelectionFeedbackGenerator === selection)

        impact.impactOccurred()
        #expect(Headless.playedFeedback.first?.kind == .impact(.medium))
        #expect(Headless.playedFeedback.first?.view === view)

        view.removeInteraction(selection)
        #expect(selection.view == nil)
    }

    @Test func theLocationFormsRecordTheLocation() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let notification = UINotificationFeedbackGenerator(view: view)
        let selection = UISelectionFeedbackGenerator(view: view)
        let impact = UIImpactFeedbackGenerator(style: .light, view: view)

        notification.notificationOccurred(.error, at: CGPoint(x: 1, y: 2))
        selection.selectionChanged(at: CGPoint(x: 3, y: 4))
        impact.impactOccurred(at: CGPoint(x: 5, y: 6))

        let played = Headless.playedFeedback
        #expect(played.map(\.kind) == [.notification(.error), .selection, .impact(.light)])
        #expect(played.map(\.location) == [CGPoint(x: 1, y: 2), CGPoint(x: 3, y: 4), CGPoint(x: 5, y: 6)])
        #expect(played.allSatisfy { $0.view === view })
    }

    @Test func aTapThatBumpsACardIsRecorded() {
        let window = makeVisibleWindow()
        let card = BumpingCard(frame: CGRect(x: 20, y: 40, width: 200, height: 100))
        window.addSubview(card)
        Headless.advance(by: 1)

        window.tap(at: CGPoint(x: 50, y: 60))

        let played = Headless.playedFeedback
        #expect(played.map(\.kind) == [.impact(.rigid)])
        #expect(played.first?.intensity == 0.5)
        #expect(played.first?.location == CGPoint(x: 30, y: 20))
        #expect(played.first?.view === card)
        #expect((played.first?.time ?? 0) >= 1)
    }

    @Test func resetForgetsThePlayedFeedback() {
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        #expect(Headless.playedFeedback.count == 1)
        Headless.reset()
        #expect(Headless.playedFeedback.isEmpty)
    }
}
