// StackNonFiniteSpacingTests.swift: a stack view refuses a NaN or infinite spacing, and custom
// spacing, with a logged message and keeps its views where they were; the sentinels
// `spacingUseDefault` and `spacingUseSystem` keep working (Docs/Reliability.md, "Bad input").
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Stack views with non-finite spacing", .headless)
struct StackNonFiniteSpacingTests {
    /// Three boxes 50, 60 and 70 wide, 10 apart, in a 300 x 50 root.
    private func row() -> (stack: UIStackView, boxes: [Box], root: UIView) {
        let boxes = [Box(50, 20), Box(60, 20), Box(70, 20)]
        let stack = UIStackView(arrangedSubviews: boxes)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        let root = place(stack)
        return (stack, boxes, root)
    }

    private let placed = [CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 110, y: 0, width: 60, height: 50),
                          CGRect(x: 230, y: 0, width: 70, height: 50)]

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteSpacingIsRefusedAndTheViewsStay(value: CGFloat) {
        let (stack, boxes, root) = row()
        #expect(boxes.map(\.frame) == placed)

        let messages = Headless.recordingViolations {
            stack.spacing = value
            root.layoutIfNeeded()
        }

        #expect(messages == ["UIStackView spacing \(value.isNaN ? "nan" : value < 0 ? "-inf" : "inf") is refused: it must be finite; 10 is kept"])
        #expect(stack.spacing == 10)
        #expect(boxes.map(\.frame) == placed)
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func aNonFiniteCustomSpacingIsRefusedAndTheCustomSpacingStays(value: CGFloat) {
        let (stack, boxes, root) = row()
        stack.distribution = .fill
        stack.setCustomSpacing(4, after: boxes[0])
        root.layoutIfNeeded()
        let before = boxes.map(\.frame)

        let messages = Headless.recordingViolations {
            stack.setCustomSpacing(value, after: boxes[0])
            stack.setCustomSpacing(value, after: boxes[1])
            root.layoutIfNeeded()
        }

        let text = value.isNaN ? "nan" : "inf"
        #expect(messages == ["UIStackView custom spacing \(text) is refused: it must be finite; 4 is kept",
                             "UIStackView custom spacing \(text) is refused: it must be finite; spacingUseDefault is kept"])
        #expect(stack.customSpacing(after: boxes[0]) == 4)
        #expect(stack.customSpacing(after: boxes[1]) == UIStackView.spacingUseDefault)
        #expect(boxes.map(\.frame) == before)
        #expect(boxes.allSatisfy { $0.frame.origin.x.isFinite && $0.frame.width.isFinite })
    }

    @Test func theSentinelSpacingsStillWork() {
        let (stack, boxes, root) = row()
        stack.distribution = .fill
        let messages = Headless.recordingViolations {
            stack.spacing = UIStackView.spacingUseSystem
            stack.setCustomSpacing(UIStackView.spacingUseSystem, after: boxes[0])
            stack.setCustomSpacing(20, after: boxes[1])
            stack.setCustomSpacing(UIStackView.spacingUseDefault, after: boxes[1])
            root.layoutIfNeeded()
        }
        #expect(messages.isEmpty)
        #expect(stack.spacing == UIStackView.spacingUseSystem)
        #expect(stack.customSpacing(after: boxes[0]) == UIStackView.spacingUseSystem)
        #expect(stack.customSpacing(after: boxes[1]) == UIStackView.spacingUseDefault)
        // The standard space is 8 points here, before and after the middle box.
        #expect(boxes[1].frame.minX - boxes[0].frame.maxX == 8)
        #expect(boxes[2].frame.minX - boxes[1].frame.maxX == 8)
    }
}
