import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite("Appearance defaults", .headless)
struct AppearanceTests {
    @Test func aNewViewHasUIKitsDefaults() {
        let view = UIView()
        #expect(view.alpha == 1)
        #expect(view.isHidden == false)
        #expect(view.isOpaque == true)
        #expect(view.backgroundColor == nil)
        #expect(view.clipsToBounds == false)
        #expect(view.isUserInteractionEnabled == true)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.autoresizingMask == [])
        #expect(view.autoresizesSubviews == true)
        #expect(view.tag == 0)
        #expect(view.transform == .identity)
        #expect(view.frame == .zero)
    }

    @Test func aNewLayerHasCoreAnimationsDefaults() {
        let layer = UIView().layer
        #expect(layer.cornerRadius == 0)
        #expect(layer.borderWidth == 0)
        #expect(layer.borderColor == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        #expect(layer.opacity == 1)
        #expect(layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    @Test func clipsToBoundsAndMasksToBoundsAreOneFlag() {
        let view = UIView()
        view.clipsToBounds = true
        #expect(view.layer.masksToBounds)
        view.layer.masksToBounds = false
        #expect(!view.clipsToBounds)
    }

    @Test func theLayerMirrorsTheViewsGeometry() {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 40))
        #expect(view.layer.position == view.center)
        #expect(view.layer.bounds == view.bounds)
        view.alpha = 0.5
        #expect(view.layer.opacity == 0.5)
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(view.layer.affineTransform() == view.transform)
        view.layer.position = CGPoint(x: 100, y: 100)
        #expect(view.center == CGPoint(x: 100, y: 100))
        #expect(view.layer.delegate === view)
    }

    @Test func theBackgroundColorReachesTheLayer() {
        let view = UIView()
        view.backgroundColor = .red
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
        view.backgroundColor = nil
        #expect(view.layer.backgroundColor == nil)
    }

    @Test func contentModeRawValuesAreUIKits() {
        let expected: [(UIView.ContentMode, Int)] = [
            (.scaleToFill, 0), (.scaleAspectFit, 1), (.scaleAspectFill, 2), (.redraw, 3), (.center, 4),
            (.top, 5), (.bottom, 6), (.left, 7), (.right, 8), (.topLeft, 9), (.topRight, 10),
            (.bottomLeft, 11), (.bottomRight, 12),
        ]
        for (mode, raw) in expected { #expect(mode.rawValue == raw) }
    }
}

@MainActor
@Suite("UIColor", .headless)
struct ColorTests {
    @Test func coloursWithEqualComponentsAreEqual() {
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(UIColor(white: 0, alpha: 1) == UIColor.black)
        #expect(UIColor.red != UIColor.blue)
        #expect(UIColor.red.hash == UIColor(red: 1, green: 0, blue: 0, alpha: 1).hash)
    }

    @Test func namedColoursHaveUIKitsComponents() {
        func rgba(_ color: UIColor) -> [CGFloat] {
            var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
            color.getRed(&r, green: &g, blue: &b, alpha: &a)
            return [r, g, b, a]
        }
        let third: CGFloat = 1.0 / 3.0, twoThirds: CGFloat = 2.0 / 3.0
        #expect(rgba(.darkGray) == [third, third, third, 1])
        #expect(rgba(.lightGray) == [twoThirds, twoThirds, twoThirds, 1])
        #expect(rgba(.gray) == [0.5, 0.5, 0.5, 1])
        #expect(rgba(.orange) == [1, 0.5, 0, 1])
        #expect(rgba(.purple) == [0.5, 0, 0.5, 1])
        #expect(rgba(.brown) == [0.6, 0.4, 0.2, 1])
        #expect(rgba(.cyan) == [0, 1, 1, 1])
        #expect(rgba(.magenta) == [1, 0, 1, 1])
        #expect(rgba(.yellow) == [1, 1, 0, 1])
        #expect(rgba(.clear) == [0, 0, 0, 0])
    }

    @Test func withAlphaComponentKeepsTheColour() {
        let faded = UIColor.red.withAlphaComponent(0.25)
        #expect(faded == UIColor(red: 1, green: 0, blue: 0, alpha: 0.25))
        #expect(faded.cgColor.alpha == 0.25)
    }

    @Test func descriptionNamesTheColourSpace() {
        #expect(UIColor.red.description == "UIExtendedSRGBColorSpace 1 0 0 1")
        #expect(UIColor.white.description == "UIExtendedGrayColorSpace 1 1")
    }
}
