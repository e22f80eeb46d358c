// ClockViewController.swift: the clock scene's screen: a title, a caption and the clock face.

import ViewWidgets

/// A screen with a drawn clock face, laid out by frames.
final class ClockViewController: UIViewController {
    let titleLabel = UILabel()
    let captionLabel = UILabel()
    let clock = ClockFaceView(frame: CGRect(x: 0, y: 0, width: 240, height: 240))
    /// The clock's side; the last step makes it larger.
    var clockSide: CGFloat = 240 { didSet { view.setNeedsLayout() } }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        titleLabel.text = "Clock"
        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.textColor = .label
        captionLabel.text = "The face is drawn in draw(_:); the hands are shape layers."
        captionLabel.font = .preferredFont(forTextStyle: .footnote)
        captionLabel.textColor = .secondaryLabel
        captionLabel.numberOfLines = 0
        for subview in [titleLabel, captionLabel, clock] { view.addSubview(subview) }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let width = view.bounds.width
        titleLabel.frame = CGRect(x: 20, y: 60, width: width - 40, height: 41)
        captionLabel.frame = CGRect(x: 20, y: 105, width: width - 40, height: 36)
        clock.frame = CGRect(x: (width - clockSide) / 2, y: 160, width: clockSide, height: clockSide)
    }
}
