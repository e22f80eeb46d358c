// PathTests.swift: CGPath and CGMutablePath as CoreGraphics documents them: the elements shapes
// are made of, arcs and their direction, bounding boxes, hit-testing by fill rule, copying.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("CGPath", .headless)
struct PathTests {
    /// The elements of `path` as (type, points) pairs.
    private func elements(of path: CGPath) -> [(CGPathElementType, [CGPoint])] {
        var result: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count: Int
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: count = 1
            case .addQuadCurveToPoint: count = 2
            case .addCurveToPoint: count = 3
            case .closeSubpath: count = 0
            }
            result.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        return result
    }

    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 0.0001 && abs(a.y - b.y) < 0.0001
    }

    @Test func aRectangleIsAMoveThreeLinesAndAClose() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        let parts = elements(of: path)
        #expect(parts.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addLineToPoint, .closeSubpath])
        #expect(parts.map(\.1) == [[CGPoint(x: 10, y: 20)], [CGPoint(x: 40, y: 20)], [CGPoint(x: 40, y: 60)],
                                   [CGPoint(x: 10, y: 60)], []])
        var rect = CGRect.zero
        #expect(path.isRect(&rect))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func anEllipseStartsAtTheRightAndGoesClockwiseOnScreen() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        let parts = elements(of: path)
        #expect(parts.map(\.0) == [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint,
                                   .addCurveToPoint, .closeSubpath])
        #expect(parts[0].1 == [CGPoint(x: 100, y: 25)])
        // The first quarter ends at the bottom (y grows downwards on screen).
        #expect(parts[1].1.last == CGPoint(x: 50, y: 50))
        #expect(path.isRect(nil) == false)
    }

    @Test func aClockwiseArcTurnsTheAngleDownAndACounterclockwiseOneUp() {
        // CoreGraphics' "clockwise" is counterclockwise on UIKit's flipped screen.
        let down = CGMutablePath()
        down.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(close(down.currentPoint, CGPoint(x: 0, y: 10)))
        // Three quarters the long way round: three curves.
        #expect(elements(of: down).filter { $0.0 == .addCurveToPoint }.count == 3)
        #expect(close(elements(of: down)[1].1.last ?? .zero, CGPoint(x: 0, y: -10)))

        let up = CGMutablePath()
        up.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(elements(of: up).filter { $0.0 == .addCurveToPoint }.count == 1)
    }

    @Test func anArcAfterAPointIsJoinedByALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -20, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: .pi, endAngle: 0, clockwise: false)
        let parts = elements(of: path)
        #expect(parts[1].0 == .addLineToPoint)
        #expect(close(parts[1].1[0], CGPoint(x: -10, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 10, y: 0)))
    }

    @Test func aFullTurnOrMoreIsACircle() {
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 5 * .pi, clockwise: false)
        #expect(elements(of: path).filter { $0.0 == .addCurveToPoint }.count == 4)
        let box = path.boundingBoxOfPath
        #expect(abs(box.minX - 40) < 0.001 && abs(box.maxX - 60) < 0.001)
    }

    @Test func theBoundingBoxHoldsControlPointsAndTheTightOneDoesNot() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 100, y: 0), control1: CGPoint(x: 0, y: 100), control2: CGPoint(x: 100, y: 100))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
        let tight = path.boundingBoxOfPath
        #expect(abs(tight.height - 75) < 0.0001)
        #expect(CGPath(rect: .zero, transform: nil).boundingBox == .zero)
        #expect(CGMutablePath().boundingBox.isNull)
    }

    @Test func containsFollowsTheFillRule() {
        let rings = CGMutablePath()
        rings.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        rings.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(rings.contains(CGPoint(x: 50, y: 50), using: .winding))
        #expect(!rings.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(rings.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
        #expect(!rings.contains(CGPoint(x: 150, y: 10)))
        let moved = CGAffineTransform(translationX: 100, y: 0)
        #expect(rings.contains(CGPoint(x: 150, y: 10), transform: moved))
    }

    @Test func anOpenCurveIsClosedForContains() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(path.contains(CGPoint(x: 0, y: 5)))
        #expect(!path.contains(CGPoint(x: 0, y: -5)))
    }

    @Test func aLineWithoutACurrentPointIsLoggedAndIgnored() {
        let path = CGMutablePath()
        let messages = Headless.recordingViolations { path.addLine(to: CGPoint(x: 1, y: 1)) }
        #expect(messages == ["CGPathAddLineToPoint: no current point."])
        #expect(path.isEmpty)
    }

    @Test func addLinesAndTransformsApplyToEveryPoint() {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)],
                      transform: CGAffineTransform(scaleX: 2, y: 3))
        #expect(elements(of: path).map(\.1) == [[.zero], [CGPoint(x: 20, y: 0)], [CGPoint(x: 20, y: 30)]])
        var shift = CGAffineTransform(translationX: 5, y: 5)
        let moved = path.copy(using: &shift)
        #expect(moved?.currentPoint == CGPoint(x: 25, y: 35))
        #expect(path.copy() == path)
        #expect(path.mutableCopy() == path)
    }

    @Test func aTangentArcRoundsTheCorner() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 10)
        let parts = elements(of: path)
        #expect(parts[1].0 == .addLineToPoint)
        #expect(close(parts[1].1[0], CGPoint(x: 90, y: 0)))
        #expect(close(path.currentPoint, CGPoint(x: 100, y: 10)))
    }

    @Test func roundedRectanglesClampTheirCornersWithALogMessage() {
        let messages = Headless.recordingViolations {
            _ = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20), cornerWidth: 15, cornerHeight: 5,
                       transform: nil)
        }
        #expect(messages.count == 1)
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 20), cornerWidth: 5, cornerHeight: 5,
                          transform: nil)
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(path.currentPoint == CGPoint(x: 5, y: 0))
    }

    @Test func pathsReadAsSVGPathData() {
        let path = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 2), transform: nil)
        #expect(path.description == "M 0 0 L 1 0 L 1 2 L 0 2 Z")
    }
}
