// WindowResizeTests.swift: an iPad app's window resized by the system for Split View and Slide
// Over. Apple's "Adopting Multitasking Enhancements on iPad" gives the size classes: the window
// stays regular high; it is compact wide as a third of the screen, as half of an iPad's (not an
// iPad Pro's) screen in landscape and in either split in portrait, and regular wide as two thirds in
// landscape. UIContentContainer's documentation gives the calls: willTransition(to:with:) when the
// traits will change, viewWillTransition(to:with:) before the size changes, and the coordinator's
// animations alongside the change; traitCollectionDidChange(_:) follows.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A split and the size classes the iPad gives the window in it.
struct SplitCase: Sendable, CustomTestStringConvertible {
    let name: String
    let screen: HeadlessTrait.Screen
    let split: SplitViewWidth
    let width: CGFloat
    let horizontal: UIUserInterfaceSizeClass
    var testDescription: String { name }

    static let all = [
        SplitCase(name: "a third on its side", screen: .iPadLandscape, split: .oneThird, width: 320, horizontal: .compact),
        SplitCase(name: "half on its side", screen: .iPadLandscape, split: .half, width: 585, horizontal: .compact),
        SplitCase(name: "two thirds on its side", screen: .iPadLandscape, split: .twoThirds, width: 850, horizontal: .regular),
        SplitCase(name: "a third upright", screen: .iPadPortrait, split: .oneThird, width: 320, horizontal: .compact),
        SplitCase(name: "two thirds upright", screen: .iPadPortrait, split: .twoThirds, width: 490, horizontal: .compact),
    ]
}

@MainActor
@Suite("Windows resized for Split View", .headless)
struct WindowResizeTests {
    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test(arguments: SplitCase.all)
    func aSplitGivesTheWindowItsWidthAndSizeClasses(_ split: SplitCase) {
        split.screen.install()
        let journal = TraitJournal()
        let root = RotationRecordingController("root", journal: journal)
        let window = show(root)
        let fullSize = UIScreen.main.bounds.size
        journal.entries = []

        #expect(Headless.resizeWindow(window, toSplitView: split.split, animated: false))
        #expect(window.frame == CGRect(x: 0, y: 0, width: split.width, height: fullSize.height))
        #expect(root.view.frame.size == CGSize(width: split.width, height: fullSize.height))
        #expect(root.sizes == [CGSize(width: split.width, height: fullSize.height)])
        #expect(root.boundsDuringViewWillTransition == fullSize)
        #expect(root.traitCollection.horizontalSizeClass == split.horizontal)
        #expect(root.traitCollection.verticalSizeClass == .regular)
        #expect(UIScreen.main.bounds.size == fullSize)
        if split.horizontal == .compact {
            #expect(Array(journal.entries.prefix(3)) == ["root.willTransition", "root.viewWillTransition", "root.traitCollectionDidChange"])
            #expect(root.newCollections.map(\.horizontalSizeClass) == [.compact])
        } else {
            #expect(journal.entries.first == "root.viewWillTransition")
            #expect(!journal.entries.contains("root.willTransition"))
            #expect(!journal.entries.contains("root.traitCollectionDidChange"))
        }
        withExtendedLifetime(window) {}
    }

    @Test func backToFullScreenTheWindowIsRegularAgainAndHearsOfIt() {
        HeadlessTrait.Screen.iPadLandscape.install()
        let journal = TraitJournal()
        let root = RotationRecordingController("root", journal: journal)
        let window = show(root)
        Headless.resizeWindow(window, toSplitView: .oneThird, animated: false)
        journal.entries = []

        #expect(Headless.restoreFullScreenWindow(window, animated: false))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 1180, height: 820))
        #expect(root.traitCollection.horizontalSizeClass == .regular)
        #expect(Array(journal.entries.prefix(3)) == ["root.willTransition", "root.viewWillTransition", "root.traitCollectionDidChange"])
        #expect(!Headless.restoreFullScreenWindow(window, animated: false))
        withExtendedLifetime(window) {}
    }

    @Test func theResizesCoordinatorRunsItsAnimationsAlongsideAndCompletesOnTheVirtualClock() throws {
        HeadlessTrait.Screen.iPadLandscape.install()
        let journal = TraitJournal()
        let root = RotationRecordingController("root", journal: journal)
        let window = show(root)
        var events: [String] = []
        var durationInside: TimeInterval?
        root.onViewWillTransition = { coordinator in
            #expect(root.transitionCoordinator === coordinator)
            #expect(coordinator.isAnimated)
            #expect(coordinator.targetTransform == .identity)
            coordinator.animate(alongsideTransition: { _ in
                events.append("alongside \(root.traitCollection.horizontalSizeClass == .compact ? "compact" : "regular")")
                durationInside = UIView.inheritedAnimationDuration
            }, completion: { _ in events.append("completion") })
        }

        Headless.resizeWindow(window, to: CGSize(width: 500, height: 820))
        #expect(events == ["alongside compact"])
        #expect(durationInside == Headless.windowResizeDuration)
        #expect(root.transitionCoordinator != nil)
        Headless.advance(by: Headless.windowResizeDuration + 0.05)
        #expect(events == ["alongside compact", "completion"])
        #expect(root.transitionCoordinator == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aChildHearsTheResizeAtTheSizeItsParentGivesIt() {
        HeadlessTrait.Screen.iPadLandscape.install()
        let journal = TraitJournal()
        let root = RotationRecordingController("root", journal: journal)
        root.halvesChildWidth = true
        let child = RotationRecordingController("child", journal: journal)
        root.addChild(child)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        let window = show(root)

        Headless.resizeWindow(window, toSplitView: .half, animated: false)
        #expect(child.sizes == [CGSize(width: 292.5, height: 820)])
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        withExtendedLifetime(window) {}
    }

    @Test func aSizeThatIsNotAFiniteNonNegativeNumberIsRefused() {
        HeadlessTrait.Screen.iPadLandscape.install()
        let window = show(UIViewController())
        let before = window.frame
        for size in [CGSize(width: CGFloat.nan, height: 100), CGSize(width: 100, height: -1),
                     CGSize(width: CGFloat.infinity, height: 100), CGSize(width: 100, height: -CGFloat.infinity)] {
            #expect(!Headless.resizeWindow(window, to: size, animated: false), "\(size)")
        }
        #expect(window.frame == before)
        withExtendedLifetime(window) {}
    }
}
