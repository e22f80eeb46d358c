import Testing
import UIKit
import HeadlessTesting

final class SignInViewController: UIViewController {
    let field = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        field.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            field.heightAnchor.constraint(equalToConstant: 44),
        ])
    }
}

@MainActor
@Suite(.headless)
struct SignInLayoutTests {
    @Test(arguments: [CGSize(width: 320, height: 480), CGSize(width: 414, height: 896)])
    func theFieldSpansTheScreenLessItsMargins(screen: CGSize) {
        Headless.setScreen(size: screen, scale: 2)    // before the window: it takes the screen's size
        let controller = SignInViewController()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()                    // loads the view and lays it out

        #expect(controller.field.frame.minX == 20)
        #expect(controller.field.frame.width == screen.width - 40)
    }
}
