// ContentSizeTests.swift: intrinsic content size, hugging and compression resistance decide which
// view stretches and which shrinks, as UIKit documents.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite(.headless)
struct ContentSizeTests {
    /// Two views between the superview's edges with 8 points between them, vertically at the top.
    private func row(_ first: SizedView, _ second: SizedView, width: CGFloat) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        root.addSubview(first)
        root.addSubview(second)
        NSLayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 8),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        return root
    }

    @Test func aViewWithOnlyAPositionTakesItsIntrinsicSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = SizedView(66, 20)
        root.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 20, y: 20, width: 66, height: 20))
    }

    @Test func theViewThatHugsLessStretches() {
        let first = SizedView(50, 20), second = SizedView(50, 20)
        first.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        _ = row(first, second, width: 200)
        #expect(first.frame.width == 50)
        #expect(second.frame == CGRect(x: 58, y: 0, width: 142, height: 20))
    }

    @Test func theViewThatResistsCompressionLessShrinks() {
        let first = SizedView(150, 20), second = SizedView(150, 20)
        second.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        _ = row(first, second, width: 200)
        #expect(first.frame.width == 150)
        #expect(second.frame == CGRect(x: 158, y: 0, width: 42, height: 20))
    }

    @Test func theDefaultPrioritiesAreUIKits() {
        let view = UIView()
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(view.contentHuggingPriority(for: .vertical) == UILayoutPriority(250))
        #expect(view.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(view.contentCompressionResistancePriority(for: .vertical) == UILayoutPriority(750))
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.defaultHigh + 1).rawValue == 751)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
    }

    @Test func invalidatingTheIntrinsicSizeResizesAtTheNextLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = SizedView(66, 20)
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: root.topAnchor)])
        root.layoutIfNeeded()
        label.size = CGSize(width: 120, height: 30)
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 66, height: 20))   // not told yet
        label.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(label.frame.size == CGSize(width: 120, height: 30))
    }

    @Test func aViewThatTranslatesItsMaskIgnoresItsIntrinsicSize() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let framed = SizedView(66, 20)
        framed.translatesAutoresizingMaskIntoConstraints = true
        framed.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        root.addSubview(framed)
        let follower = makeConstrainedView()
        root.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: framed.trailingAnchor, constant: 1),
            follower.topAnchor.constraint(equalTo: framed.bottomAnchor, constant: 1),
            follower.widthAnchor.constraint(equalToConstant: 10),
            follower.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(framed.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(follower.frame == CGRect(x: 16, y: 16, width: 10, height: 10))
        framed.frame.origin.x = 100   // the pins follow the frame
        root.layoutIfNeeded()
        #expect(follower.frame.minX == 111)
    }

    @Test func compressedFittingSizeIsTheSmallestTheConstraintsAllow() {
        let card = UIView()
        let title = SizedView(100, 20), detail = SizedView(150, 16)
        card.addSubview(title)
        card.addSubview(detail)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            detail.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            detail.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -10),
            detail.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
        ])
        #expect(card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 170, height: 60))
        // A required width (as a table cell asks) keeps the width and fits the height.
        #expect(card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 320, height: 60))
        #expect(card.frame == .zero)   // fitting moves nothing
    }
}
