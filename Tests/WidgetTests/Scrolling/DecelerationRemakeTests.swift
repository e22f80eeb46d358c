// DecelerationRemakeTests.swift: a deceleration remade under an app that changes the content every
// frame still ends when it would have (a delegate that rounds the offset to pixels); a flick that
// pulled one axis past an edge springs that axis back and keeps flicking along the other.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A delegate that rounds the offset to a third of a point every time the content scrolls, as
/// apps that align to pixels do.
@MainActor
private final class PixelRounder: NSObject, UIScrollViewDelegate {
    var ends = 0
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset
        let rounded = CGPoint(x: (offset.x * 3).rounded() / 3, y: (offset.y * 3).rounded() / 3)
        if rounded != offset { scrollView.contentOffset = rounded }
    }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { ends += 1 }
}

@MainActor
@Suite("Decelerations remade every frame", .headless)
struct DecelerationRemakeTests {
    @Test func aSpringBackUnderADelegateThatRoundsTheOffsetEnds() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 800))
        let rounder = PixelRounder()
        scrollView.delegate = rounder
        FlickScene.flickUp(window)
        // The flick reaches the bottom edge, overshoots and springs back within about 1.2 s.
        Headless.advance(by: 0.5)
        #expect(scrollView.isDecelerating)
        Headless.advance(by: 2)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == 320)
        #expect(rounder.ends == 1)
    }

    @Test func aSpringBackFromAPullUnderADelegateThatRoundsTheOffsetEnds() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 320, height: 800))
        let rounder = PixelRounder()
        scrollView.delegate = rounder
        // Pulled down past the top, held, let go: a spring back of 0.3 s.
        window.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 201), holdBeforeLifting: 0.2)
        #expect(scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y < -40)
        Headless.advance(by: 0.15)
        #expect(scrollView.isDecelerating)
        Headless.advance(by: 0.2)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.y == 0)
        #expect(rounder.ends == 1)
    }

    @Test func aFlickPulledPastTheTopKeepsGoingSideways() {
        let window = FlickScene.window()
        let scrollView = FlickScene.scrollView(in: window, content: CGSize(width: 2_000, height: 2_000))
        // Right to left (the content goes right) and down (pulled past the top), lifted moving.
        window.drag(from: CGPoint(x: 260, y: 200), to: CGPoint(x: 60, y: 300))
        let lifted = scrollView.contentOffset
        #expect(lifted.y < -40)
        #expect(lifted.x > 150)
        #expect(scrollView.isDecelerating)
        Headless.advance(by: 0.1)
        let mid = scrollView.contentOffset
        #expect(mid.x > lifted.x + 20)                   // still flicking sideways
        #expect(mid.y > lifted.y && mid.y < 0)           // on its way back to the top
        Headless.advance(by: 0.3)
        #expect(scrollView.contentOffset.y == 0)
        #expect(scrollView.contentOffset.x > mid.x)
        Headless.advance(by: 5)
        #expect(!scrollView.isDecelerating)
        #expect(scrollView.contentOffset.x > lifted.x + 200)
        #expect(scrollView.contentOffset.y == 0)
    }
}
