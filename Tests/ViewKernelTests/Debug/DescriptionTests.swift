import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel
import TestSupport

/// A user subclass: the dump prints its own class name.
@MainActor
final class BadgeView: UIView {}

@MainActor
@Suite("Tree dump", .headless)
struct DescriptionTests {
    @Test func aPlainViewPrintsOnlyItsFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(view.description == "<UIView; frame = (0 0; 320 480)>")
    }

    @Test func numbersPrintShortest() {
        let view = UIView(frame: CGRect(x: 20.5, y: -0.0, width: 100.25, height: 1.0 / 3.0))
        #expect(view.description == "<UIView; frame = (20.5 0; 100.25 0.333333)>")
    }

    @Test func fieldsThatDifferFromTheDefaultPrintInUIKitsOrder() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        view.tag = 9
        view.isUserInteractionEnabled = false
        view.autoresizingMask = [.flexibleBottomMargin, .flexibleWidth, .flexibleLeftMargin, .flexibleHeight]
        view.isOpaque = false
        view.alpha = 0.5
        view.isHidden = true
        view.clipsToBounds = true
        #expect(view.description == "<UIView; frame = (1 2; 3 4); clipsToBounds = YES; hidden = YES; alpha = 0.5; opaque = NO; autoresize = LM+W+H+BM; userInteractionEnabled = NO; tag = 9>")
    }

    @Test func aSubclassPrintsItsOwnClassName() {
        #expect(BadgeView(frame: CGRect(x: 0, y: 0, width: 1, height: 1)).description == "<BadgeView; frame = (0 0; 1 1)>")
    }

    @Test func childrenAreIndentedOnePrefixPerLevel() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let child = UIView(frame: CGRect(x: 1, y: 1, width: 5, height: 5))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        let sibling = UIView(frame: CGRect(x: 2, y: 2, width: 2, height: 2))
        root.addSubview(child)
        child.addSubview(grandchild)
        root.addSubview(sibling)
        #expect(root.recursiveDescription() == """
            <UIView; frame = (0 0; 10 10)>
               | <UIView; frame = (1 1; 5 5)>
               |    | <UIView; frame = (0 0; 1 1)>
               | <UIView; frame = (2 2; 2 2)>
            """)
    }

    @Test func aSubclassCanAddItsOwnFields() {
        final class Captioned: UIView {
            var caption = "Hi"
            override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
                super.appendDescriptionFields(to: &fields)
                fields.leading.append("text = '\(caption)'")
                fields.trailing.append("contentOffset: {0, 10}")
            }
        }
        let view = Captioned(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
        view.tag = 3
        #expect(view.description == "<Captioned; frame = (0 0; 5 5); text = 'Hi'; tag = 3; contentOffset: {0, 10}>")
    }

    @Test func aSmallTreeMatchesItsGoldenDump() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        header.autoresizingMask = .flexibleWidth
        header.tag = 1
        window.addSubview(header)
        let card = BadgeView(frame: CGRect(x: 20, y: 84, width: 280, height: 120))
        card.clipsToBounds = true
        window.addSubview(card)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
        badge.alpha = 0.5
        card.addSubview(badge)
        let hidden = UIView(frame: CGRect(x: 0, y: 440, width: 320, height: 40))
        hidden.isHidden = true
        hidden.isUserInteractionEnabled = false
        window.addSubview(hidden)
        window.makeKeyAndVisible()
        window.frame.size.width = 400
        expectMatchesGolden(window.recursiveDescription())
    }

    @Test func aDeepChainDumpsEveryLevelWithItsIndentationCapped() {
        // Built from the bottom up. Past 64 levels the indentation stops growing and each line
        // says its depth, so the dump grows with the depth, not its square.
        var root = UIView()
        for _ in 0..<3_000 {
            let parent = UIView()
            parent.addSubview(root)
            root = parent
        }
        let dump = root.recursiveDescription()
        let lines = dump.split(separator: "\n")
        #expect(lines.count == 3_001)
        #expect(lines[64] == Substring(String(repeating: "   | ", count: 64) + "<UIView; frame = (0 0; 0 0)>"))
        #expect(dump.hasSuffix(String(repeating: "   | ", count: 64) + "[depth 3000] <UIView; frame = (0 0; 0 0)>"))
    }
}

@MainActor
@Suite("Diagnostics and bad input", .headless)
struct DiagnosticsTests {
    @Test func aNaNCenterIsReportedAndLeavesTheViewUnchanged() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let messages = Headless.recordingViolations { view.center = CGPoint(x: CGFloat.nan, y: 0) }
        #expect(messages == ["CALayer position contains NaN: [nan 0]"])
        #expect(view.center == CGPoint(x: 5, y: 5))
    }

    @Test func aNaNFrameIsReportedAndLeavesTheViewUnchanged() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let messages = Headless.recordingViolations { view.frame = CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10) }
        #expect(messages == ["CALayer position contains NaN: [5 nan]"])
        #expect(view.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func infiniteBoundsAreReported() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let messages = Headless.recordingViolations { view.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1) }
        #expect(messages == ["CALayer bounds contains NaN: [0 0; inf 1]"])
        #expect(view.bounds.size == CGSize(width: 10, height: 10))
    }

    @Test func aNaNTransformIsReportedAndIgnored() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let messages = Headless.recordingViolations { view.transform = CGAffineTransform(rotationAngle: .nan) }
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("CALayer transform contains NaN") == true)
        #expect(view.transform == .identity)
    }

    @Test func recordingNestsAndReturnsOnlyItsOwnMessages() {
        let view = UIView()
        var inner: [String] = []
        let outer = Headless.recordingViolations {
            view.addSubview(view)
            inner = Headless.recordingViolations { view.center = CGPoint(x: CGFloat.nan, y: 1) }
        }
        #expect(outer == ["Can't add self as subview"])
        #expect(inner == ["CALayer position contains NaN: [nan 1]"])
        #expect(!Headless.isRecordingViolations)
    }
}
