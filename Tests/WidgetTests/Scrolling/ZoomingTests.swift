// ZoomingTests.swift: UIScrollView zooming as Apple documents it: the delegate's view, the zoom
// limits, setZoomScale and zoom(to:animated:), a pinch through real touches, bouncing back, and
// the double-tap zoom apps write.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A delegate that zooms `imageView` and writes down what it hears.
@MainActor
private final class ZoomRecorder: NSObject, UIScrollViewDelegate {
    let imageView: UIView
    var events: [String] = []
    var endScales: [CGFloat] = []
    /// Called after each `scrollViewDidEndZooming` is recorded.
    var onEnd: ((UIScrollView) -> Void)?

    init(imageView: UIView) {
        self.imageView = imageView
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        events.append(view === imageView ? "willBegin" : "willBegin(other)")
    }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        if events.last != "didZoom" { events.append("didZoom") }
    }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        events.append("didEnd")
        endScales.append(scale)
        onEnd?(scrollView)
    }
}

/// The key window, made on first use inside the test (after the `.headless` trait has given
/// the test its runtime) and held as long as the suite instance.
@MainActor
private final class ZoomStage {
    private(set) lazy var window: UIWindow = {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        return window
    }()
}

/// The double-tap handler of a photo screen: zoom into a 100-point square around the tap, or
/// back out when zoomed.
@MainActor
private final class DoubleTapZoomer {
    let scrollView: UIScrollView
    let imageView: UIView

    init(scrollView: UIScrollView, imageView: UIView) {
        self.scrollView = scrollView
        self.imageView = imageView
    }

    func handleDoubleTap(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: imageView)
            scrollView.zoom(to: CGRect(x: point.x - 50, y: point.y - 50, width: 100, height: 100), animated: true)
        }
    }
}

@MainActor
@Suite("UIScrollView zooming", .headless)
struct ZoomingTests {
    private let stage = ZoomStage()
    private var window: UIWindow { stage.window }

    /// A 390 × 600 scroll view showing a 390 × 600 "image", zoomable from 1 to 4.
    private func gallery() -> (UIScrollView, ZoomRecorder) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 600))
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        scrollView.addSubview(image)
        scrollView.contentSize = image.bounds.size
        let recorder = ZoomRecorder(imageView: image)
        scrollView.delegate = recorder
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        window.addSubview(scrollView)
        return (scrollView, recorder)
    }

    @Test func theDefaultsZoomNothing() {
        let scrollView = UIScrollView()
        #expect(scrollView.minimumZoomScale == 1)
        #expect(scrollView.maximumZoomScale == 1)
        #expect(scrollView.zoomScale == 1)
        #expect(scrollView.bouncesZoom)
        #expect(!scrollView.isZooming)
        #expect(scrollView.pinchGestureRecognizer == nil)
    }

    @Test func settingTheZoomScaleScalesTheViewAndTheContentAboutTheMiddle() {
        let (scrollView, recorder) = gallery()
        #expect(scrollView.pinchGestureRecognizer != nil)
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 2)
        #expect(recorder.imageView.transform == CGAffineTransform(scaleX: 2, y: 2))
        #expect(recorder.imageView.frame == CGRect(x: 0, y: 0, width: 780, height: 1200))
        #expect(scrollView.contentSize == CGSize(width: 780, height: 1200))
        #expect(scrollView.contentOffset == CGPoint(x: 195, y: 300))
        #expect(recorder.events == ["didZoom"])
    }

    @Test func theScaleIsHeldInTheLimits() {
        let (scrollView, recorder) = gallery()
        scrollView.setZoomScale(10, animated: false)
        #expect(scrollView.zoomScale == 4)
        scrollView.setZoomScale(0.2, animated: false)
        #expect(scrollView.zoomScale == 1)
        #expect(recorder.imageView.frame.size == CGSize(width: 390, height: 600))
    }

    @Test func withoutAViewForZoomingNothingZooms() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.maximumZoomScale = 3
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 1)
    }

    @Test func zoomToRectFitsTheRectAndCentresIt() {
        let (scrollView, recorder) = gallery()
        scrollView.zoom(to: CGRect(x: 100, y: 200, width: 130, height: 200), animated: false)
        #expect(scrollView.zoomScale == 3)
        // The rect's middle (165, 300) at scale 3 is (495, 900), shown in the middle of the bounds.
        #expect(scrollView.contentOffset == CGPoint(x: 300, y: 600))
        #expect(recorder.imageView.frame.size == CGSize(width: 1170, height: 1800))
    }

    @Test func anAnimatedZoomStepsOnTheClockAndEndsWithDidEndZooming() {
        let (scrollView, recorder) = gallery()
        scrollView.setZoomScale(3, animated: true)
        #expect(scrollView.zoomScale == 1)
        Headless.advance(by: 0.15)
        #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 3)
        Headless.advance(by: 0.2)
        #expect(scrollView.zoomScale == 3)
        #expect(recorder.events == ["willBegin", "didZoom", "didEnd"])
        #expect(recorder.endScales == [3])
    }

    @Test func aPinchZoomsAboutTheFingersThroughRealTouches() {
        let (scrollView, recorder) = gallery()
        // Fingers 100 points apart around (195, 400) in the window, spread to 200 apart.
        window.pinch(at: CGPoint(x: 195, y: 400), fromDistance: 100, toDistance: 200)
        #expect(abs(scrollView.zoomScale - 2) < 0.05)
        #expect(recorder.events.first == "willBegin")
        #expect(recorder.events.last == "didEnd")
        // The content point under the fingers, (195, 300) of the image, stays under them.
        let shown = recorder.imageView.convert(CGPoint(x: 195, y: 300), to: window)
        #expect(abs(shown.x - 195) < 1 && abs(shown.y - 400) < 1)
        #expect(!scrollView.isZooming)
    }

    @Test func aPinchPastTheMaximumBouncesBack() {
        let (scrollView, recorder) = gallery()
        scrollView.maximumZoomScale = 1.5
        window.pinch(at: CGPoint(x: 195, y: 400), fromDistance: 100, toDistance: 300)
        #expect(scrollView.zoomScale > 1.5)
        #expect(scrollView.isZoomBouncing)
        Headless.advance(by: 0.4)
        #expect(scrollView.zoomScale == 1.5)
        #expect(!scrollView.isZoomBouncing)
        #expect(recorder.endScales == [1.5])
        #expect(recorder.events.filter { $0 == "willBegin" }.count == 1)
    }

    @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
        let (scrollView, recorder) = gallery()
        scrollView.bouncesZoom = false
        scrollView.maximumZoomScale = 1.5
        window.pinch(at: CGPoint(x: 195, y: 400), fromDistance: 100, toDistance: 300)
        #expect(scrollView.zoomScale == 1.5, "\(recorder.events) \(recorder.endScales)")
        #expect(!scrollView.isZoomBouncing)
    }

    @Test func aDoubleTapZoomsInAsAppsWriteIt() {
        let (scrollView, recorder) = gallery()
        let zoomer = DoubleTapZoomer(scrollView: scrollView, imageView: recorder.imageView)
        let doubleTap = UITapGestureRecognizer(target: zoomer, action: DoubleTapZoomer.handleDoubleTap)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
        window.tap(at: CGPoint(x: 195, y: 400), count: 2)
        Headless.advance(by: 0.5)
        #expect(scrollView.zoomScale == 3.9)
        window.tap(at: CGPoint(x: 195, y: 400), count: 2)
        Headless.advance(by: 0.5)
        #expect(scrollView.zoomScale == 1)
        withExtendedLifetime(zoomer) {}
    }

    @Test func zoomScalesThatAreNotPositiveAndFiniteAreRefused() {
        let (scrollView, _) = gallery()
        let messages = Headless.recordingViolations {
            scrollView.minimumZoomScale = 0
            scrollView.maximumZoomScale = -2
            scrollView.maximumZoomScale = .nan
            scrollView.zoomScale = .infinity
        }
        #expect(messages.count == 4)
        #expect(messages.first == "UIScrollView minimumZoomScale 0.0 is refused: it must be positive and finite; 1.0 is kept")
        #expect(scrollView.minimumZoomScale == 1)
        #expect(scrollView.maximumZoomScale == 4)
        #expect(scrollView.zoomScale == 1)
    }

    @Test func equalLimitsRemoveThePinchRecognizer() {
        let (scrollView, _) = gallery()
        let pinch = scrollView.pinchGestureRecognizer
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == true)
        scrollView.maximumZoomScale = 1
        #expect(scrollView.pinchGestureRecognizer == nil)
        #expect(scrollView.gestureRecognizers?.contains { $0 === pinch } == false)
    }

    @Test func aZoomSetDuringTheBounceBackEndsTheBounce() {
        let (scrollView, recorder) = gallery()
        scrollView.maximumZoomScale = 1.5
        window.pinch(at: CGPoint(x: 195, y: 400), fromDistance: 100, toDistance: 300)
        #expect(scrollView.isZoomBouncing)
        scrollView.setZoomScale(1.2, animated: false)
        #expect(!scrollView.isZoomBouncing)
        Headless.advance(by: 0.4)
        #expect(scrollView.zoomScale == 1.2)
        recorder.events.removeAll()
        scrollView.setZoomScale(1, animated: true)
        Headless.advance(by: 0.4)
        #expect(recorder.events.first == "willBegin")
        #expect(recorder.events.last == "didEnd")
    }

    // MARK: - Interrupted zooms: each zoom that began ends once

    @Test func anAnimatedZoomTakenOverByAnotherEndsWhereItWasThenTheSecondEnds() {
        let (scrollView, recorder) = gallery()
        scrollView.setZoomScale(3, animated: true)
        Headless.advance(by: 0.15)
        let caught = scrollView.zoomScale
        #expect(caught > 1 && caught < 3)
        // A zoom by code is not a zoom gesture, and not a bounce.
        #expect(!scrollView.isZooming)
        #expect(!scrollView.isZoomBouncing)
        scrollView.setZoomScale(1.5, animated: true)
        #expect(recorder.events == ["willBegin", "didZoom", "didEnd", "willBegin"])
        #expect(recorder.endScales == [caught])
        Headless.advance(by: 0.4)
        #expect(scrollView.zoomScale == 1.5)
        #expect(recorder.events == ["willBegin", "didZoom", "didEnd", "willBegin", "didZoom", "didEnd"])
        #expect(recorder.endScales == [caught, 1.5])
    }

    @Test func aZoomStartedByDidEndZoomingOfAnInterruptedZoomIsTheOneThatRuns() {
        let (scrollView, recorder) = gallery()
        scrollView.setZoomScale(3, animated: true)
        Headless.advance(by: 0.15)
        let caught = scrollView.zoomScale
        // The delegate answers the end of the interrupted zoom with a zoom of its own.
        recorder.onEnd = { view in
            recorder.onEnd = nil
            view.setZoomScale(2, animated: true)
        }
        scrollView.setZoomScale(1.5, animated: true)
        #expect(recorder.events == ["willBegin", "didZoom", "didEnd", "willBegin"])
        Headless.advance(by: 0.4)
        #expect(scrollView.zoomScale == 2)
        #expect(recorder.events == ["willBegin", "didZoom", "didEnd", "willBegin", "didZoom", "didEnd"])
        #expect(recorder.endScales == [caught, 2])
    }

    @Test func anAnimatedZoomTakenOverWithoutAnimationEndsOnceAtTheNewScale() {
        let (scrollView, recorder) = gallery()
        scrollView.setZoomScale(3, animated: true)
        Headless.advance(by: 0.1)
        scrollView.zoomScale = 2
        #expect(scrollView.zoomScale == 2)
        #expect(recorder.events == ["willBegin", "didZoom", "didEnd"])
        #expect(recorder.endScales == [2])
        Headless.advance(by: 0.5)
        // The first animation is over: no more steps, no second end.
        #expect(scrollView.zoomScale == 2)
        #expect(recorder.endScales == [2])
        // A zoom without animation and none in flight neither begins nor ends.
        scrollView.setZoomScale(1, animated: false)
        #expect(recorder.endScales == [2])
        #expect(recorder.events.filter { $0 == "willBegin" }.count == 1)
    }

    @Test func zoomToRectTakenOverByAnotherZoomToRectEndsEachOnce() {
        let (scrollView, recorder) = gallery()
        scrollView.zoom(to: CGRect(x: 100, y: 200, width: 130, height: 200), animated: true)
        Headless.advance(by: 0.1)
        let caught = scrollView.zoomScale
        scrollView.zoom(to: CGRect(x: 0, y: 0, width: 195, height: 300), animated: false)
        #expect(scrollView.zoomScale == 2)
        #expect(recorder.endScales == [2])
        #expect(caught > 1 && caught < 3)
        scrollView.zoom(to: CGRect(x: 100, y: 200, width: 130, height: 200), animated: true)
        Headless.advance(by: 0.1)
        scrollView.setZoomScale(1, animated: true)
        Headless.advance(by: 0.4)
        #expect(recorder.events.filter { $0 == "willBegin" }.count == 3)
        #expect(recorder.events.filter { $0 == "didEnd" }.count == 3)
        #expect(recorder.endScales.last == 1)
    }

    @Test func aPinchCatchingAnAnimatedZoomEndsItThenBeginsItsOwn() {
        let (scrollView, recorder) = gallery()
        scrollView.setZoomScale(3, animated: true)
        Headless.advance(by: 0.1)
        let fingers = window.beginTouches(at: [CGPoint(x: 145, y: 400), CGPoint(x: 245, y: 400)])
        var caught: CGFloat = 0
        for step in 1...10 {
            if recorder.endScales.isEmpty { caught = scrollView.zoomScale }
            Headless.advance(by: 1.0 / 60)
            let half = 50 + CGFloat(step) * 5
            window.moveTouches(fingers, to: [CGPoint(x: 195 - half, y: 400), CGPoint(x: 195 + half, y: 400)])
        }
        #expect(scrollView.isZooming)
        #expect(!scrollView.isZoomBouncing)
        #expect(recorder.endScales.count == 1)
        #expect(recorder.endScales.first.map { abs($0 - caught) < 0.5 } == true)
        #expect(Array(recorder.events.prefix(4)) == ["willBegin", "didZoom", "didEnd", "willBegin"])
        window.endTouches(fingers)
        #expect(!scrollView.isZooming)
        Headless.advance(by: 0.5)
        #expect(recorder.events.filter { $0 == "didEnd" }.count == 2)
        #expect(recorder.events.filter { $0 == "willBegin" }.count == 2)
        #expect(recorder.endScales.last == scrollView.zoomScale)
    }

    @Test func aPinchCatchingTheBounceBackEndsTheFirstPinchsZoomOnce() {
        let (scrollView, recorder) = gallery()
        scrollView.maximumZoomScale = 1.5
        window.pinch(at: CGPoint(x: 195, y: 400), fromDistance: 100, toDistance: 300)
        #expect(scrollView.isZoomBouncing)
        #expect(!scrollView.isZooming)
        #expect(recorder.endScales.isEmpty)
        window.pinch(at: CGPoint(x: 195, y: 400), fromDistance: 200, toDistance: 180)
        Headless.advance(by: 0.5)
        #expect(recorder.events.filter { $0 == "willBegin" }.count == 2)
        #expect(recorder.endScales.count == 2)
        #expect(recorder.endScales.last == scrollView.zoomScale)
        #expect(scrollView.zoomScale <= 1.5)
    }

    @Test func aZoomWithoutAnimationDuringTheBounceBackEndsThePinchsZoomThere() {
        let (scrollView, recorder) = gallery()
        scrollView.maximumZoomScale = 1.5
        window.pinch(at: CGPoint(x: 195, y: 400), fromDistance: 100, toDistance: 300)
        scrollView.zoomScale = 1.2
        #expect(!scrollView.isZoomBouncing)
        #expect(recorder.endScales == [1.2])
        Headless.advance(by: 0.5)
        #expect(recorder.endScales == [1.2])
    }
}
