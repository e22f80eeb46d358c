// AnchorPointTests.swift: iOS 16's `UIView.anchorPoint` and iOS 13's `UIView.transform3D`, which
// read and write the layer's, moving the frame around a fixed `center` as on a device.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIView anchor point and 3-D transform", .headless)
struct AnchorPointTests {
    @Test func movingTheAnchorPointKeepsTheCentreAndMovesTheFrame() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        view.anchorPoint = CGPoint(x: 0, y: 0)
        #expect(view.layer.anchorPoint == CGPoint(x: 0, y: 0))
        #expect(view.center == CGPoint(x: 50, y: 30))
        #expect(view.frame == CGRect(x: 50, y: 30, width: 100, height: 60))
    }

    @Test func aTransformTurnsAroundTheAnchorPoint() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.anchorPoint = CGPoint(x: 0, y: 0)
        view.center = .zero
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 200, height: 120))
    }

    @Test func theThreeDimensionalTransformIsTheLayers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        view.transform3D = CATransform3DMakeScale(2, 2, 1)
        #expect(view.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(view.frame == CGRect(x: -50, y: -30, width: 200, height: 120))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1.0 / 500
        view.transform3D = perspective
        #expect(view.transform3D.m34 == -1.0 / 500)
        #expect(view.layer.transform.m34 == -1.0 / 500)
        #expect(view.transform == .identity)
    }

    @Test func aNonFiniteAnchorPointIsRefusedAsUIKitRaises() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        let messages = Headless.recordingViolations { view.anchorPoint = CGPoint(x: CGFloat.nan, y: 0) }
        #expect(messages.count == 1)
        #expect(view.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }
}
