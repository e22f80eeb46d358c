// OnboardingTests.swift: the onboarding carousel and photo page of Onboarding.swift, compiled in
// the Swift 5 language mode, swiped, turned by code and pinched as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Page view controllers and zooming from Swift 5 language-mode code", .headless)
struct OnboardingTests {
    private func shown(_ controller: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return window
    }

    @Test func swipingTurnsThePageAndTheIndexFollows() throws {
        let onboarding = OnboardingViewController()
        let window = shown(onboarding)
        let control = try #require(onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(control.numberOfPages == 3)
        window.drag(from: CGPoint(x: 340, y: 400), to: CGPoint(x: 80, y: 400))
        Headless.advance(by: 0.5)
        #expect(onboarding.currentIndex == 1)
        #expect(control.currentPage == 1)
        #expect(onboarding.viewControllers?.first === onboarding.pages[1])
    }

    @Test func nextTurnsByCodeAndThePageControlAsksForTheIndex() throws {
        let onboarding = OnboardingViewController()
        let window = shown(onboarding)
        onboarding.showNext()
        Headless.advance(by: 0.5)
        let control = try #require(onboarding.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(control.currentPage == 1)
        #expect(onboarding.pages[1].titleLabel.window === window)
    }

    @Test func aPinchZoomsThePhoto() {
        let photo = PhotoZoomViewController()
        let window = shown(photo)
        window.pinch(at: CGPoint(x: 195, y: 422), fromDistance: 100, toDistance: 250)
        #expect(photo.scrollView.zoomScale > 2.4)
        #expect(photo.endedScales.count == 1)
    }
}
