// ProgressAndActivityTests.swift: UIProgressView's fill on the virtual clock and
// UIActivityIndicatorView's starting, stopping and hiding; neither takes taps
// (Controls/UIProgressView.swift, Controls/UIActivityIndicatorView.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UIProgressView and UIActivityIndicatorView", .headless)
struct ProgressAndActivityTests {
    @Test func progressIsClampedAndFillsThatShareOfTheTrack() {
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 0, y: 0, width: 200, height: 4)
        #expect(progress.progress == 0)
        progress.progress = 0.25
        progress.layoutIfNeeded()
        #expect(progress.subviews.first?.frame == CGRect(x: 0, y: 0, width: 50, height: 4))
        progress.progress = 3
        #expect(progress.progress == 1)
        progress.progress = -1
        #expect(progress.progress == 0)
        #expect(progress.intrinsicContentSize.height == 4)
        #expect(UIProgressView(progressViewStyle: .bar).intrinsicContentSize.height == 2.5)
    }

    @Test func anAnimatedChangeFillsOverAQuarterOfASecond() throws {
        let window = makeControlWindow()
        let progress = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
        window.addSubview(progress)
        window.layoutIfNeeded()

        progress.setProgress(1, animated: true)
        Headless.advance(by: 0.125)

        let fill = try #require(progress.subviews.first)
        let width = try #require(fill.layer.presentation()?.bounds.width)
        #expect(width > 0 && width < 200)
        Headless.advance(by: 0.125)
        #expect(fill.layer.presentation()?.bounds.width ?? 200 == 200)
        #expect(progress.progress == 1)
    }

    @Test func aProgressViewLetsTapsThroughToWhatIsBehindIt() {
        let window = makeControlWindow()
        let progress = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
        window.addSubview(progress)
        #expect(window.tap(at: CGPoint(x: 100, y: 12)) === progress)
        progress.isUserInteractionEnabled = false
        #expect(window.tap(at: CGPoint(x: 100, y: 12)) === window)
    }

    @Test func aSpinnerIsHiddenUntilItSpins() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.bounds.size == CGSize(width: 37, height: 37))
        #expect(spinner.isHidden && !spinner.isAnimating)

        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        #expect(spinner.description.contains("animating = YES"))

        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)

        spinner.hidesWhenStopped = false
        spinner.isHidden = false
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
    }

    @Test func theStyleSetsTheSizeAndColour() {
        let medium = UIActivityIndicatorView(style: .medium)
        #expect(medium.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(UIActivityIndicatorView(style: .whiteLarge).color == .white)
        medium.color = .red
        #expect(medium.color == .red)
        #expect(UIActivityIndicatorView.Style.medium.rawValue == 100)
    }

    @Test func theSpokesTurnWithTheVirtualClock() {
        let window = makeControlWindow()
        let spinner = UIActivityIndicatorView(style: .medium)
        window.addSubview(spinner)
        spinner.startAnimating()

        Headless.advance(by: 0.15)
        let first = spinner.renderSVG()
        Headless.advance(by: 0.1)
        let later = spinner.renderSVG()
        Headless.advance(by: 0.8)
        let afterATurn = spinner.renderSVG()

        #expect(first != later)
        #expect(later == afterATurn)
    }
}
