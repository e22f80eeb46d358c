// TransitionFuzzScreens.swift: the controllers, delegates and animators of the transition fuzz:
// screens that check their appearance calls as they come and carry a menu button, a list screen
// reorderable through a diffable data source, the fades a navigation and a tab bar controller
// delegate hand out (with a percent-driven interaction), and a card presented with a custom
// presentation controller.
import Foundation
import TestSupport
import ViewWidgets

/// Where a controller is in its appearance: the four calls must come in UIKit's order.
enum FuzzAppearance: String {
    case disappeared, appearing, appeared, disappearing
}

/// What the tracked controllers heard: the calls that came out of order, and how many times each
/// menu item's handler ran.
@MainActor
final class TransitionFuzzLog {
    var outOfOrder: [String] = []
    var menuPicks = [Int](repeating: 0, count: TransitionOperation.menuItemCount)

    /// Moves `controller` (named `name`) along its appearance: a will call from a state it can
    /// come from, a did call only after its will call (a cancelled transition turns a will
    /// around: appearing to disappearing and back).
    func note(_ controller: TrackedController, _ call: String) {
        let state = controller.appearance
        let next: FuzzAppearance?
        switch call {
        case "viewWillAppear": next = state == .disappeared || state == .disappearing ? .appearing : nil
        case "viewDidAppear": next = state == .appearing ? .appeared : nil
        case "viewWillDisappear": next = state == .appeared || state == .appearing ? .disappearing : nil
        default: next = state == .disappearing ? .disappeared : nil
        }
        if let next {
            controller.appearance = next
        } else {
            outOfOrder.append("\(controller.name) heard \(call) while \(state.rawValue)")
        }
    }
}

/// A screen of the fuzz: it reports its appearance calls to the log and shows a button whose
/// menu (the primary action) holds the fuzz's menu items.
class TrackedController: UIViewController {
    let name: String
    let log: TransitionFuzzLog
    let menuButton = UIButton(type: .system)
    /// Where the controller is in its appearance, as its calls say.
    var appearance = FuzzAppearance.disappeared

    init(name: String, log: TransitionFuzzLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = name
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        menuButton.setTitle("Menu", for: .normal)
        menuButton.frame = TransitionOperation.menuButtonFrame
        let log = log
        menuButton.menu = UIMenu(children: (0..<TransitionOperation.menuItemCount).map { item in
            UIAction(title: "Item \(item)") { [weak log] _ in log?.menuPicks[item] += 1 }
        })
        menuButton.showsMenuAsPrimaryAction = true
        view.addSubview(menuButton)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.note(self, "viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.note(self, "viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.note(self, "viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.note(self, "viewDidDisappear") }
}

/// The second tab: a list of names under the menu button, on a diffable data source whose
/// reordering handlers move the names.
final class ReorderScreen: TrackedController {
    private(set) var collectionView: UICollectionView?
    private(set) var dataSource: UICollectionViewDiffableDataSource<Int, String>?
    /// The final snapshots the reordering handlers were told of, in order.
    var reorders: [[String]] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 150, width: view.bounds.width, height: 280),
                                              collectionViewLayout: UICollectionViewCompositionalLayout.list(
                                                using: UICollectionLayoutListConfiguration(appearance: .plain)))
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(TransitionOperation.names)
        dataSource.apply(snapshot, animatingDifferences: false)
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            self?.reorders.append(transaction.finalSnapshot.itemIdentifiers)
        }
        self.collectionView = collectionView
        self.dataSource = dataSource
    }

    /// The names of the visible cells, top to bottom.
    var shownNames: [String] {
        (collectionView?.visibleCells ?? []).sorted { $0.frame.minY < $1.frame.minY }.map { cell in
            ((cell as? UICollectionViewListCell)?.contentConfiguration as? UIListContentConfiguration)?.text ?? "?"
        }
    }
}

/// A fade as apps write it: the to-view goes in at its final frame, transparent, and fades in.
final class TransitionFuzzFade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let toVC = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toVC)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
            toView.alpha = 1
        }, completion: { _ in
            toView.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The navigation controller's delegate: the fade when `fades` is on, and an interaction
/// controller handed out once, for the pop the harness drives.
final class TransitionFuzzNavigationDelegate: NSObject, UINavigationControllerDelegate {
    var fades = false
    /// The interaction for the next animated change, handed out once.
    var pendingInteraction: UIPercentDrivenInteractiveTransition?
    let fade = TransitionFuzzFade()

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? {
        fades || pendingInteraction != nil ? fade : nil
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        defer { pendingInteraction = nil }
        return pendingInteraction
    }
}

/// The tab bar controller's delegate: the fade between tabs when `fades` is on.
final class TransitionFuzzTabDelegate: NSObject, UITabBarControllerDelegate {
    var fades = false
    let fade = TransitionFuzzFade()

    func tabBarController(_ tabBarController: UITabBarController,
                          animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        fades ? fade : nil
    }
}

/// A card over the bottom 200 points, its presenter left in place.
final class TransitionFuzzCardController: UIPresentationController {
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.height - 200, width: bounds.width, height: 200)
    }
    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// Slides the card up on presentation and down on dismissal over 0.3 s.
final class TransitionFuzzSlide: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let height = context.containerView.bounds.height
        guard let view = context.view(forKey: presenting ? .to : .from) else { return }
        if presenting, let card = context.viewController(forKey: .to) {
            context.containerView.addSubview(view)
            view.frame = context.finalFrame(for: card).offsetBy(dx: 0, dy: 200)
        }
        UIView.animate(withDuration: 0.3, delay: 0, options: .curveLinear, animations: {
            view.frame.origin.y = self.presenting ? height - 200 : height
        }, completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
    }
}

/// The transitioning delegate of the `.custom` presentations: the card and its slides.
final class TransitionFuzzCardTransitions: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        TransitionFuzzCardController(presentedViewController: presented, presenting: presenting)
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        TransitionFuzzSlide(presenting: true)
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        TransitionFuzzSlide(presenting: false)
    }
}
