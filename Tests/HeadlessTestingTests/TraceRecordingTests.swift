// TraceRecordingTests.swift: a trace's steps (issue 44): every action in order, with its virtual
// time and source line (none for the runtime's own calls), the screen before and after, a tap's
// hit chain, what an action set off, reads summarised; nothing hooked when tracing is off; the
// caps on pictures and text.
import Foundation
import Testing
@testable import HeadlessTesting
import ViewWidgets

/// A screen with a name field, a "Greet" button writing into a label, and a "More" button that
/// pushes a detail screen.
@MainActor
final class TracedScreen: UIViewController {
    let field = UITextField(frame: CGRect(x: 16, y: 100, width: 288, height: 34))
    let greet = UIButton(type: .system)
    let more = UIButton(type: .system)
    let greeting = UILabel(frame: CGRect(x: 16, y: 200, width: 288, height: 21))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        field.placeholder = "Name"
        greet.frame = CGRect(x: 16, y: 150, width: 120, height: 44)
        greet.setTitle("Greet", for: .normal)
        greet.addAction(UIAction { [weak self] _ in self?.greeting.text = "Hello, \(self?.field.text ?? "")!" }, for: .touchUpInside)
        more.frame = CGRect(x: 180, y: 150, width: 120, height: 44)
        more.setTitle("More", for: .normal)
        more.addAction(UIAction { [weak self] _ in
            let detail = UIViewController()
            detail.title = "Detail"
            self?.navigationController?.pushViewController(detail, animated: true)
        }, for: .touchUpInside)
        [field, greet, more, greeting].forEach(view.addSubview)
    }
}

/// A recorder installed for `body`, uninstalled after it.
@MainActor
func recordingTrace(limits: TraceLimits = .standard, _ body: () -> Void) -> TraceRecorder {
    let recorder = TraceRecorder(mode: .on, title: "TraceTests.example", limits: limits)
    recorder.install()
    body()
    recorder.uninstall()
    return recorder
}

@MainActor
@Suite("Trace recording", .headless)
struct TraceRecordingTests {
    @Test func eachActionIsAStepInOrderWithItsTimeAndSourceLine() {
        var lines: [Int] = []
        let recorder = recordingTrace {
            let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: TracedScreen()))
            app.launch()
            app.textFields["Name"].tap(); lines.append(#line)
            app.textFields["Name"].typeText("Ada"); lines.append(#line)
            app.buttons["Greet"].tap(); lines.append(#line)
            Headless.advance(by: 0.5)
            app.window.tap(at: CGPoint(x: 240, y: 172))
            Headless.runUntilIdle()
        }
        // UINavigationController(rootViewController:) pushes its root, as UIKit's does.
        #expect(recorder.steps.map(\.summary) == [
            "push TracedScreen",
            "launch",
            "tap app.textFields[\"Name\"]",
            "type \"Ada\" into app.textFields[\"Name\"]",
            "tap app.buttons[\"Greet\"]",
            "advance by 0.5 s",
            "tap at (240, 172)",
            "run until idle",
        ])
        #expect(recorder.steps.map(\.number) == Array(1...8))
        #expect(recorder.steps.map { $0.location?.line } == [nil, nil, lines[0], lines[1], lines[2], nil, nil, nil])
        #expect(recorder.steps[2].location?.fileID == "HeadlessTestingTests/TraceRecordingTests.swift")
        // The clock only moves forward, and the advance step spans its half second.
        let advance = recorder.steps[5]
        #expect(abs(advance.endTime - advance.startTime - 0.5) < 1e-9)
        for (earlier, later) in zip(recorder.steps, recorder.steps.dropFirst()) {
            #expect(earlier.endTime <= later.startTime)
        }
        // The push the last tap set off is named by its step, not a step of its own.
        #expect(recorder.steps[6].events == ["push UIViewController (animated)"])
        #expect(recorder.steps[4].dumpAfter?.contains("Hello, Ada!") == true)
        #expect(recorder.steps[4].dumpBefore?.contains("Hello, Ada!") == false)
        #expect(recorder.steps[4].accessibilityAfter?.contains("StaticText \"Hello, Ada!\"") == true)
    }

    @Test func aTapKeepsTheViewHitAndTheResponderChainUp() throws {
        let recorder = recordingTrace {
            let app = XCUIApplication(rootViewController: TracedScreen())
            app.launch()
            app.buttons["Greet"].tap()
            app.window.tap(at: CGPoint(x: 300, y: 400))
        }
        let chain = recorder.steps[1].hitChain
        #expect(chain.first?.hasPrefix("a finger at (76, 172) touches <UIButton") == true)
        // As the explorer's `hit X Y` prints it: the view hit, then each responder from it up.
        #expect(chain[1] == "responder chain:")
        #expect(chain[2].hasPrefix("  <UIButton"))
        #expect(chain[3].hasPrefix("  <UIView"))
        #expect(chain[4] == "  <TracedScreen>")
        #expect(chain.last?.hasPrefix("  <UIWindow") == true)
        let empty = recorder.steps[2].hitChain
        #expect(empty.first?.hasPrefix("a finger at (300, 400) touches <UIView") == true)
    }

    @Test func readsAreSummarisedIntoTheNextStep() {
        let recorder = recordingTrace {
            let app = XCUIApplication(rootViewController: TracedScreen())
            app.launch()
            _ = app.buttons["Greet"].exists
            _ = app.buttons["Greet"].exists
            _ = app.buttons["Greet"].label
            app.buttons["Greet"].tap()
        }
        #expect(recorder.steps.map(\.summary) == ["launch", "tap app.buttons[\"Greet\"]"])
        #expect(recorder.steps[1].queries == ["exists app.buttons[\"Greet\"] ×2", "label app.buttons[\"Greet\"]"])
    }

    @Test func aFingerHeldByTheTestIsAStepAtEachChange() {
        let recorder = recordingTrace {
            let app = XCUIApplication(rootViewController: TracedScreen())
            app.launch()
            let touch = app.window.beginTouch(at: CGPoint(x: 76, y: 172))
            Headless.advance(by: 0.2)
            app.window.moveTouch(touch, to: CGPoint(x: 80, y: 172))
            app.window.endTouch(touch)
        }
        #expect(recorder.steps.map(\.summary) == ["launch", "touch down at (76, 172)", "advance by 0.2 s",
                                                  "move touch to (80, 172)", "touch up at (80, 172)"])
        #expect(recorder.steps[1].hitChain.first?.hasPrefix("a finger at (76, 172) touches <UIButton") == true)
    }

    @Test func presentationsAndDismissalsMadeByTheTestAreSteps() {
        let recorder = recordingTrace {
            let root = UIViewController()
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = root
            window.makeKeyAndVisible()
            root.present(UIViewController(), animated: false)
            root.dismiss(animated: false)
            withExtendedLifetime(window) {}
        }
        #expect(recorder.steps.map(\.summary) == ["present UIViewController", "dismiss from UIViewController"])
    }

    @Test func offRecordsNothingAndLeavesTheHookEmpty() {
        // The suite's trait has no trace: nothing is installed, so each action costs a nil check.
        #expect(Headless.actionObserver == nil)
        #expect(TraceRecorder.current == nil)
        let recorder = recordingTrace {}
        #expect(recorder.steps.isEmpty)
        #expect(Headless.actionObserver == nil)
        #expect(HeadlessTrait.headless.trace == .off)
        #expect(HeadlessTrait.headless(screen: .iPhoneSE).trace == .off)
        #expect(HeadlessTrait.headless(trace: .retainOnFailure).trace == .retainOnFailure)
    }

    @Test func aLongTraceKeepsPicturesOnlyWithinItsCaps() {
        let limits = TraceLimits(pictureSteps: 12, textSteps: 50, stepsBeforeFailure: 2)
        let recorder = recordingTrace(limits: limits) {
            let app = XCUIApplication(rootViewController: TracedScreen())
            app.launch()
            for step in 2...1_000 {
                Headless.advance(by: 0.1)
                if step == 400 { TraceRecorder.current?.noteFailure("failure at step 400") }
            }
        }
        #expect(recorder.steps.count == 1_000)
        let pictured = recorder.steps.filter { $0.pictureAfter != nil }.map(\.number)
        // The first step, the failing one and the two before it, and the last 12.
        #expect(pictured == [1, 398, 399, 400] + Array(989...1_000))
        let withText = recorder.steps.filter { $0.dumpAfter != nil }.map(\.number)
        #expect(withText == [1, 398, 399, 400] + Array(951...1_000))
        // Every step keeps its summary and time.
        #expect(recorder.steps.allSatisfy { $0.summary == "advance by 0.1 s" || $0.number == 1 })
        #expect(recorder.steps[399].failures == ["failure at step 400"])
    }

    @Test func aTraceWhereEveryStepFailsStillKeepsFewPictures() {
        let limits = TraceLimits(pictureSteps: 12, textSteps: 50, stepsBeforeFailure: 2, failingSteps: 5)
        let recorder = recordingTrace(limits: limits) {
            let app = XCUIApplication(rootViewController: TracedScreen())
            app.launch()
            for step in 2...1_000 {
                Headless.advance(by: 0.1)
                TraceRecorder.current?.noteFailure("failure at step \(step)")
            }
        }
        // The first five failing steps (2 to 6) with the two before each, and the last 12.
        let pictured = recorder.steps.filter { $0.pictureAfter != nil }.map(\.number)
        #expect(pictured == Array(1...6) + Array(989...1_000))
        #expect(recorder.steps.allSatisfy { $0.number == 1 || $0.failures == ["failure at step \($0.number)"] })
    }

    @Test func anObserverInstalledDuringAnActionIsNotToldOfItsEnd() {
        let first = TraceRecorder(mode: .on, title: "first")
        first.install()
        let action = Headless.beginAction(HeadlessAction(.advance, "advance by 1 s"))
        let second = TraceRecorder(mode: .on, title: "second")
        second.install()   // replaces the first while the action runs
        Headless.endAction(action)
        Headless.advance(by: 0.1)
        second.uninstall()
        // The second heard the advance as its one step, and nothing of the action it never saw begin.
        #expect(second.steps.map(\.summary) == ["advance by 0.1 s"])
    }

    @Test func theSameTestGivesTheSameTrace() {
        func run() -> String {
            Headless.reset()
            let recorder = recordingTrace {
                let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: TracedScreen()))
                app.launch()
                app.textFields["Name"].tap()
                app.textFields["Name"].typeText("Ada")
                app.buttons["Greet"].tap()
                app.buttons["More"].tap()
            }
            return TracePage.html(recorder)
        }
        let first = run()
        let second = run()
        #expect(first == second)
        #expect(first.contains("Hello, Ada!"))
    }
}
