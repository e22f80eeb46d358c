// GallerySceneTests.swift: the gallery scene's pages and zooming, step by step.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("gallery scene", .headless)
struct GallerySceneTests {
    private func launch() throws -> (UIWindow, GalleryViewController) {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let window = try GalleryScene().makeWindow()
        Headless.runUntilIdle()
        let navigation = try #require(window.rootViewController as? UINavigationController)
        return (window, try #require(navigation.topViewController as? GalleryViewController))
    }

    private func pageControl(of gallery: GalleryViewController) throws -> UIPageControl {
        try #require(gallery.view.subviews.compactMap { $0 as? UIPageControl }.first)
    }

    @Test func theGalleryOpensOnTheFirstPhotoWithFourDots() throws {
        let (window, gallery) = try launch()
        #expect(gallery.shownPhoto?.caption == "Lake")
        #expect(try pageControl(of: gallery).numberOfPages == 4)
        #expect(gallery.shownPhoto?.photo.window === window)
    }

    @Test func eachStepDoesWhatTheScriptSays() throws {
        let (window, gallery) = try launch()
        let steps = GalleryScene().steps
        try steps[1].perform(window)
        #expect(gallery.shownPhoto?.caption == "Forest")
        #expect(try pageControl(of: gallery).currentPage == 1)
        try steps[2].perform(window)
        #expect((gallery.shownPhoto?.scrollView.zoomScale ?? 0) > 2)
        try steps[3].perform(window)
        #expect(gallery.shownPhoto?.scrollView.zoomScale == 1)
        try steps[4].perform(window)
        #expect(gallery.shownPhoto?.caption == "Lake")
        #expect(try pageControl(of: gallery).currentPage == 0)
    }

    @Test func aPhotoAtOneTimesLetsThePagesTurnButAZoomedOneScrollsItself() throws {
        let (window, gallery) = try launch()
        let photo = try #require(gallery.shownPhoto)
        photo.scrollView.setZoomScale(2, animated: false)
        let before = photo.scrollView.contentOffset
        window.drag(from: CGPoint(x: 200, y: 240), to: CGPoint(x: 120, y: 240))
        Headless.advance(by: 0.5)
        #expect(gallery.shownPhoto === photo)
        #expect(photo.scrollView.contentOffset.x > before.x)
    }
}
