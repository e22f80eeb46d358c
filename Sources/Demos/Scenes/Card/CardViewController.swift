// CardViewController.swift: the card: a grabber, a title and a few lines laid out with Auto Layout
// (the presentation controller asks them how tall the card is), and a pan that dismisses it by
// following the finger.

import ViewWidgets

/// A place's details on a card. It presents itself with `.custom` and its own transitioning
/// delegate (kept here: `transitioningDelegate` is weak). A pan down drives the dismissal through
/// a `UIPercentDrivenInteractiveTransition`: let go past half the card's height, or flick it, and
/// the card goes; let go sooner and it slides back up.
final class CardViewController: UIViewController {
    private let cardTransitioningDelegate = CardTransitioningDelegate()
    let titleLabel = UILabel()
    let detailLabel = UILabel()
    /// The appearance calls and the pan's decisions, in order (what an app would log while debugging).
    private(set) var events: [String] = []

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = cardTransitioningDelegate
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.layer.cornerRadius = 12
        let grabber = UIView()
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        titleLabel.text = "Lighthouse Walk"
        titleLabel.font = .boldSystemFont(ofSize: 20)
        detailLabel.text = "A 6 km loop along the cliffs to the old lighthouse and back by the beach. "
            + "About two hours; bring water."
        detailLabel.numberOfLines = 0
        detailLabel.textColor = .secondaryLabel
        let stack = UIStackView(arrangedSubviews: [titleLabel, detailLabel])
        stack.axis = .vertical
        stack.spacing = 8
        for part in [grabber, stack] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            stack.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -24),
        ])
        // iOS: UIPanGestureRecognizer(target: self, action: #selector(handlePan(_:))), with @objc on handlePan
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: CardViewController.handlePan))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        events.append("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        events.append("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        events.append("viewDidDisappear")
    }

    /// Follows the finger: the share of the card's height dragged down is the dismissal's progress.
    func handlePan(_ pan: UIPanGestureRecognizer) {
        let progress = max(0, min(1, pan.translation(in: view).y / max(1, view.bounds.height)))
        switch pan.state {
        case .began:
            let interaction = UIPercentDrivenInteractiveTransition()
            cardTransitioningDelegate.interactiveDismissal = interaction
            events.append("pan began")
            dismiss(animated: true)
        case .changed:
            cardTransitioningDelegate.interactiveDismissal?.update(progress)
        case .ended, .cancelled:
            let flicked = pan.velocity(in: view).y > 800
            if pan.state == .ended, progress > 0.5 || flicked {
                events.append("pan finished")
                cardTransitioningDelegate.interactiveDismissal?.finish()
            } else {
                events.append("pan cancelled")
                cardTransitioningDelegate.interactiveDismissal?.cancel()
            }
            cardTransitioningDelegate.interactiveDismissal = nil
        default:
            break
        }
    }
}
