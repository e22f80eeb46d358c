// DismissalEndedEarlyTests.swift: a dismissal that starts while another one runs ends that one at
// once, which runs its completion first; a completion that dismisses again starts its own
// dismissal, and the later request joins it instead of dismissing the same controllers twice.

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Presentation: a dismissal that ends another early", .headless)
struct DismissalEndedEarlyTests {
    @Test func aCompletionThatDismissesAgainIsNotFollowedByASecondDismissalOfTheSameController() {
        let log = EventLog()
        let root = PresentationLoggingController("Root", log: log)
        let middle = PresentationLoggingController("Middle", log: log)
        let top = PresentationLoggingController("Top", log: log)
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        middle.modalPresentationStyle = .fullScreen
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        var completions: [String] = []
        // The top leaves with an animation; its completion dismisses the middle one too.
        middle.dismiss(animated: true) {
            completions.append("top gone")
            root.dismiss(animated: true) { completions.append("middle gone (from the completion)") }
        }
        log.entries.removeAll()

        // Asked while the top is still leaving: the top's dismissal ends at once, and its completion
        // has dismissed the middle one by the time this request looks at what is presented.
        root.dismiss(animated: false) { completions.append("middle gone (asked later)") }
        Headless.runUntilIdle()

        #expect(root.presentedViewController == nil)
        #expect(middle.presentingViewController == nil && top.presentingViewController == nil)
        #expect(completions == ["top gone", "middle gone (from the completion)", "middle gone (asked later)"])
        #expect(log.entries.filter { $0.hasPrefix("Middle view") && $0.contains("Disappear") } == [
            "Middle viewWillDisappear", "Middle viewDidDisappear",
        ])
        #expect(log.entries.filter { $0.hasPrefix("Root view") && $0.contains("Appear") } == [
            "Root viewWillAppear", "Root viewDidAppear",
        ])
        #expect(middle.viewIfLoaded?.window == nil)
        #expect(root.view.window === window)
    }

    /// The completion presents from the controller that stays: the later dismissal takes the new
    /// controller too, once its arrival has ended (it appears, then disappears, once each).
    @Test func aControllerPresentedByTheCompletionArrivesBeforeTheLaterDismissalTakesIt() {
        let log = EventLog()
        let root = PresentationLoggingController("Root", log: log)
        let middle = PresentationLoggingController("Middle", log: log)
        let top = PresentationLoggingController("Top", log: log)
        let other = PresentationLoggingController("Other", log: log)
        let window = makeWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        root.present(middle, animated: false)
        middle.present(top, animated: false)
        var completions: [String] = []
        middle.dismiss(animated: true) {
            completions.append("top gone")
            middle.present(other, animated: true) { completions.append("other shown") }
        }
        log.entries.removeAll()

        root.dismiss(animated: false) { completions.append("all gone") }
        Headless.runUntilIdle()

        #expect(root.presentedViewController == nil)
        #expect(other.presentingViewController == nil && middle.presentingViewController == nil)
        #expect(completions == ["top gone", "other shown", "all gone"])
        #expect(log.entries.filter { $0.hasPrefix("Other view") && $0.contains("ppear") } == [
            "Other viewWillAppear", "Other viewDidAppear", "Other viewWillDisappear", "Other viewDidDisappear",
        ])
        #expect(other.viewIfLoaded?.window == nil)
    }
}
