// WidgetAutoLayoutTests.swift: labels, image views, buttons and switches under Auto Layout: their
// intrinsic sizes, a multi-line label's height at the width it gets, and baseline alignment.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct WidgetAutoLayoutTests {
    private func constrained<View: UIView>(_ view: View, in root: UIView) -> View {
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        return view
    }

    @Test func aRequiredContentSizeInAConflictIsListedAsUIKitListsIt() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = constrained(UILabel(), in: root)
        label.text = "Hello"
        label.setContentHuggingPriority(.required, for: .horizontal)
        label.setContentCompressionResistancePriority(.required, for: .horizontal)
        label.topAnchor.constraint(equalTo: root.topAnchor).isActive = true
        label.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        let messages = Headless.recordingViolations {
            label.widthAnchor.constraint(equalToConstant: 200).isActive = true
            root.layoutIfNeeded()
        }
        let report = try #require(messages.first)
        #expect(label.intrinsicContentSize.width == 39)
        #expect(report.contains("\"<NSContentSizeLayoutConstraint UILabel'Hello'.width == 39 Hug:1000 CompressionResistance:1000 (active)>\""))
    }

    @Test func aOneLineLabelTakesItsTextsSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = constrained(UILabel(), in: root)
        label.text = "Just text"
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20)])
        root.layoutIfNeeded()
        let natural = label.sizeThatFits(.zero)
        #expect(label.frame == CGRect(x: 20, y: 20, width: natural.width, height: natural.height))
        label.text = "A longer text than before"
        root.layoutIfNeeded()
        #expect(label.frame.width == label.sizeThatFits(.zero).width)
    }

    @Test func aMultiLineLabelWrapsToTheWidthItIsGiven() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 480))
        let label = constrained(UILabel(), in: root)
        label.numberOfLines = 0
        label.text = "A label with enough words to need several lines at this width"
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
                                     label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 180, height: 0))
        #expect(wrapped.height > label.font.lineHeight * 2)
        #expect(label.frame == CGRect(x: 10, y: 0, width: 180, height: wrapped.height))
    }

    @Test func preferredMaxLayoutWidthWrapsTheIntrinsicSize() {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "A label with enough words to need several lines at this width"
        label.preferredMaxLayoutWidth = 100
        #expect(label.intrinsicContentSize == label.sizeThatFits(CGSize(width: 100, height: 0)))
    }

    @Test func labelsOfDifferentSizesAlignTheirBaselines() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let big = constrained(UILabel(), in: root), small = constrained(UILabel(), in: root)
        big.font = .systemFont(ofSize: 34)
        big.text = "Big"
        small.font = .systemFont(ofSize: 12)
        small.text = "small"
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.textLayout.lines[0].baseline
        let smallBaseline = small.frame.minY + small.textLayout.lines[0].baseline
        #expect(abs(bigBaseline - smallBaseline) <= 0.5)   // each frame is rounded to half points
        #expect(small.frame.maxY < big.frame.maxY)
    }

    @Test func anImageViewTakesItsImagesSize() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let image = try #require(UIImage(data: testPNGData(width: 60, height: 40), scale: 2))
        let imageView = constrained(UIImageView(image: image), in: root)
        NSLayoutConstraint.activate([imageView.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                                     imageView.centerYAnchor.constraint(equalTo: root.centerYAnchor)])
        root.layoutIfNeeded()
        #expect(imageView.frame == CGRect(x: 145, y: 230, width: 30, height: 20))
    }

    @Test func aButtonTakesItsTitlesSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let button = constrained(UIButton(type: .system), in: root)
        button.setTitle("Sign in", for: .normal)
        NSLayoutConstraint.activate([button.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                                     button.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -16)])
        root.layoutIfNeeded()
        let size = button.intrinsicContentSize
        #expect(button.frame == CGRect(x: 304 - size.width, y: 464 - size.height, width: size.width, height: size.height))
    }

    @Test func aSwitchHugsItsSizeWhereAPlainViewStretches() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let toggle = constrained(UISwitch(), in: root)
        let label = constrained(UILabel(), in: root)
        label.text = "Notifications"
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            toggle.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            toggle.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(toggle.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        #expect(label.frame.width == CGFloat(320 - 16 - 8 - 51 - 16))
    }
}
