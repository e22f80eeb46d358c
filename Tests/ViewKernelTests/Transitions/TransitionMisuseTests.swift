// TransitionMisuseTests.swift: bad input to custom transitions: completing twice, never
// completing, a non-finite presented frame, dismissing or presenting during a custom transition.
// Each is reported and leaves the runtime usable (Transitions/TransitionContext.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Custom transitions: misuse", .headless)
struct TransitionMisuseTests {
    @Test func completingTwiceIsReportedAndTheSecondCallIgnored() {
        let fixture = CustomPresentationFixture()
        fixture.delegate.presentAnimator.completesTwice = true
        var completions = 0
        let messages = Headless.recordingViolations {
            fixture.root.present(fixture.presented, animated: true) { completions += 1 }
            Headless.advance(by: 1.1)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.contains("completeTransition: was called more than once") == true)
        #expect(completions == 1)
        #expect(fixture.entries.filter { $0.hasPrefix("presentationTransitionDidEnd") }.count == 1)
    }

    @Test func anAnimatorThatNeverCompletesIsEndedForItAfterItsDurationAndAMargin() {
        let fixture = CustomPresentationFixture()
        fixture.delegate.presentAnimator.completes = false
        var completed = false
        let messages = Headless.recordingViolations {
            fixture.root.present(fixture.presented, animated: true) { completed = true }
            Headless.advance(by: 2.9)
            #expect(!completed)
            #expect(fixture.presented.isBeingPresented)
            Headless.advance(by: 0.2)
        }
        #expect(messages == [
            "The animator <SlideAnimator> did not call completeTransition: within 3.0 s; the transition was ended for it.",
        ])
        #expect(completed)
        #expect(!fixture.presented.isBeingPresented)
        #expect(fixture.root.presentedViewController === fixture.presented)
        // The runtime stays usable: the controller dismisses normally.
        fixture.delegate.presentAnimator.completes = true
        fixture.presented.dismiss(animated: true)
        Headless.advance(by: 1.1)
        #expect(fixture.root.presentedViewController == nil)
    }

    @Test func aNonFinitePresentedFrameIsReportedAndTheContainersBoundsUsed() {
        let fixture = CustomPresentationFixture()
        fixture.delegate.frameOverride = CGRect(x: 0, y: CGFloat.nan, width: 320, height: CGFloat.infinity)
        let messages = Headless.recordingViolations {
            fixture.root.present(fixture.presented, animated: true)
        }
        #expect(messages == [
            "frameOfPresentedViewInContainerView of <HalfPresentationController> is not finite ((0.0, nan, 320.0, inf)); the container view's bounds are used.",
        ])
        #expect(fixture.delegate.presentAnimator.sawFinalFrame == fixture.window.bounds)
    }

    @Test func dismissingDuringACustomPresentationIsLoggedAndIgnored() {
        let fixture = CustomPresentationFixture()
        let messages = Headless.recordingViolations {
            fixture.root.present(fixture.presented, animated: true)
            Headless.advance(by: 0.3)
            fixture.presented.dismiss(animated: true)
        }
        #expect(messages == ["Attempt to dismiss from view controller <PresentationLoggingController> while a presentation or dismiss is in progress!"])
        #expect(fixture.presented.isBeingPresented)
        Headless.advance(by: 0.8)
        #expect(fixture.root.presentedViewController === fixture.presented)
        #expect(fixture.presented.view.frame.minY == 240)
    }

    @Test func presentingFromAControllerDuringItsCustomPresentationIsLoggedAndIgnored() {
        let fixture = CustomPresentationFixture()
        let other = UIViewController()
        let messages = Headless.recordingViolations {
            fixture.root.present(fixture.presented, animated: true)
            fixture.presented.present(other, animated: false)
        }
        #expect(messages.count == 1)
        #expect(messages.first?.hasSuffix("while a presentation is in progress.") == true)
        #expect(fixture.presented.presentedViewController == nil)
    }
}
