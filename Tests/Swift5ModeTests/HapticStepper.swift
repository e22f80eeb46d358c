// HapticStepper.swift: haptic feedback as apps write it and compile it in the Swift 5 language
// mode: a nonisolated helper enum that makes generators on the spot, and a screen that keeps a
// prepared selection generator in a property.
import UIKit

/// The helper many apps keep: static functions callable from anywhere.
enum Haptics {
    static func success() {
        let generator = UINotificationFeedbackGenerator()
        generator.prepare()
        generator.notificationOccurred(.success)
    }

    static func bump(_ style: UIImpactFeedbackGenerator.FeedbackStyle = .light) {
        UIImpactFeedbackGenerator(style: style).impactOccurred(intensity: 0.8)
    }
}

/// A quantity stepper that ticks on every change and confirms the order with a success.
final class QuantityViewController: UIViewController {
    private let selectionFeedback = UISelectionFeedbackGenerator()
    let plusButton = UIButton(type: .system)
    let orderButton = UIButton(type: .system)
    private(set) var quantity = 1

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        plusButton.setTitle("+", for: .normal)
        plusButton.frame = CGRect(x: 20, y: 120, width: 60, height: 44)
        // iOS: plusButton.addTarget(self, action: #selector(increment), for: .touchUpInside)
        plusButton.addTarget(self, action: QuantityViewController.increment, for: .touchUpInside)
        orderButton.setTitle("Order", for: .normal)
        orderButton.frame = CGRect(x: 20, y: 200, width: 120, height: 44)
        orderButton.addAction(UIAction { _ in Haptics.success() }, for: .touchUpInside)
        view.addSubview(plusButton)
        view.addSubview(orderButton)
        selectionFeedback.prepare()
    }

    func increment() {
        quantity += 1
        selectionFeedback.selectionChanged()
        selectionFeedback.prepare()
    }
}
