import Testing
import UIKit
import HeadlessTesting

final class CounterViewController: UIViewController {
    let button = UIButton(type: .system)
    private(set) var count = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        button.setTitle("Add one", for: .normal)
        button.frame = CGRect(x: 20, y: 100, width: 280, height: 44)
        button.addTarget(self, action: CounterViewController.addOne, for: .touchUpInside)
        view.addSubview(button)
    }

    func addOne(_ sender: UIButton) {
        count += 1
    }
}

@MainActor
@Suite(.headless)
struct CounterTests {
    @Test func tappingTheButtonAddsOne() {
        let controller = CounterViewController()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()                 // a new window is hidden and takes no touches

        controller.button.tap()                    // touch down and up at its centre, hit-tested
        #expect(controller.count == 1)

        window.tap(at: CGPoint(x: 160, y: 300))    // below the button: no action
        #expect(controller.count == 1)
    }
}
