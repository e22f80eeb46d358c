// BezierPathTests.swift: UIBezierPath as UIKit documents it: its defaults, its shapes, bounds
// and hit-testing, and what fill(), stroke() and addClip() record in the current context.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIBezierPath", .headless)
struct BezierPathTests {
    /// What `body` paints into a 100x100 image renderer.
    private func commands(_ body: () -> Void) -> [DrawingCommand] {
        UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in body() }.drawingCommands
    }

    @Test func theDrawingSettingsHaveUIKitsDefaults() {
        let path = UIBezierPath()
        #expect(path.lineWidth == 1)
        #expect(path.lineCapStyle == .butt)
        #expect(path.lineJoinStyle == .miter)
        #expect(path.miterLimit == 10)
        #expect(path.flatness == CGFloat(0.6))
        #expect(path.usesEvenOddFillRule == false)
        #expect(path.isEmpty)
        #expect(path.currentPoint == .zero)
    }

    @Test func shapesHaveTheirBounds() {
        #expect(UIBezierPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4)).bounds == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 20)).bounds == CGRect(x: 0, y: 0, width: 10, height: 20))
        let rounded = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerRadius: 50)
        #expect(rounded.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        // The radius is clamped to half the shorter side: the path starts 10 points in.
        #expect(rounded.cgPath.description.hasPrefix("M 10 0 L 30 0 C "))
    }

    @Test func onlyTheChosenCornersAreRoundedByTheRadiiWidth() {
        let path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100),
                                byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 20, height: 5))
        #expect(path.cgPath.description.hasPrefix("M 20 0 L 100 0 L 100 100 L 0 100 L 0 20 C "))
        #expect(path.contains(CGPoint(x: 99.5, y: 0.5)))
        #expect(!path.contains(CGPoint(x: 1, y: 1)))
        // The height of the radii is ignored, as UIKit ignores it: the curve reaches 20 points down.
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    @Test func aClockwiseArcIsClockwiseOnScreen() {
        let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // One quarter, from the right to the bottom.
        #expect(path.cgPath.description.filter { $0 == "C" }.count == 1)
        #expect(abs(path.currentPoint.x) < 0.0001 && abs(path.currentPoint.y - 10) < 0.0001)
        let other = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(other.cgPath.description.filter { $0 == "C" }.count == 3)
    }

    @Test func linesCurvesAndCloseBuildAPath() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 20, y: 5))
        path.addCurve(to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 5, y: 15), controlPoint2: CGPoint(x: 0, y: 15))
        path.close()
        #expect(path.cgPath.description == "M 0 0 L 10 0 Q 20 5 10 10 C 5 15 0 15 0 10 Z")
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 20, height: 15))
        #expect(path.currentPoint == .zero)
        #expect(path.contains(CGPoint(x: 5, y: 5)))
    }

    @Test func reversingRunsEachSubpathBackwards() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 10))
        path.lineWidth = 3
        let reversed = path.reversing()
        #expect(reversed.cgPath.description == "M 10 10 L 10 0 L 0 0")
        #expect(reversed.lineWidth == 3)
    }

    @Test func applyTransformsAndAppendAdds() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.apply(CGAffineTransform(translationX: 5, y: 0))
        #expect(path.bounds == CGRect(x: 5, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 100, y: 100, width: 1, height: 1)))
        #expect(path.bounds == CGRect(x: 5, y: 0, width: 96, height: 101))
        path.removeAllPoints()
        #expect(path.isEmpty)
    }

    @Test func theDashPatternReadsBack() {
        let path = UIBezierPath()
        path.setLineDash([4, 2], count: 2, phase: 1)
        var pattern = [CGFloat](repeating: 0, count: 2)
        var count = 0
        var phase: CGFloat = 0
        path.getLineDash(&pattern, count: &count, phase: &phase)
        #expect(pattern == [4, 2] && count == 2 && phase == 1)
    }

    @Test func fillRecordsThePathInTheFillColour() {
        let drawn = commands {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).fill()
        }
        #expect(drawn.count == 1)
        #expect(drawn.first?.operation == .fill(.winding))
        #expect(drawn.first?.color == UIColor.red.cgColor)
        #expect(drawn.first?.path == UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath)
    }

    @Test func strokeUsesThePathsLineSettingsAndLeavesTheContextAsItWas() {
        var widthAfter: CGFloat = 0
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50)).image { context in
            UIColor.blue.setStroke()
            let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20))
            path.lineWidth = 4
            path.lineCapStyle = .round
            path.setLineDash([3, 1], count: 2, phase: 0)
            path.stroke()
            context.cgContext.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.cgContext.strokePath()
            widthAfter = context.cgContext.path == nil ? 1 : 0
        }.drawingCommands
        #expect(drawn.count == 2)
        #expect(drawn[0].operation == .stroke && drawn[0].color == UIColor.blue.cgColor)
        #expect(drawn[0].lineWidth == 4 && drawn[0].lineCap == .round && drawn[0].lineDashLengths == [3, 1])
        // The context's own settings were not changed by the path.
        #expect(drawn[1].lineWidth == 1 && drawn[1].lineCap == .butt && drawn[1].lineDashLengths.isEmpty)
        #expect(widthAfter == 1)
    }

    @Test func evenOddFillingIsRecorded() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.usesEvenOddFillRule = true
        #expect(commands { path.fill() }.first?.operation == .fill(.evenOdd))
    }

    @Test func addClipClipsWhatFollows() {
        let drawn = commands {
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).addClip()
            UIRectFill(CGRect(x: 0, y: 0, width: 100, height: 100))
        }
        #expect(drawn.count == 1)
        #expect(drawn[0].clip.map(\.path) == [UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath])
    }

    @Test func withoutAContextNothingHappens() {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1)).fill()
        UIColor.red.set()
    }

    @Test func copiesAreIndependent() throws {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        path.lineWidth = 5
        let copy = try #require(path.copy() as? UIBezierPath)
        copy.apply(CGAffineTransform(scaleX: 2, y: 2))
        #expect(copy.lineWidth == 5)
        #expect(path.bounds.width == 1 && copy.bounds.width == 2)
    }
}
