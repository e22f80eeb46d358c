// RightToLeftControlTests.swift: controls running right to left, as UIKit mirrors them
// ("Supporting right-to-left languages"; the Human Interface Guidelines' "Right to left": a
// button's image stays on the leading side of its title, so it is at the right; a progress bar
// fills from the right).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct RightToLeftControlTests {
    @Test func aButtonsImageIsOnTheRightOfItsTitle() throws {
        let button = UIButton(type: .system)
        button.setImage(try controlTestImage(width: 20, height: 20), for: .normal)
        button.setTitle("Go", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let image = try #require(button.imageView), title = try #require(button.titleLabel)
        #expect(image.frame.maxX == title.frame.minX, "left to right: image, then title")
        let pairLeft = image.frame.minX, pairRight = title.frame.maxX
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(title.frame.maxX == image.frame.minX, "right to left: the image on the title's leading side")
        #expect(title.frame.minX == pairLeft)
        #expect(image.frame.maxX == pairRight)
        button.contentHorizontalAlignment = .leading
        button.layoutIfNeeded()
        #expect(image.frame.maxX == 200, "leading is the right edge")
    }

    @Test func aProgressBarFillsFromTheRight() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        progress.semanticContentAttribute = .forceRightToLeft
        progress.progress = 0.25
        progress.layoutIfNeeded()
        // Left to right the fill is 0...50.
        #expect(progress.subviews.first?.frame == CGRect(x: 150, y: 0, width: 50, height: 4))
    }
}
