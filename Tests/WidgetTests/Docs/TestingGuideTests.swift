// TestingGuideTests.swift: the suite Docs/Testing.md shows, compiled and run as it is shown.
import Testing
import HeadlessTesting
import ViewWidgets

// snippet: headless-trait
@MainActor
@Suite(.headless)
struct CardTests {
    @Test func theCardStretchesWithTheWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 280, height: 120))
        card.autoresizingMask = .flexibleWidth
        window.addSubview(card)
        window.frame.size.width = 400
        #expect(card.frame.width == 360)
    }

    @Test func eachTestStartsAtTimeZero() {
        #expect(Headless.now == 0)
        Headless.advance(by: 5)                // the next test starts at 0 again
    }
}
// end snippet

// snippet: snapshot-test
@MainActor
@Suite(.headless)
struct BadgeSnapshotTests {
    @Test func theBadge() {
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        badge.text = "New"
        badge.textAlignment = .center
        assertSnapshot(of: badge, as: .dump)            // __Snapshots__/TestingGuideTests/theBadge.1.txt
        assertSnapshot(of: badge, as: .accessibility)   // __Snapshots__/TestingGuideTests/theBadge.2.txt
    }
}
// end snippet
