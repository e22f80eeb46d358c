// CheckoutFlowTests.swift: the screens of CheckoutFlow.swift, compiled in the Swift 5 language
// mode, swipe back and tell their coordinator as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("A navigation delegate and the swipe back from Swift 5 language-mode code", .headless)
struct CheckoutFlowTests {
    @Test func swipingBackFromTheSecondScreenPopsAndTellsTheCoordinator() {
        let cart = CartViewController()
        let flow = CheckoutCoordinator(root: cart)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = flow.navigationController
        window.makeKeyAndVisible()
        let details = UIViewController()
        details.title = "Details"
        flow.navigationController.pushViewController(details, animated: true)
        Headless.advance(by: 1)

        window.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), steps: 20)
        Headless.advance(by: 1)

        #expect(flow.navigationController.viewControllers == [cart])
        #expect(flow.shownScreens == ["Cart", "Details", "Cart"])
        #expect(flow.interactionEnds == [false])
        #expect(cart.swipeQuestions == 1)
        #expect(flow.navigationController.supportedInterfaceOrientations == .portrait)
    }

    @Test func thePaymentStepCannotBeSwipedAway() {
        let cart = CartViewController()
        let flow = CheckoutCoordinator(root: cart)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = flow.navigationController
        window.makeKeyAndVisible()
        let payment = PaymentViewController()
        flow.navigationController.pushViewController(payment, animated: false)

        window.drag(from: CGPoint(x: 2, y: 400), to: CGPoint(x: 300, y: 400), steps: 20)
        Headless.advance(by: 1)

        #expect(flow.navigationController.topViewController === payment)
        #expect(cart.swipeQuestions == 0)
    }
}
