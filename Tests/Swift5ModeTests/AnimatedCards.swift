// AnimatedCards.swift: interactive animations as iOS 10-17 apps write them, compiled in the Swift
// 5 language mode: a drawer that follows a pan through a paused UIViewPropertyAnimator and
// finishes (or turns back) with continueAnimation, and a card that flips with UIView.transition.
import UIKit

final class DrawerViewController: UIViewController {
    let drawer = UIView()
    let front = UILabel()
    let back = UILabel()
    let card = UIView()
    private var animator: UIViewPropertyAnimator?
    private(set) var isOpen = false
    private(set) var flips = 0
    private let closedY: CGFloat = 700
    private let openY: CGFloat = 300

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        drawer.frame = CGRect(x: 0, y: closedY, width: 390, height: 600)
        drawer.backgroundColor = .secondarySystemBackground
        drawer.layer.cornerRadius = 16
        view.addSubview(drawer)
        // iOS: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))), with @objc on handlePan
        let pan = UIPanGestureRecognizer(target: self, action: DrawerViewController.handlePan)
        drawer.addGestureRecognizer(pan)

        card.frame = CGRect(x: 95, y: 120, width: 200, height: 120)
        view.addSubview(card)
        front.text = "Front"
        back.text = "Back"
        for face in [front, back] {
            face.frame = card.bounds
            face.textAlignment = .center
        }
        card.addSubview(front)
    }

    private func makeAnimator() -> UIViewPropertyAnimator {
        let target = isOpen ? closedY : openY
        let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 1) {
            self.drawer.frame.origin.y = target
        }
        animator.addCompletion { [weak self] position in
            guard let self = self else { return }
            if position == .end { self.isOpen.toggle() }
            self.animator = nil
        }
        return animator
    }

    func handlePan(_ recognizer: UIPanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            let animator = makeAnimator()
            animator.pauseAnimation()
            self.animator = animator
        case .changed:
            let distance = abs(closedY - openY)
            let moved = recognizer.translation(in: view).y
            animator?.fractionComplete = max(0, min(1, (isOpen ? moved : -moved) / distance))
        case .ended, .cancelled:
            guard let animator = animator else { return }
            animator.isReversed = animator.fractionComplete < 0.3
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    func flipCard() {
        let showingFront = front.superview != nil
        let from: UIView = showingFront ? front : back
        let to: UIView = showingFront ? back : front
        UIView.transition(from: from, to: to, duration: 0.4,
                          options: [.transitionFlipFromRight, .showHideTransitionViews, .allowUserInteraction]) { finished in
            if finished { self.flips += 1 }
        }
        if to.superview == nil { card.addSubview(to) }
    }

    func fadeTitle(to text: String) {
        UIView.transition(with: front, duration: 0.25, options: .transitionCrossDissolve, animations: {
            self.front.text = text
        }, completion: nil)
    }
}
