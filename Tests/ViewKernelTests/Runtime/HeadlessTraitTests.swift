// HeadlessTraitTests.swift: the `.headless` trait gives every test a fresh runtime and turns
// UIKit's exceptions into test failures.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite(.headless)
struct HeadlessTraitTests {
    /// Each case leaves the clock, a key window and a first responder behind; each sees none.
    @Test(arguments: 1...12)
    func everyTestStartsFromAFreshRuntime(_ run: Int) async {
        #expect(Headless.now == 0)
        #expect(Headless.isIdle)
        #expect(Headless.current.keyWindow == nil)
        #expect(UIScreen.main.bounds.size == CGSize(width: 320, height: 480))
        Headless.setScreen(size: CGSize(width: 375, height: 667), scale: 3)
        let window = UIWindow()
        window.makeKeyAndVisible()
        Headless.schedule(after: Double(run)) {}
        Headless.advance(by: 0.5)
        // Another test cannot run in between: the runtime is still this test's after a suspension.
        await Task.yield()
        #expect(Headless.now == 0.5)
        #expect(Headless.current.keyWindow === window)
    }

    @Test func misuseOutsideRecordingFailsTheTestWithUIKitsMessage() {
        let view = UIView()
        withKnownIssue {
            view.addSubview(view)
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "UIKit would raise NSInvalidArgumentException: Can't add self as subview" }
        }
        #expect(view.subviews.isEmpty)
    }

    @Test func expectedMisuseIsStillRecordedByRecordingViolations() {
        let view = UIView()
        #expect(Headless.recordingViolations { view.addSubview(view) } == ["Can't add self as subview"])
    }

    @Test(.headless) func aTestMarkedTwiceGetsOneScope() {
        #expect(Headless.now == 0)
    }
}
