// WaitingActionsTests.swift: UI-test actions that wait for their element on the virtual clock,
// and the settable action timeout, from Swift 5 language-mode code.
import Testing
import UIKit
import HeadlessTesting

/// A screen whose "Pay" button turns enabled half a second after it appears, by a timer.
@MainActor
final class PayScreen: UIViewController {
    let payButton = UIButton(type: .system)
    var payments = 0
    private var enableTimer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.setTitle("Pay", for: .normal)
        payButton.frame = CGRect(x: 20, y: 200, width: 200, height: 44)
        payButton.isEnabled = false
        payButton.addTarget(self, action: PayScreen.pay, for: .touchUpInside)
        // iOS: payButton.addTarget(self, action: #selector(pay), for: .touchUpInside)
        view.addSubview(payButton)
        enableTimer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.payButton.isEnabled = true }
        }
    }

    func pay() { payments += 1 }
}

@MainActor
@Suite("Actions wait for their element, from Swift 5 language-mode code", .headless(actionTimeout: 2))
struct WaitingActionsTests {
    @Test func aTapWaitsForTheButtonToBeEnabled() {
        #expect(XCUIElement.actionTimeout == 2)
        let screen = PayScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        let start = Headless.now
        app.buttons["Pay"].tap()
        #expect(screen.payments == 1)
        #expect(Headless.now - start >= 0.5)
        #expect(app.buttons["Pay"].wait(for: \.isEnabled, toEqual: true, timeout: 1))
    }
}
