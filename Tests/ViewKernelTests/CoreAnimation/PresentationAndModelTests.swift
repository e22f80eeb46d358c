// PresentationAndModelTests.swift: `presentation()` and `model()` typed as the SDK declares them
// (`Self?` and `Self`), the copy of the layer's own class, and what a layer of a class declared
// outside the package gives instead.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A layer subclass written as on iOS: its own property, copied into presentation copies by an
/// override of `init(layer:)`.
private final class BadgeLayer: CALayer {
    var count = 0

    override init() {
        super.init()
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? BadgeLayer { count = other.count }
    }
}

@MainActor
@Suite("Presentation and model layers", .headless)
struct PresentationAndModelTests {
    /// Fades `layer` from 1 to 0 over 2 seconds.
    private func fade(_ layer: CALayer) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 2
        layer.opacity = 0
        layer.add(fade, forKey: "fade")
    }

    @Test func aShapeLayersPresentationIsAShapeLayerWithTheAnimatedValue() throws {
        let ring = CAShapeLayer()
        ring.lineWidth = 4
        let draw = CABasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        ring.add(draw, forKey: "draw")
        Headless.advance(by: 0.5)
        // No cast: `presentation()` of a CAShapeLayer is a `CAShapeLayer?`, as in the SDK.
        let shown: CAShapeLayer = try #require(ring.presentation())
        #expect(shown !== ring)
        #expect(shown.strokeEnd == 0.25)
        #expect(shown.lineWidth == 4)
        #expect(ring.strokeEnd == 1)
    }

    @Test func aGradientLayersPresentationIsAGradientLayer() throws {
        let gradient = CAGradientLayer()
        gradient.colors = [CGColor.black, CGColor.white]
        let shown: CAGradientLayer = try #require(gradient.presentation())
        #expect(type(of: shown) == CAGradientLayer.self)
        #expect(shown.colors?.count == 2)
    }

    @Test func modelOfAPresentationCopyIsTheLayerItWasMadeFrom() throws {
        let plain = CALayer()
        fade(plain)
        Headless.advance(by: 1)
        let shown = try #require(plain.presentation())
        #expect(shown.opacity == 0.5)
        #expect(shown.model() === plain)
        #expect(plain.model() === plain)
        let ring = CAShapeLayer()
        let ringModel: CAShapeLayer = try #require(ring.presentation()).model()
        #expect(ringModel === ring)
    }

    @Test func aViewsLayerHasAPresentationMidAnimation() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        Headless.advance(by: 0.5)
        let shown = try #require(view.layer.presentation())
        #expect(shown.opacity > 0 && shown.opacity < 1)
        #expect(shown.model() === view.layer)
    }

    @Test func aLayerOfAnAppsOwnClassHasNoPresentationCopyButItsValuesCanBeRead() throws {
        let badge = BadgeLayer()
        badge.count = 3
        fade(badge)
        Headless.advance(by: 1)
        // Without the Objective-C runtime the package cannot make a BadgeLayer through its
        // `init(layer:)`, so there is no copy (Docs/Differences.md); the values are there.
        #expect(badge.presentation() == nil)
        #expect((badge.presentationValue(forKeyPath: "opacity") as? NSNumber)?.floatValue == 0.5)
        #expect(badge.model() === badge)
        // The override is an ordinary initialiser, as on iOS.
        let copy = BadgeLayer(layer: badge)
        #expect(copy.count == 3)
        #expect(copy.opacity == 0)
    }

    @Test func renderingSettingsHaveCoreAnimationsDefaultsAndAreKept() {
        let layer = CALayer()
        #expect(!layer.shouldRasterize && layer.rasterizationScale == 1 && !layer.drawsAsynchronously)
        #expect(!layer.allowsEdgeAntialiasing && layer.allowsGroupOpacity)
        #expect(layer.edgeAntialiasingMask == [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge])
        #expect(layer.edgeAntialiasingMask.rawValue == 15)
        #expect(layer.minificationFilter == .linear && layer.magnificationFilter == .linear)
        #expect(layer.minificationFilterBias == 0)
        #expect(!layer.isGeometryFlipped && layer.isDoubleSided && !layer.isOpaque && layer.anchorPointZ == 0)
        #expect(layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.contentsCenter == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(layer.maskedCorners.rawValue == 15 && layer.cornerCurve == .circular)
        #expect(CATransform3DIsIdentity(layer.sublayerTransform))

        layer.shouldRasterize = true
        layer.rasterizationScale = 3
        layer.magnificationFilter = .nearest
        layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        layer.cornerCurve = .continuous
        layer.isGeometryFlipped = true
        #expect(layer.shouldRasterize && layer.rasterizationScale == 3)
        #expect(layer.magnificationFilter.rawValue == "nearest" && layer.minificationFilter == .linear)
        #expect(layer.maskedCorners.rawValue == 3 && layer.cornerCurve.rawValue == "continuous")
        #expect(layer.isGeometryFlipped && !layer.drawsAsynchronously)
        // A presentation copy carries them.
        let shown = layer.presentation()
        #expect(shown?.shouldRasterize == true && shown?.rasterizationScale == 3)
        #expect(shown?.cornerCurve == .continuous)
    }

    @Test func containsTestsTheBoundsInTheLayersOwnCoordinates() {
        let layer = CALayer()
        layer.frame = CGRect(x: 50, y: 50, width: 20, height: 10)
        #expect(layer.contains(CGPoint(x: 0, y: 0)))
        #expect(layer.contains(CGPoint(x: 19.5, y: 9.5)))
        #expect(!layer.contains(CGPoint(x: 20, y: 5)))
        #expect(!layer.contains(CGPoint(x: 55, y: 55)))
    }
}
