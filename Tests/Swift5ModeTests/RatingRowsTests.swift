// RatingRowsTests.swift: the review header of RatingRows.swift, compiled in the Swift 5 language
// mode, sizes and reads its inline symbols as on a device.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("Text attachments from Swift 5 language-mode code", .headless)
struct RatingRowsTests {
    private func show(verified: Bool) -> ReviewHeaderView {
        let header = ReviewHeaderView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        header.configure(score: 4.8, author: "Sam", verified: verified)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(header)
        window.makeKeyAndVisible()
        header.layoutIfNeeded()
        return header
    }

    @Test func theRatingShowsTheStarAndTheScore() throws {
        let header = show(verified: false)
        #expect(header.ratingLabel.text == "\u{FFFC} 4.8")
        #expect(header.ratingLabel.accessibilityLabel == "Rating 4.8")
        let star = try #require(UIImage(systemName: "star.fill"))
        let score = NSAttributedString(string: " 4.8", attributes: [.font: header.ratingLabel.font as Any]).size()
        #expect(header.ratingLabel.intrinsicContentSize.width >= star.size.width + score.width)
        #expect(header.renderSVG().contains("star.fill"))
    }

    @Test func aVerifiedBadgeBelowTheBaselineDeepensTheByline() {
        let plain = show(verified: false).authorLabel.intrinsicContentSize.height
        let header = show(verified: true)
        #expect(header.authorLabel.text == "by Sam \u{FFFC}")
        #expect(header.authorLabel.accessibilityLabel == "by Sam")
        // The badge reaches 5 points below the baseline, deeper than the subheadline's 3.6-point descent.
        #expect(header.authorLabel.intrinsicContentSize.height > plain)
    }
}
