// BadValueTests.swift: values that are not finite or out of range, second round (issue 25): each
// is refused (reported, nothing changes) or clamped as UIKit documents, and reported when the
// clamp is a decision of ours (Docs/Reliability.md, Docs/Differences.md).
import Foundation
import Testing
import HeadlessTesting
@_spi(Testing) import ViewKernel

@MainActor
@Suite("Out-of-range alpha, font sizes, image scales, cap insets, delays and transforms", .headless)
struct BadValueTests {
    // MARK: - Opacity

    @Test func alphaOutsideZeroToOneIsClampedAsCoreAnimationDocuments() {
        // https://developer.apple.com/documentation/quartzcore/calayer/opacity: "Values outside
        // that range are clamped to the minimum or maximum."
        let view = UIView()
        let messages = Headless.recordingViolations {
            view.alpha = 1.5
            #expect(view.alpha == 1)
            view.alpha = -0.5
            #expect(view.alpha == 0)
            view.layer.opacity = 7
            #expect(view.layer.opacity == 1)
            view.alpha = .infinity
            #expect(view.alpha == 1)
        }
        #expect(messages.isEmpty)
    }

    @Test func aNaNAlphaIsRefusedAndChangesNothing() {
        let view = UIView()
        view.alpha = 0.5
        let messages = Headless.recordingViolations { view.alpha = .nan }
        #expect(messages == ["CALayer opacity is NaN"])
        #expect(view.alpha == 0.5)
        let layerMessages = Headless.recordingViolations { view.layer.opacity = .nan }
        #expect(layerMessages == ["CALayer opacity is NaN"])
        #expect(view.layer.opacity == 0.5)
    }

    // MARK: - Geometry that overflows

    @Test func aTransformThatMakesTheFrameInfiniteIsRefused() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        parent.addSubview(view)
        // 30 × 40 scaled by 1e307 is 3e308 × 4e308: past the largest double.
        let messages = Headless.recordingViolations { view.transform = CGAffineTransform(scaleX: 1e307, y: 1e307) }
        #expect(messages == ["CALayer transform [1e+307 0 0 1e+307 0 0] makes the frame infinite: [-1.5e+308 -inf; inf inf]"])
        #expect(view.transform == .identity)
        #expect(view.frame == CGRect(x: 10, y: 20, width: 30, height: 40))
        // A large but finite result is kept.
        view.transform = CGAffineTransform(scaleX: 1e10, y: 1)
        #expect(view.frame.width == 3e11)
        #expect(parent.hitTest(CGPoint(x: 25, y: 30), with: nil) === view)
    }

    @Test func boundsPositionAndAnchorThatMakeTheFrameInfiniteAreRefused() {
        let scaled = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        scaled.transform = CGAffineTransform(scaleX: 10, y: 10)
        let huge = UIView()
        huge.bounds = CGRect(x: 0, y: 0, width: 1e308, height: 40)
        let before = (scaled.bounds, scaled.center, scaled.layer.anchorPoint, huge.bounds, huge.center)
        let messages = Headless.recordingViolations {
            scaled.bounds = CGRect(x: 0, y: 0, width: 1e308, height: 40)    // 1e309 wide once scaled
            huge.center = CGPoint(x: -1.7e308, y: 0)                        // its left edge at -2.2e308
            scaled.layer.anchorPoint = CGPoint(x: 1e307, y: 0.5)            // 3e308 points off
        }
        #expect(messages.count == 3)
        #expect(messages.first?.hasPrefix("CALayer bounds [0 0; 1e+308 40] makes the frame infinite: [-inf ") == true)
        #expect(messages.dropFirst().first?.hasPrefix("CALayer position [-1.7e+308 0] makes the frame infinite: [-inf ") == true)
        #expect(messages.last?.hasPrefix("CALayer anchorPoint [1e+307 0.5] makes the frame infinite: [") == true,
                Comment(rawValue: messages.last ?? ""))
        #expect((scaled.bounds, scaled.center, scaled.layer.anchorPoint, huge.bounds, huge.center) == before)
        #expect(scaled.frame == CGRect(x: -125, y: -160, width: 300, height: 400))
    }

    // MARK: - Fonts

    @Test(arguments: [CGFloat.nan, -12, -CGFloat.infinity, CGFloat.infinity])
    func aFontSizeThatIsNotAFiniteNonNegativeNumberIsReportedAndTakenAsZero(size: CGFloat) {
        var font: UIFont?
        let messages = Headless.recordingViolations { font = UIFont.systemFont(ofSize: size) }
        #expect(messages == ["UIFont .SFUI-Regular size \(formatNumber(size)) is not a finite, non-negative number of points; 0 is used"])
        #expect(font?.pointSize == 0)
        let measured = "Hello".size(withAttributes: [.font: font ?? UIFont.systemFont(ofSize: 1)])
        #expect(measured == .zero)
        #expect(measured.width.sign == .plus && measured.height.sign == .plus)
        let named = Headless.recordingViolations { _ = UIFont(name: "Helvetica", size: size)?.withSize(10) }
        #expect(named.count == 1)
    }

    @Test func aZeroFontSizeIsAcceptedSilently() {
        let messages = Headless.recordingViolations { _ = UIFont.systemFont(ofSize: 0) }
        #expect(messages.isEmpty)
    }

    // MARK: - Images

    @Test(arguments: [CGFloat.nan, 0, -2, CGFloat.infinity])
    func anImageScaleThatIsNotPositiveAndFiniteIsReportedAndTakenAsOne(scale: CGFloat) throws {
        let data = TestImageFiles.png(width: 20, height: 10)
        var image: UIImage?
        let messages = Headless.recordingViolations { image = UIImage(data: data, scale: scale) }
        #expect(messages == ["UIImage scale \(formatNumber(scale)) is not a positive, finite number; 1 is used"])
        let made = try #require(image)
        #expect(made.scale == 1)
        #expect(made.size == CGSize(width: 20, height: 10))
        #expect(Headless.recordingViolations { _ = UIImage(data: data, scale: 2) }.isEmpty)
    }

    @Test func capInsetsThatDoNotFitTheImageAreClampedToItAndReported() throws {
        let image = try #require(UIImage(data: TestImageFiles.png(width: 20, height: 10)))
        var resizable: UIImage?
        let messages = Headless.recordingViolations {
            resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 1e300, left: .nan, bottom: -3, right: .infinity))
        }
        #expect(messages == ["UIImage cap insets {1e+300, nan, -3, inf} do not fit the image (20 × 10 points); {10, 0, 0, 20} are used"])
        #expect(resizable?.capInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 20))
        let fitting = Headless.recordingViolations {
            resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 15))
        }
        #expect(fitting.isEmpty)
        #expect(resizable?.capInsets == UIEdgeInsets(top: 4, left: 5, bottom: 6, right: 15))
    }

    // MARK: - Delays

    @Test func aNaNDelayIsRefusedAndTheWorkNeverRuns() {
        var ran = false
        var item: Headless.WorkItem?
        let messages = Headless.recordingViolations { item = Headless.schedule(after: .nan) { ran = true } }
        #expect(messages == ["Headless.schedule(after:) needs a delay, not nan; the work is not scheduled"])
        #expect(item?.isCancelled == true)
        Headless.runUntilIdle()
        #expect(!ran)
        #expect(Headless.isIdle)
    }

    @Test func anInfiniteDelayNeverComesAndLeavesTheRuntimeIdle() {
        var ran = false
        let item = Headless.schedule(after: .infinity) { ran = true }
        #expect(Headless.isIdle)
        Headless.advance(by: 1e9)
        #expect(!ran)
        #expect(!item.isCancelled)
        item.cancel()
        #expect(item.isCancelled)
    }

    @Test func aNegativeDelayRunsOnTheNextTurnAsAPastDeadlineDoes() {
        var ran: [String] = []
        let messages = Headless.recordingViolations {
            Headless.schedule(after: -1) { ran.append("-1") }
            Headless.schedule(after: -.infinity) { ran.append("-inf") }
        }
        #expect(messages.isEmpty)
        #expect(ran.isEmpty)
        Headless.runTurn()
        #expect(ran == ["-1", "-inf"])
        #expect(Headless.now == 0)
    }
}
