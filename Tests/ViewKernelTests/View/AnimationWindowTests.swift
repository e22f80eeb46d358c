// AnimationWindowTests.swift: a view that leaves its window mid-animation leaves the render tree
// when the turn's transaction commits, and Core Animation takes its layers' animations off: they
// end, unfinished, at that commit, unless the view is back in a window by then.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Animations of a view that leaves its window", .headless)
struct AnimationWindowTests {
    /// A visible window with a 100x40 view that starts fading out over 2 seconds, and where the
    /// completion's argument goes.
    @MainActor
    private final class Scene {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let toast = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        var results: [Bool] = []

        init() {
            window.addSubview(toast)
            window.makeKeyAndVisible()
            UIView.animate(withDuration: 2, animations: { self.toast.alpha = 0 },
                           completion: { self.results.append($0) })
            Headless.advance(by: 1)
        }
    }

    @Test func removingTheViewMidAnimationCompletesWithFalse() {
        let scene = Scene()
        scene.toast.removeFromSuperview()
        Headless.advance(by: 0)
        #expect(scene.results == [false])
    }

    @Test func theCompletionDoesNotRunInsideTheRemoval() {
        let scene = Scene()
        scene.toast.removeFromSuperview()
        #expect(scene.results.isEmpty)
    }

    @Test func theCompletionRunsWithoutWaitingForTheAnimationsEnd() {
        let scene = Scene()
        scene.toast.removeFromSuperview()
        Headless.advance(by: 0)
        #expect(Headless.now == 1)
        #expect(scene.results.count == 1)
    }

    @Test func theRemovedViewsPresentationIsItsModelAfterTheTurn() {
        let scene = Scene()
        scene.toast.removeFromSuperview()
        Headless.advance(by: 0)
        #expect(scene.toast.layer.presentation()?.opacity == 0)
        #expect(scene.toast.layer.animationKeys() == nil)
    }

    @Test func aViewRemovedByATapsActionEndsItsAnimationsWithTheTap() {
        let scene = Scene()
        let remover = UITapGestureRecognizer(target: scene.toast, action: UIView.removeFromSuperview)
        scene.window.addGestureRecognizer(remover)
        scene.window.tap(at: CGPoint(x: 300, y: 300))
        #expect(scene.toast.superview == nil)
        #expect(scene.results == [false])
    }

    @Test func aViewPutBackInTheSameTurnKeepsAnimating() {
        let scene = Scene()
        scene.toast.removeFromSuperview()
        scene.window.addSubview(scene.toast)
        Headless.runUntilIdle()
        #expect(scene.results == [true])
    }

    @Test func removingAnAncestorEndsTheAnimationsOfItsSubtree() {
        let scene = Scene()
        let card = UIView(frame: scene.window.bounds)
        scene.window.addSubview(card)
        card.addSubview(scene.toast)               // a move within the window keeps the animation
        #expect(scene.toast.layer.animationKeys() == ["opacity"])
        card.removeFromSuperview()
        Headless.advance(by: 0)
        #expect(scene.results == [false])
    }

    @Test func aViewOutsideAnyWindowKeepsAnimatingWhenMoved() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        var results: [Bool] = []
        UIView.animate(withDuration: 2, animations: { view.alpha = 0 }, completion: { results.append($0) })
        view.removeFromSuperview()
        Headless.runUntilIdle()
        #expect(results == [true])
    }
}
