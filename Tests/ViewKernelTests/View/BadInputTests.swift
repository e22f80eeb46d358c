// BadInputTests.swift: bad input to the kernel is reported as UIKit reports it (or gives nil, as
// UIImage does) and changes nothing: non-finite geometry, out-of-range indexes, degenerate
// transforms, odd intervals, and malformed, truncated, huge or corrupted image files.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@_spi(Testing) import ViewKernel

/// A parent with an autoresizing child, laid out, so that a refused change can be seen to leave
/// the geometry, the child and the layout marks alone.
@MainActor
private func makeLaidOutPair() -> (parent: UIView, child: UIView) {
    let parent = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 60))
    let child = UIView(frame: CGRect(x: 5, y: 5, width: 90, height: 50))
    child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    parent.addSubview(child)
    parent.layoutIfNeeded()
    return (parent, child)
}

@MainActor
@Suite("Bad geometry is reported with CALayer's messages and changes nothing", .headless)
struct BadGeometryTests {
    @Test(arguments: [
        (CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), "CALayer position contains NaN: [nan 5]"),
        (CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10), "CALayer position contains NaN: [5 inf]"),
        (CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 10), "CALayer position contains NaN: [-inf 5]"),
        (CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan), "CALayer position contains NaN: [5 nan]"),
    ])
    func aNonFiniteFrameIsReportedAndChangesNothing(frame: CGRect, message: String) {
        let (parent, child) = makeLaidOutPair()
        let messages = Headless.recordingViolations { parent.frame = frame }
        #expect(messages == [message])
        #expect(parent.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
        #expect(child.frame == CGRect(x: 5, y: 5, width: 90, height: 50))
        #expect(!parent.needsLayout)
    }

    @Test(arguments: [
        (CGRect(x: 0, y: CGFloat.nan, width: 100, height: 60), "CALayer bounds contains NaN: [0 nan; 100 60]"),
        (CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 60), "CALayer bounds contains NaN: [0 0; inf 60]"),
        (CGRect(x: -CGFloat.infinity, y: 0, width: 100, height: -CGFloat.infinity), "CALayer bounds contains NaN: [-inf 0; 100 -inf]"),
    ])
    func nonFiniteBoundsAreReportedAndChangeNothing(bounds: CGRect, message: String) {
        let (parent, child) = makeLaidOutPair()
        let messages = Headless.recordingViolations { parent.bounds = bounds }
        #expect(messages == [message])
        #expect(parent.bounds == CGRect(x: 0, y: 0, width: 100, height: 60))
        #expect(child.frame == CGRect(x: 5, y: 5, width: 90, height: 50))
        #expect(!parent.needsLayout)
    }

    @Test func aFrameOfNegativeSizeIsCentredOnItsMidPoint() {
        // As CGRectGetMidX/MidY give it: x + width / 2 (autoresizing makes such frames when a
        // superview shrinks below a subview's fixed margins). The frame reads back standardized.
        let view = UIView()
        view.frame = CGRect(x: 0, y: 10, width: -10, height: -20)
        #expect(view.center == CGPoint(x: -5, y: 0))
        #expect(view.frame == CGRect(x: -10, y: -10, width: 10, height: 20))
    }

    @Test func aNonFiniteCenterIsReportedAndChangesNothing() {
        let (parent, _) = makeLaidOutPair()
        let messages = Headless.recordingViolations {
            parent.center = CGPoint(x: CGFloat.infinity, y: 0)
            parent.center = CGPoint(x: 1, y: -CGFloat.nan)
        }
        #expect(messages == ["CALayer position contains NaN: [inf 0]", "CALayer position contains NaN: [1 nan]"])
        #expect(parent.center == CGPoint(x: 60, y: 50))
    }

    @Test func aNonFiniteTransformIsReportedWithEveryEntryAndChangesNothing() {
        let (parent, child) = makeLaidOutPair()
        let messages = Headless.recordingViolations {
            parent.transform = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: .nan, ty: 0)
            parent.transform = CGAffineTransform(scaleX: .infinity, y: 1)
        }
        #expect(messages == ["CALayer transform contains NaN: [1 0 0 1 nan 0]", "CALayer transform contains NaN: [inf 0 0 1 0 0]"])
        #expect(parent.transform == .identity)
        #expect(parent.frame == CGRect(x: 10, y: 20, width: 100, height: 60))
        #expect(child.frame == CGRect(x: 5, y: 5, width: 90, height: 50))
    }

    @Test func aNonFiniteAnchorPointIsReportedAndChangesNothing() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let messages = Headless.recordingViolations { view.layer.anchorPoint = CGPoint(x: CGFloat.nan, y: 0.5) }
        #expect(messages == ["CALayer anchorPoint contains NaN: [nan 0.5]"])
        #expect(view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
    }

    @Test func aNonFiniteChangeInsideAnAnimationIsReportedAndAnimatesNothing() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let messages = Headless.recordingViolations {
            UIView.animate(withDuration: 1) { view.center = CGPoint(x: CGFloat.nan, y: 5) }
        }
        #expect(messages == ["CALayer position contains NaN: [nan 5]"])
        #expect(view.layer.animationKeys() == nil)
        #expect(view.center == CGPoint(x: 5, y: 5))
        // Nothing non-finite is left for a later turn to trip over.
        let later = Headless.recordingViolations { Headless.runUntilIdle() }
        #expect(later.isEmpty)
        #expect(view.layer.presentation()?.position == CGPoint(x: 5, y: 5))
    }

    @Test func aNonFinitePointHitsNothingAndConvertsWithoutCrashing() {
        let (parent, child) = makeLaidOutPair()
        #expect(parent.hitTest(CGPoint(x: CGFloat.nan, y: 5), with: nil) == nil)
        #expect(!parent.point(inside: CGPoint(x: 5, y: CGFloat.infinity), with: nil))
        #expect(child.convert(CGPoint(x: CGFloat.nan, y: 0), to: parent).x.isNaN)
    }
}

@MainActor
@Suite("Degenerate transforms, indexes and intervals", .headless)
struct BadArgumentTests {
    @Test(arguments: [CGAffineTransform(scaleX: 0, y: 0), CGAffineTransform(scaleX: 1, y: 0),
                      CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)])
    func aViewWhoseTransformCollapsesItIsNeverHit(transform: CGAffineTransform) {
        // A collapsed view covers no area: touches go to what is behind it, not to it or its
        // subviews (the inverse transform does not exist to carry the point into it).
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let collapsed = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        collapsed.addSubview(inner)
        parent.addSubview(collapsed)
        collapsed.transform = transform
        for point in [CGPoint(x: 50, y: 50), CGPoint(x: 1, y: 99), CGPoint(x: 99, y: 1)] {
            #expect(parent.hitTest(point, with: nil) === parent, "at \(point)")
        }
    }

    @Test func exchangingSubviewsOfAnEmptyViewGivesNSArraysEmptyArrayMessage() {
        let view = UIView()
        let messages = Headless.recordingViolations { view.exchangeSubview(at: 0, withSubviewAt: 0) }
        #expect(messages == ["*** -[__NSArrayM exchangeObjectAtIndex:withObjectAtIndex:]: index 0 beyond bounds for empty array"])
    }

    @Test func aNegativeIndexIsReportedAsTheUnsignedIndexNSArraySees() {
        let view = UIView(), a = UIView(), b = UIView()
        view.addSubview(a)
        view.addSubview(b)
        let messages = Headless.recordingViolations { view.exchangeSubview(at: 1, withSubviewAt: -1) }
        #expect(messages == ["*** -[__NSArrayM exchangeObjectAtIndex:withObjectAtIndex:]: index 18446744073709551615 beyond bounds [0 .. 1]"])
        #expect(view.subviews == [a, b])
    }

    @Test(arguments: [TimeInterval.nan, .infinity, -.infinity, -5])
    func advancingByANonFiniteOrNegativeIntervalMovesNoTime(interval: TimeInterval) {
        var ran = false
        Headless.schedule(after: 0) { ran = true }
        Headless.advance(by: interval)
        #expect(Headless.now == 0)
        #expect(ran)
    }

    @Test func resettingWhileRecordingKeepsRecording() {
        let messages = Headless.recordingViolations {
            UIView().exchangeSubview(at: 0, withSubviewAt: 1)
            Headless.reset()
            #expect(Headless.isRecordingViolations)
            UIView().center = CGPoint(x: CGFloat.nan, y: 0)
        }
        #expect(messages == ["CALayer position contains NaN: [nan 0]"])
        #expect(!Headless.isRecordingViolations)
    }

    @Test func workScheduledAfterANaNDelayIsRefusedAndNeverRuns() {
        // Issue 25: a NaN delay names no time; it used to run on the next turn without a report.
        var ran = false
        let messages = Headless.recordingViolations { Headless.schedule(after: .nan) { ran = true } }
        #expect(messages == ["Headless.schedule(after:) needs a delay, not nan; the work is not scheduled"])
        Headless.advance(by: 0)
        #expect(!ran)
        Headless.runUntilIdle(limit: .nan)
        #expect(Headless.now == 0)
    }
}

@Suite("Bad image files give nil, never a crash", .headless)
struct BadImageFileTests {
    private static let samples: [(name: String, data: Data)] = [
        ("PNG", TestImageFiles.png(width: 7, height: 5)),
        ("JPEG", TestImageFiles.jpeg(width: 9, height: 17)),
        ("GIF", TestImageFiles.gif(width: 6, height: 4)),
    ]

    /// `data` with `bytes` written at `offset`.
    private func patched(_ data: Data, at offset: Int, _ bytes: [UInt8]) -> Data {
        var copy = [UInt8](data)
        copy.replaceSubrange(offset..<(offset + bytes.count), with: bytes)
        return Data(copy)
    }

    /// The offset of the JPEG's start-of-frame height field (after FF C0, length, precision).
    private func jpegSizeOffset(_ data: Data) -> Int {
        let bytes = [UInt8](data)
        let marker = bytes.indices.first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 } ?? 0
        return marker + 5
    }

    @Test func everyTruncationOfAnImageFileIsNil() {
        for (name, data) in Self.samples {
            #expect(UIImage(data: data) != nil, "the whole \(name) reads")
            for length in 0..<data.count {
                #expect(UIImage(data: data.prefix(length)) == nil, "\(name) cut to \(length) of \(data.count) bytes")
            }
        }
    }

    @Test func sidesAndAreasBeyondTheLimitsAreNil() {
        let png = TestImageFiles.png(width: 1, height: 1)
        for side: [UInt8] in [[0x00, 0x01, 0x00, 0x00], [0x7F, 0xFF, 0xFF, 0xFF], [0xFF, 0xFF, 0xFF, 0xFF]] {
            #expect(UIImage(data: patched(png, at: 16, side)) == nil, "PNG width \(side)")
            #expect(UIImage(data: patched(png, at: 20, side)) == nil, "PNG height \(side)")
        }
        let jpeg = TestImageFiles.jpeg(width: 8, height: 8)
        let gif = TestImageFiles.gif(width: 1, height: 1)
        // 65,535 x 65,535 is within the side limit but beyond 256 megapixels.
        #expect(UIImage(data: patched(jpeg, at: jpegSizeOffset(jpeg), [0xFF, 0xFF, 0xFF, 0xFF])) == nil)
        #expect(UIImage(data: patched(gif, at: 6, [0xFF, 0xFF, 0xFF, 0xFF])) == nil)
        #expect(UIImage(data: patched(png, at: 16, [0, 0, 0x40, 0x00, 0, 0, 0x40, 0x01])) == nil, "16,384 x 16,385")
    }

    @Test func sizesAtTheLimitsAreRead() throws {
        // 65,535 x 4,096 pixels is 268,431,360, just under 256 megapixels (2^28).
        let jpeg = TestImageFiles.jpeg(width: 8, height: 8)
        let image = try #require(UIImage(data: patched(jpeg, at: jpegSizeOffset(jpeg), [0x10, 0x00, 0xFF, 0xFF])))
        #expect(image.size == CGSize(width: 65_535, height: 4_096))
        let png = TestImageFiles.png(width: 1, height: 1)
        let square = try #require(UIImage(data: patched(png, at: 16, [0, 0, 0x40, 0, 0, 0, 0x40, 0])))
        #expect(square.size == CGSize(width: 16_384, height: 16_384))
    }

    @Test func malformedHeadersAreNil() {
        let png = TestImageFiles.png(width: 2, height: 2)
        #expect(UIImage(data: patched(png, at: 24, [3])) == nil, "PNG bit depth 3")
        #expect(UIImage(data: patched(png, at: 25, [5])) == nil, "PNG colour type 5")
        #expect(UIImage(data: patched(png, at: 8, [0, 0, 0, 12])) == nil, "PNG IHDR of length 12")
        #expect(UIImage(data: patched(png, at: 33, [0xFF, 0xFF, 0xFF, 0xFF])) == nil, "PNG chunk of length 2^32 - 1")
        #expect(UIImage(data: patched(png, at: 33, [0x7F, 0xFF, 0xFF, 0xF0])) == nil, "PNG chunk running past the end")
        let jpeg = TestImageFiles.jpeg(width: 8, height: 8)
        #expect(UIImage(data: patched(jpeg, at: 4, [0, 0])) == nil, "JPEG segment of length 0")
        #expect(UIImage(data: patched(jpeg, at: 4, [0, 1])) == nil, "JPEG segment of length 1")
        #expect(UIImage(data: patched(jpeg, at: 2, [0x12])) == nil, "JPEG segment without its 0xFF")
        #expect(UIImage(data: patched(jpeg, at: jpegSizeOffset(jpeg) - 3, [0, 7])) == nil, "JPEG start of frame too short")
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD8, 0xFF, 0xD9])) == nil, "JPEG with a second start of image")
        let gif = TestImageFiles.gif(width: 2, height: 2)
        // The 13-byte screen descriptor and a 6-byte colour table come before the first block.
        #expect(UIImage(data: gif.prefix(19) + Data([0x3B])) == nil, "GIF without an image")
        #expect(UIImage(data: gif.prefix(19) + Data([0x99, 0x3B])) == nil, "GIF with an unknown block")
        #expect(UIImage(data: patched(gif, at: 10, [0x87])) == nil, "GIF whose colour table runs past the end")
    }

    @Test func randomCorruptionsNeverCrashAndGiveNilOrASizeWithinTheLimits() {
        var generator = SeededGenerator(seed: 0xBAD_1A6E)
        var read = 0
        for (name, data) in Self.samples {
            for trial in 0..<600 {
                var bytes = [UInt8](data)
                for _ in 0...generator.index(below: 4) {
                    let at = generator.index(below: bytes.count)
                    switch generator.index(below: 5) {
                    case 0: bytes[at] ^= UInt8(1 << generator.index(below: 8))
                    case 1: bytes[at] = generator.pick([0x00, 0xFF, 0x7F, 0x80, 0x3B, 0x21, 0x2C])
                    case 2: bytes.insert(UInt8(truncatingIfNeeded: generator.next()), at: at)
                    case 3: bytes.remove(at: at)
                    default: bytes.removeLast(generator.index(below: min(8, bytes.count)))
                    }
                    if bytes.isEmpty { bytes = [0] }
                }
                let image = UIImage(data: Data(bytes))
                #expect(UIImage(data: Data(bytes))?.size == image?.size, "\(name) #\(trial) reads the same twice")
                guard let size = image?.size else { continue }
                read += 1
                #expect(size.width >= 1 && size.height >= 1 && size.width <= 65_535 && size.height <= 65_535
                        && size.width * size.height <= 268_435_456, "\(name) #\(trial): \(size)")
            }
        }
        // Some corruptions leave a readable file (a flipped pixel); most do not.
        #expect(read > 0 && read < 1_800)
    }
}
