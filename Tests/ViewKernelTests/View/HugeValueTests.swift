// HugeValueTests.swift: no floating value makes the kernel trap on a conversion to an integer
// (Docs/Reliability.md, "Bad input"): the one conversion every site uses, `init(clampingFloat:)`,
// over the whole floating range, then each kernel site fed NaN, the infinities, the largest finite
// values and tiny ones, with the result its comment documents.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// The values each site is fed: not numbers, infinite, the largest and huge finite values, and
/// tiny positive ones.
let hostileValues: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                1e300, -1e300, 1e-300, .leastNonzeroMagnitude]

@Suite("init(clampingFloat:) is total and agrees with init(_:) wherever that does not trap")
struct ClampingFloatTests {
    @Test(arguments: [
        (Double.nan, 0), (.infinity, Int.max), (-.infinity, Int.min),
        (.greatestFiniteMagnitude, Int.max), (-.greatestFiniteMagnitude, Int.min),
        (9_223_372_036_854_775_808, Int.max),          // 2^63, Double(Int.max): one past the end
        (-9_223_372_036_854_775_808, Int.min),         // -2^63 is Int.min exactly
        (9_223_372_036_854_774_784, 9_223_372_036_854_774_784),  // the largest Double below 2^63
        (1e-300, 0), (-1e-300, 0), (2.9, 2), (-2.9, -2), (-0.0, 0),
    ])
    func doubleToInt(value: Double, expected: Int) {
        #expect(Int(clampingFloat: value) == expected)
    }

    @Test func otherTypesClampToTheirOwnRange() {
        #expect(UInt8(clampingFloat: Float(300)) == 255)
        #expect(UInt8(clampingFloat: Float(254.9)) == 254)
        #expect(UInt8(clampingFloat: Float(-0.5)) == 0)
        #expect(UInt8(clampingFloat: -Float.infinity) == 0)
        #expect(UInt(clampingFloat: -1e300) == 0)
        #expect(UInt(clampingFloat: Double.infinity) == .max)
        #expect(Int32(clampingFloat: CGFloat(3e9)) == .max)
        #expect(Int32(clampingFloat: CGFloat(-3e9)) == .min)
        #expect(Int32(clampingFloat: CGFloat(-2_147_483_648)) == .min)
        #expect(Int64(clampingFloat: Float.nan) == 0)
        #expect(Int(clampingFloat: Float.greatestFiniteMagnitude) == .max)
    }

    /// Every power of two, its neighbours and its negatives, from 2^-1074 to 2^1023: where
    /// `Int(exactly:)` of the value rounded toward zero gives a number, that; else the clamp.
    @Test func agreesWithTheExactConversionAcrossTheWholeRange() {
        var mismatches: [Double] = []
        for exponent in -1074...1023 {
            let power = Double(sign: .plus, exponent: exponent, significand: 1)
            for value in [power, power.nextUp, power.nextDown, -power, -power.nextUp, -power.nextDown, power * 1.5] {
                let expected = Int(exactly: value.rounded(.towardZero)) ?? (value < 0 ? Int.min : Int.max)
                if Int(clampingFloat: value) != expected { mismatches.append(value) }
                let narrow = Int32(exactly: value.rounded(.towardZero)) ?? (value < 0 ? Int32.min : Int32.max)
                if Int32(clampingFloat: value) != narrow { mismatches.append(value) }
                let unsigned = UInt(exactly: value.rounded(.towardZero)) ?? (value < 0 ? 0 : UInt.max)
                if UInt(clampingFloat: value) != unsigned { mismatches.append(value) }
            }
        }
        #expect(mismatches.isEmpty)
    }
}

/// A view that strokes `path` when drawn: the arc reaches a picture through draw(_:).
private final class PathView: UIView {
    var path = CGMutablePath()

    override func draw(_ rect: CGRect) {
        UIColor.black.setStroke()
        UIBezierPath(cgPath: path).stroke()
    }
}

@MainActor
@Suite("Kernel sites that convert a floating value to an integer", .headless)
struct KernelHugeValueTests {
    /// A relative arc turns through `delta` radians, drawing a curve per quarter turn. NaN and
    /// infinite deltas draw nothing but the move to the start (there is no end angle); finite ones
    /// draw up to 100 turns as given, and beyond that 98 or 99 turns (the same parity, so the
    /// even-odd rule fills as before) plus the rest of `delta` modulo two turns.
    @Test(arguments: hostileValues)
    func aRelativeArcWithAnyDeltaIsDrawn(delta: CGFloat) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let view = PathView(frame: window.bounds)
        view.path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 20, startAngle: 0, delta: delta)
        window.addSubview(view)
        Headless.runUntilIdle()

        let picture = view.renderSVG()
        let curves = view.path.description.filter { $0 == "C" }.count

        #expect(picture.contains("<svg"))
        if curves > 0 { #expect(picture.contains("<path")) }
        #expect(view.path.description.hasPrefix("M 70 50"))
        if !delta.isFinite {
            #expect(curves == 0)
        } else if abs(delta) < .pi / 2 {
            #expect(curves == 1)
        } else {
            #expect((392...400).contains(curves))
            let rest = abs(delta).truncatingRemainder(dividingBy: 4 * .pi)
            let end = (delta < 0 ? -rest : rest)
            #expect(abs(view.path.currentPoint.x - (50 + 20 * cos(end))) < 1e-6)
            #expect(abs(view.path.currentPoint.y - (50 + 20 * sin(end))) < 1e-6)
        }
    }

    @Test func anArcOfAFewTurnsKeepsEveryTurn() {
        let path = CGMutablePath()
        path.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: 3 * 2 * .pi)
        #expect(path.description.filter { $0 == "C" }.count == 12)
        let long = CGMutablePath()
        long.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -100 * 2 * .pi)
        #expect(long.description.filter { $0 == "C" }.count == 400)
    }

    /// A hue is an angle: a finite one wraps into 0..<1; NaN and the infinities have none and read
    /// as 0 (red).
    @Test(arguments: hostileValues)
    func aColourOfAnyHueIsMade(hue: CGFloat) {
        let color = UIColor(hue: hue, saturation: 1, brightness: 1, alpha: 1)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(color.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && blue == 0 && alpha == 1)
        #expect(green >= 0 && green < 1e-9)
    }

    /// A drawing's pixel size: NaN reads 0; beyond `Int.max` pixels (infinity included) `Int.max`.
    @Test(arguments: hostileValues)
    func anImageOfAnySizeHasAPixelSize(side: CGFloat) throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in }
        let cgImage = try #require(image.cgImage)
        let pixels = side.isNaN ? 0 : abs(side) * image.scale
        let expected = pixels >= 9.3e18 ? Int.max : Int(pixels.rounded())
        #expect(cgImage.width == expected)
        #expect(cgImage.height == expected)
    }

    /// The legacy cap widths: the cap insets (already fitted to the image, a NaN one as 0) as whole
    /// numbers, `Int.max` for caps beyond it.
    @Test(arguments: hostileValues)
    func capsOfAnyLengthHaveAWholeWidth(cap: CGFloat) {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1e300, height: 1e300)).image { _ in }
        var resizable = image
        _ = Headless.recordingViolations {
            resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: cap, left: cap, bottom: 0, right: 0))
        }
        let expected = cap.isNaN || cap < 1 ? 0 : Int.max
        #expect(resizable.leftCapWidth == expected)
        #expect(resizable.topCapHeight == expected)
    }

    /// A display scale picks the file variant: the nearest of 1, 2 and 3. The trait collection
    /// keeps no NaN, infinite or negative scale: those mean the screen's (2), as 0 does.
    @Test(arguments: hostileValues)
    func aDisplayScaleOfAnyValuePicksAVariant(scale: CGFloat) throws {
        let directory = TestImageFiles.makeDirectory()
        for (name, side) in [("icon.png", 10), ("icon@2x.png", 20), ("icon@3x.png", 30)] {
            TestImageFiles.write(TestImageFiles.png(width: side, height: side), named: name, in: directory)
        }
        let bundle = try #require(Bundle(path: directory.path))

        let image = try #require(UIImage(named: "icon", in: bundle,
                                         compatibleWith: UITraitCollection(displayScale: scale)))

        let expected: CGFloat = !scale.isFinite || scale <= 0 ? 2 : scale >= 2.5 ? 3 : 1
        #expect(image.scale == expected)
    }
}
