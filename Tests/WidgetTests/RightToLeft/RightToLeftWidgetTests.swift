// RightToLeftWidgetTests.swift: widgets in a view running right to left, as UIKit mirrors them
// ("Supporting right-to-left languages"): a horizontal stack view starts its arranged views at
// the right, `.leading` alignment is the right edge, `.natural` text ends at the right, and a
// table cell's image, labels and accessory trade sides. Each mirrored x is worked out from the
// left-to-right frame: the container's width minus the left-to-right maxX.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

private func isClose(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.000001 }

@MainActor
@Suite(.headless)
struct RightToLeftWidgetTests {
    /// `stack` pinned to a `width` x `height` root running right to left, laid out.
    @discardableResult
    private func placeRightToLeft(_ stack: UIStackView, width: CGFloat = 300, height: CGFloat = 50) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.traitOverrides.layoutDirection = .rightToLeft
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
            stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        return root
    }

    // MARK: - Stack views

    @Test func aHorizontalStackStartsAtTheRight() {
        // Left to right: 0...50, 60...220 (the view that hugs least stretches), 230...300.
        let a = Box(50, 20), b = Box(60, 20), c = Box(70, 20)
        b.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        let stack = UIStackView(arrangedSubviews: [a, b, c])
        stack.spacing = 10
        placeRightToLeft(stack)
        #expect(a.frame == CGRect(x: 250, y: 0, width: 50, height: 50))
        #expect(b.frame == CGRect(x: 80, y: 0, width: 160, height: 50))
        #expect(c.frame == CGRect(x: 0, y: 0, width: 70, height: 50))
    }

    @Test func fillEquallyRunsFromTheRight() {
        let views = [Box(10, 10), Box(100, 10), Box(30, 10)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.spacing = 15
        placeRightToLeft(stack)
        #expect(views.map(\.frame.width) == [90, 90, 90])
        #expect(views.map(\.frame.minX) == [210, 105, 0])
    }

    @Test(arguments: [(UIStackView.Alignment.leading, [CGFloat(150), 100]), (.trailing, [0, 0]), (.center, [75, 50])])
    func aVerticalStacksLeadingAlignmentIsTheRightEdge(_ alignment: UIStackView.Alignment, _ expectedX: [CGFloat]) {
        let narrow = Box(50, 20), wide = Box(100, 20)
        let stack = UIStackView(arrangedSubviews: [narrow, wide])
        stack.axis = .vertical
        stack.alignment = alignment
        stack.spacing = 4
        placeRightToLeft(stack, width: 200, height: 44)
        #expect([narrow.frame.minX, wide.frame.minX] == expectedX)
    }

    @Test func aStackFlipsWhenItsDirectionChanges() {
        let a = Box(50, 20), b = Box(60, 20)
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        let root = placeRightToLeft(stack, width: 200)
        #expect(a.frame.minX == 100)
        root.traitOverrides.layoutDirection = .leftToRight
        root.layoutIfNeeded()
        #expect(a.frame.minX == 0)
        #expect(b.frame.minX == 100)
    }

    // MARK: - Text

    @Test func naturalTextEndsAtTheRightEdgeRightToLeft() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "שלום"
        let leftToRight = try #require(label.textLayout.lines.first)
        #expect(leftToRight.frame.minX == 0)
        label.traitOverrides.layoutDirection = .rightToLeft
        let rightToLeft = try #require(label.textLayout.lines.first)
        #expect(isClose(rightToLeft.frame.maxX, 100))
        #expect(isClose(rightToLeft.frame.minX, 100 - leftToRight.frame.maxX))
        label.textAlignment = .left
        #expect(try #require(label.textLayout.lines.first).frame.minX == 0, "left stays left")
    }

    @Test func aControlsLeadingAlignmentIsTheRightRightToLeft() {
        let control = UIControl()
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.semanticContentAttribute = .forceRightToLeft
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .left)
    }

    @Test func anEmptyNaturalFieldsCaretIsAtTheRightRightToLeft() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let text = field.textRect(forBounds: field.bounds)
        #expect(field.caretRect(for: field.beginningOfDocument).minX == text.minX)
        field.traitOverrides.layoutDirection = .rightToLeft
        #expect(isClose(field.caretRect(for: field.beginningOfDocument).maxX, text.maxX))
        field.textAlignment = .left
        #expect(field.caretRect(for: field.beginningOfDocument).minX == text.minX, "left stays left")
    }

    @Test func aNaturalTextViewsLinesEndAtTheRightRightToLeft() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "שלום"
        let leftToRight = view.caretRect(for: view.beginningOfDocument).minX
        view.traitOverrides.layoutDirection = .rightToLeft
        view.layoutIfNeeded()
        #expect(view.caretRect(for: view.beginningOfDocument).minX > leftToRight + 100,
                "the line is at the right of the 200-point view")
    }

    // MARK: - Table cells

    @Test func aCellsImageIsAtTheRightAndItsAccessoryAtTheLeft() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let image = try #require(UIImage(data: testPNGData(width: 30, height: 30)))
        cell.imageView?.image = image
        cell.textLabel?.text = "חבר"
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        // Left to right: content view 0...287 (a 33-point disclosure indicator at the right),
        // image 15...45, text 60...287.
        let content = cell.contentView.frame
        #expect(content == CGRect(x: 0, y: 0, width: 287, height: 44))
        cell.traitOverrides.layoutDirection = .rightToLeft
        cell.layoutIfNeeded()
        let imageFrame = try #require(cell.imageView?.frame), text = try #require(cell.textLabel?.frame)
        #expect(cell.contentView.frame == CGRect(x: 33, y: 0, width: 287, height: 44))
        #expect(imageFrame.minX == CGFloat(287 - 45))
        #expect(text.minX == 0)
        #expect(text.maxX == CGFloat(287 - 60))
    }
}
