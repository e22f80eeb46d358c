// BackReferenceTests.swift: the references that point back at an owner without retaining it
// (a recognizer's view, a guide's owning view, a layout's collection view, a scroll view as the
// target of its own pan recognizer) read nil once the owner is gone, as UIKit's weak ones do.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// Counts the actions it receives.
@MainActor
private final class PanCounter: NSObject {
    var count = 0
    func panned(_ recognizer: UIPanGestureRecognizer) { count += 1 }
}

@MainActor
@Suite("Back references read nil once their owner is gone", .headless)
struct BackReferenceTests {
    @Test func aRecognizerKeptAfterItsViewIsFreedHasNoView() {
        let recognizer = UITapGestureRecognizer()
        weak var freed: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addGestureRecognizer(recognizer)
            #expect(recognizer.view === view)
            freed = view
        }
        #expect(freed == nil)
        #expect(recognizer.view == nil)
    }

    @Test func aRecognizerRemovedFromItsViewHasNoView() {
        let view = UIView()
        let recognizer = UIPanGestureRecognizer()
        view.addGestureRecognizer(recognizer)
        view.removeGestureRecognizer(recognizer)
        #expect(recognizer.view == nil)
        let other = UIView()
        other.addGestureRecognizer(recognizer)
        #expect(recognizer.view === other)
        #expect(view.gestureRecognizers == nil)
    }

    @Test func guidesKeptAfterTheirViewIsFreedHaveNoOwningView() {
        let guide = UILayoutGuide()
        var systemGuide: UILayoutGuide?
        weak var freed: UIView?
        do {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            view.addLayoutGuide(guide)
            systemGuide = view.safeAreaLayoutGuide
            #expect(guide.owningView === view)
            #expect(systemGuide?.owningView === view)
            freed = view
        }
        #expect(freed == nil)
        #expect(guide.owningView == nil)
        #expect(systemGuide?.owningView == nil)
        #expect(guide.layoutFrame == .zero)
    }

    @Test func aGuideMovedToAnotherViewBelongsToThatView() {
        let guide = UILayoutGuide()
        let first = UIView(), second = UIView()
        first.addLayoutGuide(guide)
        second.addLayoutGuide(guide)
        #expect(guide.owningView === second)
        #expect(first.layoutGuides.isEmpty)
        second.removeLayoutGuide(guide)
        #expect(guide.owningView == nil)
    }

    @Test func aLayoutKeptAfterItsCollectionViewIsFreedHasNoCollectionView() {
        let layout = UICollectionViewFlowLayout()
        weak var freed: UICollectionView?
        do {
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            #expect(layout.collectionView === collectionView)
            freed = collectionView
        }
        #expect(freed == nil)
        #expect(layout.collectionView == nil)
    }

    @Test func aLayoutReplacedByAnotherHasNoCollectionView() {
        let first = UICollectionViewFlowLayout(), second = UICollectionViewFlowLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: first)
        collectionView.setCollectionViewLayout(second, animated: false)
        #expect(first.collectionView == nil)
        #expect(second.collectionView === collectionView)
    }

    @Test func aScrollViewsPanRecognizerOutlivesItAndStillWorksElsewhere() {
        // Apps move a scroll view's pan recognizer to another view; once the scroll view is gone
        // the recognizer keeps working there for its other targets, without sending to it.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let host = UIView(frame: window.bounds)
        window.addSubview(host)
        let counter = PanCounter()
        weak var freed: UIScrollView?
        var pan: UIPanGestureRecognizer?
        do {
            let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            scrollView.contentSize = CGSize(width: 320, height: 2_000)
            pan = scrollView.panGestureRecognizer
            freed = scrollView
        }
        #expect(freed == nil)
        guard let pan else { return }
        pan.addTarget(counter, action: PanCounter.panned)
        host.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        #expect(counter.count > 0)
        #expect(pan.state == .possible || pan.state == .ended)
    }

    @Test func aRemovedOwningRegistrationNoLongerPointsAtItsOwner() {
        // A send in progress walks its own copy of the registrations; one the app removes in the
        // middle (from a delegate call) must not keep pointing at a scroll view that may be freed.
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        // One owning registration: the scroll view's pan action (paging settles there too).
        let registrations = collectionView.panGestureRecognizer.targetActions
        #expect(registrations.count == 1)
        #expect(registrations.allSatisfy { $0.target === collectionView })
        collectionView.panGestureRecognizer.removeTarget(collectionView, action: nil)
        #expect(collectionView.panGestureRecognizer.targetActions.isEmpty)
        #expect(registrations.allSatisfy { $0.target == nil })
    }

    @Test func aLiveScrollViewStillScrollsFromItsOwnRecognizer() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let scrollView = UIScrollView(frame: window.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2_000)
        window.addSubview(scrollView)
        window.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        #expect(scrollView.contentOffset.y > 0)
    }
}
