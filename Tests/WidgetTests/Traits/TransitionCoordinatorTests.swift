// TransitionCoordinatorTests.swift: the coordinator of a push, pop, presentation or dismissal, as
// Apple documents UIViewController.transitionCoordinator ("when a presentation or dismissal is in
// progress, ... the transition coordinator object associated with that transition"; otherwise the
// one of the nearest ancestor) and UIViewControllerTransitionCoordinator ("ephemeral and lasts for
// the duration of the transition animation"): the controllers taking part see it in
// viewWillAppear/viewWillDisappear, its alongside animations run inside the transition's
// animation block and its completions when the transition ends on the virtual clock.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A controller that writes down the coordinator it sees and what happens around it.
@MainActor
final class CoordinatorWatchingController: UIViewController {
    let name: String
    let log: TransitionLog
    var seenInWillAppear: (any UIViewControllerTransitionCoordinator)?
    var seenInWillDisappear: (any UIViewControllerTransitionCoordinator)?
    var seenInDidAppear: (any UIViewControllerTransitionCoordinator)?
    var animatesAlongside = false
    let marker = UIView()

    init(_ name: String, log: TransitionLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(marker)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.entries.append("\(name).viewWillAppear")
        seenInWillAppear = transitionCoordinator
        guard animatesAlongside, let coordinator = transitionCoordinator else { return }
        coordinator.animate(alongsideTransition: { [self] context in
            log.entries.append("\(name).alongside")
            log.durationsInsideAnimation.append(UIView.inheritedAnimationDuration)
            marker.alpha = 0.5
            _ = context
        }, completion: { [self] context in
            log.entries.append("\(name).completion")
            log.cancelled.append(context.isCancelled)
        })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.entries.append("\(name).viewDidAppear")
        seenInDidAppear = transitionCoordinator
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        seenInWillDisappear = transitionCoordinator
    }
}

@MainActor
final class TransitionLog {
    var entries: [String] = []
    var durationsInsideAnimation: [TimeInterval] = []
    var cancelled: [Bool] = []
}

@MainActor
@Suite("Transition coordinators of pushes and presentations", .headless)
struct TransitionCoordinatorTests {
    @Test func anAnimatedPushHandsBothControllersOneCoordinatorThatRunsAlongsideTheSlide() throws {
        let log = TransitionLog()
        let root = CoordinatorWatchingController("root", log: log)
        let navigation = UINavigationController(rootViewController: root)
        let window = showInWindow(navigation)
        #expect(root.transitionCoordinator == nil)
        let pushed = CoordinatorWatchingController("pushed", log: log)
        pushed.animatesAlongside = true
        log.entries = []

        navigation.pushViewController(pushed, animated: true)
        let coordinator = try #require(pushed.seenInWillAppear)
        #expect(root.seenInWillDisappear === coordinator)
        #expect(coordinator.isAnimated)
        #expect(!coordinator.isCancelled)
        #expect(!coordinator.isInteractive)
        #expect(coordinator.transitionDuration > 0)
        #expect(coordinator.viewController(forKey: .from) === root)
        #expect(coordinator.viewController(forKey: .to) === pushed)
        #expect(coordinator.view(forKey: .to) === pushed.view)
        #expect(coordinator.containerView === navigation.view)
        #expect(navigation.transitionCoordinator === coordinator)
        // The alongside block ran inside the slide's animation block, animating what it changed.
        #expect(log.entries == ["pushed.viewWillAppear", "pushed.alongside"])
        #expect(log.durationsInsideAnimation == [coordinator.transitionDuration])
        #expect(pushed.marker.layer.animationKeys()?.isEmpty == false)

        Headless.advance(by: coordinator.transitionDuration / 2)
        #expect(log.entries.count == 2)
        #expect(pushed.transitionCoordinator === coordinator)
        Headless.advance(by: coordinator.transitionDuration)
        #expect(log.entries == ["pushed.viewWillAppear", "pushed.alongside", "pushed.completion", "pushed.viewDidAppear"])
        #expect(log.cancelled == [false])
        #expect(pushed.seenInDidAppear == nil)
        #expect(pushed.transitionCoordinator == nil)
        #expect(navigation.transitionCoordinator == nil)
        withExtendedLifetime(window) {}
    }

    @Test func anAnimatedPopHandsThePoppedControllerTheCoordinator() throws {
        let log = TransitionLog()
        let root = CoordinatorWatchingController("root", log: log)
        root.animatesAlongside = true
        let top = CoordinatorWatchingController("top", log: log)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(top, animated: false)
        let window = showInWindow(navigation)
        log.entries = []

        navigation.popViewController(animated: true)
        let coordinator = try #require(top.seenInWillDisappear)
        #expect(root.seenInWillAppear === coordinator)
        #expect(coordinator.viewController(forKey: .from) === top)
        #expect(coordinator.viewController(forKey: .to) === root)
        #expect(top.transitionCoordinator === coordinator)
        Headless.advance(by: 1)
        #expect(log.entries == ["root.viewWillAppear", "root.alongside", "root.completion", "root.viewDidAppear"])
        #expect(top.transitionCoordinator == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aPushWithoutAnimationHasACoordinatorThatIsNotAnimated() throws {
        let log = TransitionLog()
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        let pushed = CoordinatorWatchingController("pushed", log: log)
        pushed.animatesAlongside = true

        navigation.pushViewController(pushed, animated: false)
        let coordinator = try #require(pushed.seenInWillAppear)
        #expect(!coordinator.isAnimated)
        #expect(log.entries == ["pushed.viewWillAppear", "pushed.alongside", "pushed.completion", "pushed.viewDidAppear"])
        #expect(log.durationsInsideAnimation == [0])
        withExtendedLifetime(window) {}
    }

    @Test func aChildOfAControllerBeingPushedFindsItsAncestorsCoordinator() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        let pushed = UIViewController()
        let child = UIViewController()
        pushed.addChild(child)
        pushed.view.addSubview(child.view)
        child.didMove(toParent: pushed)

        navigation.pushViewController(pushed, animated: true)
        #expect(child.transitionCoordinator != nil)
        #expect(child.transitionCoordinator === pushed.transitionCoordinator)
        Headless.advance(by: 1)
        #expect(child.transitionCoordinator == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aPresentationAndItsDismissalHandTheirControllersACoordinator() throws {
        let log = TransitionLog()
        let presenter = CoordinatorWatchingController("presenter", log: log)
        let window = showInWindow(presenter)
        let presented = CoordinatorWatchingController("presented", log: log)
        presented.modalPresentationStyle = .fullScreen
        presented.animatesAlongside = true
        log.entries = []

        presenter.present(presented, animated: true)
        let arrival = try #require(presented.seenInWillAppear)
        #expect(presenter.seenInWillDisappear === arrival)
        #expect(arrival.isAnimated)
        #expect(arrival.presentationStyle == .fullScreen)
        #expect(arrival.viewController(forKey: .from) === presenter)
        #expect(arrival.viewController(forKey: .to) === presented)
        #expect(log.entries == ["presented.viewWillAppear", "presented.alongside"])
        #expect(log.durationsInsideAnimation == [arrival.transitionDuration])
        Headless.advance(by: arrival.transitionDuration / 2)
        #expect(!log.entries.contains("presented.completion"))
        Headless.advance(by: arrival.transitionDuration)
        #expect(log.entries == ["presented.viewWillAppear", "presented.alongside", "presented.completion", "presented.viewDidAppear"])
        #expect(presented.transitionCoordinator == nil)

        presenter.animatesAlongside = true
        log.entries = []
        presented.dismiss(animated: true)
        let departure = try #require(presenter.seenInWillAppear)
        #expect(departure !== arrival)
        #expect(presented.seenInWillDisappear === departure)
        #expect(departure.viewController(forKey: .from) === presented)
        #expect(departure.viewController(forKey: .to) === presenter)
        Headless.advance(by: 1)
        #expect(log.entries == ["presenter.viewWillAppear", "presenter.alongside", "presenter.completion", "presenter.viewDidAppear"])
        #expect(presenter.transitionCoordinator == nil)
        withExtendedLifetime(window) {}
    }

    @Test func aCoordinatorTakesNoAlongsideAnimationOnceItsAnimationHasBegun() throws {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = showInWindow(navigation)
        let pushed = UIViewController()
        navigation.pushViewController(pushed, animated: true)
        let coordinator = try #require(pushed.transitionCoordinator)
        var completed = false
        #expect(!coordinator.animate(alongsideTransition: { _ in }, completion: { _ in completed = true }))
        Headless.advance(by: 1)
        #expect(!completed)
        withExtendedLifetime(window) {}
    }
}
