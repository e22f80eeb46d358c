// ContentInsetAdjustmentTests.swift: UIScrollView.contentInsetAdjustmentBehavior, with
// UIKit's default and raw values (the safe area it adds: SafeArea/SafeAreaContentInsetTests).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UIScrollView content inset adjustment", .headless)
struct ContentInsetAdjustmentTests {
    @Test func theBehaviourIsAutomaticByDefault() {
        #expect(UIScrollView().contentInsetAdjustmentBehavior == .automatic)
        #expect(UITableView().contentInsetAdjustmentBehavior == .automatic)
    }

    @Test func theBehavioursHaveUIKitsRawValues() {
        let behaviours = UIScrollView.ContentInsetAdjustmentBehavior.allCases
        #expect(behaviours.map(\.rawValue) == [0, 1, 2, 3])
        #expect(behaviours == [.automatic, .scrollableAxes, .never, .always])
    }

    @Test func theBehaviourIsKept() {
        let scrollView = UIScrollView()
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.contentInsetAdjustmentBehavior == .never)
    }

    @Test func withoutASafeAreaNoBehaviourAdjustsTheInset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scrollView.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0)
        scrollView.contentInsetAdjustmentBehavior = .always
        #expect(scrollView.adjustedContentInset == UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0))
    }
}
