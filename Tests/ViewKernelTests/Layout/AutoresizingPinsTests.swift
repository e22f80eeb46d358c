// AutoresizingPinsTests.swift: views that translate their mask are related to their superview as
// UIKit's autoresizing constraints relate them, and a view without a superview is sized only when
// it is laid out.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite(.headless)
struct AutoresizingPinsTests {
    /// A root view (no superview) holding a content view that resizes with it (W+H), and a box
    /// pinned inside the content view with a height constraint: a table cell, in short.
    private func makeCell() -> (cell: UIView, box: UIView, height: NSLayoutConstraint) {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let content = UIView(frame: cell.bounds)
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.addSubview(content)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 44)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: content.topAnchor),
            box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: box.bottomAnchor),
            height,
        ])
        cell.layoutIfNeeded()
        return (cell, box, height)
    }

    @Test func aRootViewReconfiguredForANewSizeDoesNotConflictUntilLaidOut() {
        let (cell, box, height) = makeCell()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        // Reused for a taller row: the new height does not fight the old frame...
        let messages = Headless.recordingViolations { height.constant = 90 }
        #expect(messages.isEmpty)
        // ...and once the cell is given that height, everything agrees.
        cell.frame.size.height = 90
        cell.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 0, y: 0, width: 320, height: 90))
    }

    @Test func aRootLaidOutAtASizeItsContentCannotTakeReportsTheConflictThen() throws {
        let (cell, _, height) = makeCell()
        height.constant = 120
        let messages = Headless.recordingViolations { cell.layoutIfNeeded() }
        let report = try #require(messages.first)
        #expect(messages.count == 1)
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("UIView.height == 120"))
    }

    @Test func aFlexibleViewIsRelatedToItsSuperviewsSize() throws {
        let (cell, _, _) = makeCell()
        let content = try #require(cell.subviews.first)
        // The content view follows the cell's width and height: resizing the root resizes it.
        cell.frame.size = CGSize(width: 200, height: 44)
        cell.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
        #expect(content.subviews.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 44))
    }
}
