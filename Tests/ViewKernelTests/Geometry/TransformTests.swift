import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@Suite("CGAffineTransform", .headless)
struct TransformTests {
    private func close(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }
    private func close(_ p: CGPoint, _ q: CGPoint) -> Bool { close(p.x, q.x) && close(p.y, q.y) }

    @Test func identityLeavesPointsWhereTheyAre() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform() == .identity)
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    }

    @Test func rotationByAQuarterTurnMapsXOntoY() {
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(p, CGPoint(x: 0, y: 1)))
    }

    @Test func scaleAndTranslationMapPoints() {
        #expect(CGPoint(x: 2, y: 3).applying(CGAffineTransform(scaleX: 2, y: -1)) == CGPoint(x: 4, y: -3))
        #expect(CGPoint(x: 2, y: 3).applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 12, y: 23))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint(x: 1, y: 1).applying(scaleThenMove) == CGPoint(x: 12, y: 2))
        let moveThenScale = CGAffineTransform(translationX: 10, y: 0).concatenating(CGAffineTransform(scaleX: 2, y: 2))
        #expect(CGPoint(x: 1, y: 1).applying(moveThenScale) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedByTranslatesInTheTransformsOwnSpace() {
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 10, y: 0))
        let s = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 3, y: 3)
        #expect(CGPoint(x: 1, y: 0).applying(s) == CGPoint(x: 8, y: 0))
        let r = CGAffineTransform(translationX: 5, y: 0).rotated(by: .pi)
        #expect(close(CGPoint(x: 1, y: 0).applying(r), CGPoint(x: 4, y: 0)))
    }

    @Test func invertedUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).scaledBy(x: 2, y: 3).translatedBy(x: 4, y: -5)
        let p = CGPoint(x: 13, y: -7)
        #expect(close(p.applying(t).applying(t.inverted()), p))
        #expect(t.concatenating(t.inverted()).a.isFinite)
    }

    @Test func aSingularTransformInvertsToItself() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func aRectMapsToTheBoundingBoxOfItsCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(rotated.minX, -50) && close(rotated.minY, 0))
        #expect(close(rotated.width, 50) && close(rotated.height, 100))
    }

    @Test func sizeApplyingIgnoresTranslation() {
        let size = CGSize(width: 10, height: 20).applying(CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2))
        #expect(size == CGSize(width: 20, height: 40))
    }
}

@Suite("UIEdgeInsets and UIOffset", .headless)
struct InsetsTests {
    @Test func insetByShrinksEachEdge() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 50)
            .inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(rect == CGRect(x: 2, y: 1, width: 94, height: 46))
    }

    @Test func zeroInsetsAreEqualToDefaultInsets() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets())
        #expect(UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0) != .zero)
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
    }
}
