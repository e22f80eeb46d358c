// RotationTests.swift: turning the device, as UIKit documents it for UIContentContainer: a
// controller hears willTransition(to:with:) when its traits will change, then
// viewWillTransition(to:with:) with the new size (both before anything has changed, and passed
// on to children by the default implementations), then traitCollectionDidChange(_:) and layout
// inside the turn's animation; the coordinator's alongside animations run inside that animation
// block and its completions when it ends on the virtual clock.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A controller that writes down what it hears of a turn, and what it sees then.
@MainActor
final class RotationRecordingController: UIViewController {
    let name: String
    let journal: TraitJournal
    var forwardsToChildren = true
    var halvesChildWidth = false
    var sizes: [CGSize] = []
    var newCollections: [UITraitCollection] = []
    var coordinators: [any UIViewControllerTransitionCoordinator] = []
    var verticalClassDuringWillTransition: UIUserInterfaceSizeClass?
    var boundsDuringViewWillTransition: CGSize?
    var onViewWillTransition: ((any UIViewControllerTransitionCoordinator) -> Void)?

    init(_ name: String, journal: TraitJournal) {
        self.name = name
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        journal.entries.append("\(name).willTransition")
        newCollections.append(newCollection)
        verticalClassDuringWillTransition = traitCollection.verticalSizeClass
        if forwardsToChildren { super.willTransition(to: newCollection, with: coordinator) }
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        journal.entries.append("\(name).viewWillTransition")
        sizes.append(size)
        coordinators.append(coordinator)
        boundsDuringViewWillTransition = view.bounds.size
        onViewWillTransition?(coordinator)
        if forwardsToChildren { super.viewWillTransition(to: size, with: coordinator) }
    }

    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        halvesChildWidth ? CGSize(width: parentSize.width / 2, height: parentSize.height) : parentSize
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        journal.entries.append("\(name).traitCollectionDidChange")
    }

    override func viewWillLayoutSubviews() {
        journal.entries.append("\(name).viewWillLayoutSubviews")
    }
}

@MainActor
@Suite("Turning the device", .headless(screen: .iPhone15))
struct RotationTests {
    /// A visible window whose root controller is `root`, laid out.
    private func show(_ root: UIViewController) -> UIWindow {
        let window = UIWindow()
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    @Test func theCallbacksArriveInUIKitsOrderWithTheOldStateStillInPlaceBeforeTheTurn() {
        let journal = TraitJournal()
        let root = RotationRecordingController("root", journal: journal)
        let window = show(root)
        journal.entries = []

        #expect(Headless.rotate(to: .landscapeLeft, animated: false))
        let expected = ["root.willTransition", "root.viewWillTransition", "root.traitCollectionDidChange", "root.viewWillLayoutSubviews"]
        #expect(Array(journal.entries.prefix(4)) == expected)
        #expect(root.newCollections.first?.verticalSizeClass == .compact)
        #expect(root.newCollections.first?.horizontalSizeClass == .compact)
        #expect(root.verticalClassDuringWillTransition == .regular)
        #expect(root.boundsDuringViewWillTransition == CGSize(width: 393, height: 852))
        #expect(root.sizes == [CGSize(width: 852, height: 393)])
        #expect(root.traitCollection.verticalSizeClass == .compact)
        #expect(UIApplication.shared.statusBarOrientation == .landscapeLeft)
        withExtendedLifetime(window) {}
    }

    @Test func framesAndSafeAreasFollowTheTurnAndComeBack() {
        let root = UIViewController()
        let window = show(root)
        Headless.rotate(to: .landscapeRight, animated: false)
        #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393))
        #expect(window.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))

        Headless.rotate(to: .portrait, animated: false)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(root.traitCollection.verticalSizeClass == .regular)
        withExtendedLifetime(window) {}
    }

    @Test func theCoordinatorsAlongsideAnimationRunsInTheTurnsAnimationAndItsCompletionWhenItEnds() throws {
        let journal = TraitJournal()
        let root = RotationRecordingController("root", journal: journal)
        let window = show(root)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(badge)
        var completed = 0
        var durationInside: TimeInterval?
        root.onViewWillTransition = { coordinator in
            #expect(root.transitionCoordinator === coordinator)
            coordinator.animate(alongsideTransition: { context in
                durationInside = context.transitionDuration
                badge.alpha = 0.5
            }, completion: { context in
                #expect(!context.isCancelled)
                completed += 1
            })
        }

        Headless.rotate(to: .landscapeLeft)
        let coordinator = try #require(root.coordinators.first)
        #expect(coordinator.isAnimated)
        #expect(!coordinator.isCancelled)
        #expect(!coordinator.isInteractive)
        #expect(coordinator.transitionDuration == 0.4)
        #expect(coordinator.targetTransform == CGAffineTransform(rotationAngle: -CGFloat.pi / 2))
        #expect(durationInside == 0.4)
        #expect(badge.alpha == 0.5)
        #expect(badge.layer.animation(forKey: "opacity") != nil)
        #expect(window.layer.animationKeys()?.isEmpty == false)
        #expect(completed == 0)

        Headless.advance(by: 0.39)
        #expect(completed == 0)
        Headless.advance(by: 0.02)
        #expect(completed == 1)
        #expect(root.transitionCoordinator == nil)
        #expect(coordinator.animate(alongsideTransition: { _ in }) == false)
        withExtendedLifetime(window) {}
    }

    @Test func withoutAnimationTheCompletionRunsAtOnceAndAHalfTurnTakesTwiceAsLong() throws {
        let journal = TraitJournal()
        let root = RotationRecordingController("root", journal: journal)
        let window = show(root)
        var completed = false
        root.onViewWillTransition = { coordinator in
            coordinator.animate(alongsideTransition: nil) { _ in completed = true }
        }
        Headless.rotate(to: .landscapeLeft, animated: false)
        let quarter = try #require(root.coordinators.last)
        #expect(!quarter.isAnimated)
        #expect(quarter.transitionDuration == 0)
        #expect(completed)

        root.onViewWillTransition = nil
        Headless.rotate(to: .landscapeRight)
        let half = try #require(root.coordinators.last)
        #expect(half.transitionDuration == 0.8)
        #expect(half.targetTransform == CGAffineTransform(rotationAngle: .pi))
        // Landscape to landscape: the size classes stay, so no trait transition is announced.
        #expect(journal.entries.filter { $0 == "root.willTransition" }.count == 1)
        withExtendedLifetime(window) {}
    }

    @Test func theDefaultImplementationsPassTheTurnOnToChildrenAtTheSizeTheParentGivesThem() {
        let journal = TraitJournal()
        let parent = RotationRecordingController("parent", journal: journal)
        let child = RotationRecordingController("child", journal: journal)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.halvesChildWidth = true
        let window = show(parent)
        journal.entries = []

        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(Array(journal.entries.prefix(4)) == ["parent.willTransition", "child.willTransition",
                                                     "parent.viewWillTransition", "child.viewWillTransition"])
        #expect(child.sizes == [CGSize(width: 426, height: 393)])
        #expect(child.newCollections.first?.verticalSizeClass == .compact)
        withExtendedLifetime(window) {}
    }

    @Test func aContainerThatDoesNotCallSuperKeepsTheTurnFromItsChildren() {
        let journal = TraitJournal()
        let parent = RotationRecordingController("parent", journal: journal)
        let child = RotationRecordingController("child", journal: journal)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        parent.forwardsToChildren = false
        let window = show(parent)

        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(parent.sizes.count == 1)
        #expect(child.sizes.isEmpty && child.newCollections.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func aPresentedControllerHearsOfTheTurnAfterItsPresenter() {
        let journal = TraitJournal()
        let root = RotationRecordingController("root", journal: journal)
        let presented = RotationRecordingController("presented", journal: journal)
        presented.modalPresentationStyle = .fullScreen
        let window = show(root)
        root.present(presented, animated: false)
        journal.entries = []

        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(Array(journal.entries.prefix(4)) == ["root.willTransition", "presented.willTransition",
                                                     "root.viewWillTransition", "presented.viewWillTransition"])
        #expect(presented.sizes == [CGSize(width: 852, height: 393)])
        #expect(presented.view.frame.size == CGSize(width: 852, height: 393))
        withExtendedLifetime(window) {}
    }

    @Test func anOrientationTheTopControllerDoesNotSupportIsRefused() {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
        }
        let window = show(PortraitOnly())
        #expect(!Headless.rotate(to: .landscapeLeft))
        #expect(!Headless.rotate(to: .portrait))
        #expect(Headless.interfaceOrientation == .portrait)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        withExtendedLifetime(window) {}
    }

    @Test(.headless(screen: .iPadPortrait))
    func anIPadKeepsItsSizeClassesSoOnlyTheSizeIsAnnounced() {
        let journal = TraitJournal()
        let root = RotationRecordingController("root", journal: journal)
        let window = show(root)
        journal.entries = []
        Headless.rotate(to: .landscapeRight, animated: false)
        #expect(!journal.entries.contains("root.willTransition"))
        #expect(!journal.entries.contains("root.traitCollectionDidChange"))
        #expect(root.sizes == [CGSize(width: 1180, height: 820)])
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
        withExtendedLifetime(window) {}
    }

    @Test(.headless(screen: .iPhoneSE))
    func aPhoneWithAHomeButtonHasNoInsetsOnItsSide() {
        let window = show(UIViewController())
        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(window.safeAreaInsets == .zero)
        #expect(window.frame.size == CGSize(width: 667, height: 375))
        withExtendedLifetime(window) {}
    }
}
