// RatingRows.swift: a review header as apps write it and compile it in the Swift 5 language mode:
// a star symbol and a score in one label through NSTextAttachment, a verified badge nudged below
// the baseline with the attachment's bounds, laid out with Auto Layout.
import UIKit

final class ReviewHeaderView: UIView {
    let ratingLabel = UILabel()
    let authorLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        ratingLabel.font = .preferredFont(forTextStyle: .body)
        ratingLabel.textColor = .systemOrange
        authorLabel.font = .preferredFont(forTextStyle: .subheadline)
        authorLabel.numberOfLines = 0

        let stack = UIStackView(arrangedSubviews: [ratingLabel, authorLabel])
        stack.axis = .vertical
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            stack.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            stack.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func configure(score: Double, author: String, verified: Bool) {
        let star = NSTextAttachment()
        star.image = UIImage(systemName: "star.fill")
        star.image?.accessibilityLabel = "Rating"
        let rating = NSMutableAttributedString(attachment: star)
        rating.append(NSAttributedString(string: String(format: " %.1f", score)))
        ratingLabel.attributedText = rating

        let byline = NSMutableAttributedString(string: "by \(author)")
        if verified, let badge = UIImage(systemName: "checkmark.circle.fill") {
            let attachment = NSTextAttachment(image: badge)
            attachment.bounds = CGRect(x: 0, y: -5, width: 14, height: 14)
            byline.append(NSAttributedString(string: " "))
            byline.append(NSAttributedString(attachment: attachment))
        }
        authorLabel.attributedText = byline
    }
}
