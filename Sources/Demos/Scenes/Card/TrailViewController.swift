// TrailViewController.swift: the screen under the card: a place's name and a "Show card" button.

import ViewWidgets

/// A plain page with a heading and a "Show card" button that presents a `CardViewController`.
final class TrailViewController: UIViewController {
    let headingLabel = UILabel()
    let showCardButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        headingLabel.text = "Coast Trails"
        headingLabel.font = .boldSystemFont(ofSize: 28)
        showCardButton.setTitle("Show card", for: .normal)
        // iOS: showCardButton.addTarget(self, action: #selector(showCard), for: .touchUpInside)
        showCardButton.addTarget(self, action: TrailViewController.showCard, for: .touchUpInside)
        for part in [headingLabel, showCardButton] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        NSLayoutConstraint.activate([
            headingLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
            headingLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            showCardButton.topAnchor.constraint(equalTo: headingLabel.bottomAnchor, constant: 24),
            showCardButton.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
        ])
    }

    /// Presents the card; it brings its own presentation controller and animators.
    func showCard() {
        present(CardViewController(), animated: true)
    }
}
