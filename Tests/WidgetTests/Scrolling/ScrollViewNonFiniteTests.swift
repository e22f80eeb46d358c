// ScrollViewNonFiniteTests.swift: a scroll view, a table or a collection view refuses a NaN or
// infinite `contentInset` or `contentSize` with a logged message and keeps its value, so that the
// offset range and every later scroll stay finite (Docs/Reliability.md, "Bad input").
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Scroll views with non-finite insets and content sizes", .headless)
struct ScrollViewNonFiniteTests {
    /// A plain scroll view, a table and a collection view, each 320 x 480 with 1,000 points of content.
    private func scrollViews() -> [UIScrollView] {
        let plain = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        plain.contentSize = CGSize(width: 320, height: 1000)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let flow = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
        return [plain, table, collection]
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aNonFiniteContentInsetIsRefusedAndTheOffsetRangeStaysFinite(value: CGFloat) {
        for scrollView in scrollViews() {
            scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
            let range = scrollView.contentOffsetRange
            let name = String(describing: type(of: scrollView))

            let messages = Headless.recordingViolations {
                scrollView.contentInset = UIEdgeInsets(top: 0, left: 0, bottom: value, right: 0)
                scrollView.layoutIfNeeded()
            }

            #expect(messages == ["\(name) contentInset {0, 0, \(nonFiniteText(value)), 0} is refused: it must be finite; {20, 0, 0, 0} is kept"])
            #expect(scrollView.contentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            #expect(scrollView.contentOffsetRange.min == range.min && scrollView.contentOffsetRange.max == range.max)
            scrollView.setContentOffset(CGPoint(x: 0, y: range.max.y), animated: false)
            #expect(scrollView.contentOffset.y.isFinite)
        }
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func aNonFiniteContentSizeIsRefused(value: CGFloat) {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        let messages = Headless.recordingViolations {
            scrollView.contentSize = CGSize(width: value, height: 1000)
            scrollView.contentSize.height = value
        }
        let text = nonFiniteText(value)
        #expect(messages == ["UIScrollView contentSize {\(text), 1000} is refused: it must be finite; {320, 1000} is kept",
                             "UIScrollView contentSize {320, \(text)} is refused: it must be finite; {320, 1000} is kept"])
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1000))
        #expect(scrollView.contentOffsetRange.max == CGPoint(x: 0, y: 520))
    }

    @Test func hugeButFiniteValuesAreTaken() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let messages = Headless.recordingViolations {
            scrollView.contentSize = CGSize(width: 320, height: CGFloat.greatestFiniteMagnitude)
            scrollView.contentInset = UIEdgeInsets(top: 1e300, left: 0, bottom: 0, right: 0)
        }
        #expect(messages.isEmpty)
        #expect(scrollView.contentSize.height == .greatestFiniteMagnitude)
        #expect(scrollView.contentInset.top == 1e300)
    }
}
