// CoreGraphicsExtrasTests.swift: the CoreGraphics members Foundation lacks on Linux, added by
// ViewKernel/Geometry: `equalTo(_:)` on CGRect, CGPoint and CGSize, and CGVector.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@Suite("CoreGraphics extras", .headless)
struct CoreGraphicsExtrasTests {
    @Test func rectsWithTheSameOriginAndSizeAreEqual() {
        #expect(CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
    }

    @Test func rectsWithAnotherOriginAreNotEqual() {
        #expect(!CGRect(x: 1, y: 2, width: 3, height: 4).equalTo(CGRect(x: 0, y: 2, width: 3, height: 4)))
    }

    @Test func twoNullRectsAreEqual() {
        let null = CGRect.null
        #expect(null.equalTo(CGRect.zero.intersection(CGRect(x: 5, y: 5, width: 1, height: 1))))
    }

    @Test func pointsCompareByTheirCoordinates() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)))
        #expect(!CGPoint(x: 1, y: 2).equalTo(.zero))
    }

    @Test func sizesCompareByWidthAndHeight() {
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)))
        #expect(!CGSize(width: 3, height: 4).equalTo(CGSize(width: 4, height: 3)))
    }

    @Test func aVectorKeepsItsComponents() {
        let vector = CGVector(dx: 3, dy: -4)
        #expect(vector.dx == 3)
        #expect(vector.dy == -4)
    }

    @Test func vectorsMayBeMadeFromIntsAndDoubles() {
        #expect(CGVector(dx: 1 as Int, dy: 2 as Int) == CGVector(dx: 1.0 as Double, dy: 2.0 as Double))
    }

    @Test func theZeroVectorIsTheDefault() {
        #expect(CGVector.zero == CGVector())
        #expect(CGVector() == CGVector(dx: 0, dy: 0))
    }
}
