// CheckoutFlow.swift: screens written as an iOS 13-17 app writes them: a flow coordinator that is
// its navigation controller's delegate (tracking the screen shown), a screen that owns the swipe
// back (its recognizer delegate), and a payment step that turns the swipe back off.
import UIKit

class CheckoutCoordinator: NSObject, UINavigationControllerDelegate {
    let navigationController: UINavigationController
    var shownScreens: [String] = []
    var interactionEnds: [Bool] = []

    init(root: UIViewController) {
        navigationController = UINavigationController(rootViewController: root)
        super.init()
        navigationController.delegate = self
    }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool) {
        guard let coordinator = navigationController.topViewController?.transitionCoordinator else { return }
        coordinator.notifyWhenInteractionChanges { [weak self] context in
            self?.interactionEnds.append(context.isCancelled)
        }
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool) {
        shownScreens.append(viewController.title ?? "?")
    }

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController)
        -> UIInterfaceOrientationMask {
        .portrait
    }
}

class CartViewController: UIViewController, UIGestureRecognizerDelegate {
    var swipeQuestions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        navigationController?.interactivePopGestureRecognizer?.delegate = self
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        swipeQuestions += 1
        return (navigationController?.viewControllers.count ?? 0) > 1
    }
}

class PaymentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Payment"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = false
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.interactivePopGestureRecognizer?.isEnabled = true
    }
}
