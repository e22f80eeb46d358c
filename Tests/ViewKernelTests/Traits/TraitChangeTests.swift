// TraitChangeTests.swift: when UIKit tells views and controllers that their traits changed.
// Since iOS 13 a new view "predicts" its traits, so traitCollectionDidChange(_:) is called only
// when traits actually change; UIKit updates traits before layout (top-down, a controller before
// its view), with UITraitCollection.current set to the new traits; iOS 17's
// registerForTraitChanges calls its handler only for the traits it names.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A view that records each trait change it hears of.
@MainActor
final class TraitRecordingView: UIView {
    var log: [String] = []
    var previous: [UITraitCollection?] = []
    var currentStyles: [UIUserInterfaceStyle] = []
    var onChange: (() -> Void)?
    let name: String
    let journal: TraitJournal?

    init(_ name: String = "view", journal: TraitJournal? = nil) {
        self.name = name
        self.journal = journal
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection)
        currentStyles.append(UITraitCollection.current.userInterfaceStyle)
        journal?.entries.append(name)
        onChange?()
    }
}

/// A controller that records each trait change it hears of.
@MainActor
final class TraitRecordingController: UIViewController {
    var changes = 0
    let journal: TraitJournal?

    init(journal: TraitJournal? = nil) {
        self.journal = journal
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = TraitRecordingView("controller.view", journal: journal)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        changes += 1
        journal?.entries.append("controller")
    }
}

/// The order trait changes arrive in.
@MainActor
final class TraitJournal {
    var entries: [String] = []
}

@MainActor
@Suite("Trait changes", .headless)
struct TraitChangeTests {
    @Test func aViewJoiningAWindowWithTheTraitsItWasMadeInHearsNothing() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = TraitRecordingView()
        window.addSubview(view)
        window.layoutIfNeeded()
        Headless.advance(by: 0.1)
        #expect(view.log.isEmpty && view.previous.isEmpty)
    }

    @Test func anAppearanceChangeArrivesAtTheNextLayoutPassWithThePreviousTraits() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = TraitRecordingView()
        window.addSubview(view)
        window.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark
        #expect(view.previous.isEmpty, "traits update before layout, not when the override is set")
        window.layoutIfNeeded()
        #expect(view.previous.count == 1)
        #expect(view.previous.first??.userInterfaceStyle == .light)
        #expect(view.currentStyles == [.dark], "UITraitCollection.current is the new traits meanwhile")
        // Nothing more without another change; the same value again is no change.
        window.overrideUserInterfaceStyle = .dark
        Headless.advance(by: 0.1)
        #expect(view.previous.count == 1)
        window.overrideUserInterfaceStyle = .unspecified
        Headless.advance(by: 0.1)
        #expect(view.previous.count == 2)
        #expect(view.previous.last??.userInterfaceStyle == .dark)
    }

    @Test func aLightViewAddedToADarkWindowHearsOfTheChange() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        let view = TraitRecordingView()
        window.addSubview(view)
        Headless.advance(by: 0.1)
        #expect(view.previous.count == 1)
        #expect(view.previous.first??.userInterfaceStyle == .light)
    }

    @Test func aViewMadeWhileDarkTraitsAreCurrentPredictsThem() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.overrideUserInterfaceStyle = .dark
        var view: TraitRecordingView?
        window.traitCollection.performAsCurrent { view = TraitRecordingView() }
        guard let view else { return }
        window.addSubview(view)
        Headless.advance(by: 0.1)
        #expect(view.previous.isEmpty)
    }

    @Test func parentsHearBeforeChildrenAndAControllerBeforeItsView() {
        let journal = TraitJournal()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = TraitRecordingController(journal: journal)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let outer = TraitRecordingView("outer", journal: journal), inner = TraitRecordingView("inner", journal: journal)
        controller.view.addSubview(outer)
        outer.addSubview(inner)
        Headless.advance(by: 0.1)
        journal.entries.removeAll()
        Headless.setTraits(UITraitCollection(userInterfaceStyle: .dark))
        Headless.advance(by: 0.1)
        #expect(journal.entries == ["controller", "controller.view", "outer", "inner"])
        #expect(controller.changes == 1)
    }

    @Test func onlyTheSubtreeUnderAnOverrideHears() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let dark = TraitRecordingView(), inside = TraitRecordingView(), sibling = TraitRecordingView()
        window.addSubview(dark)
        window.addSubview(sibling)
        dark.addSubview(inside)
        Headless.advance(by: 0.1)
        dark.overrideUserInterfaceStyle = .dark
        Headless.advance(by: 0.1)
        #expect(dark.previous.count == 1 && inside.previous.count == 1)
        #expect(sibling.previous.isEmpty)
    }

    @Test func updateTraitsIfNeededDeliversNow() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = TraitRecordingView()
        window.addSubview(view)
        window.layoutIfNeeded()
        window.overrideUserInterfaceStyle = .dark
        window.updateTraitsIfNeeded()
        #expect(view.previous.count == 1)
        window.layoutIfNeeded()
        #expect(view.previous.count == 1)
    }

    @Test func aTraitChangeMadeInsideTheCallbackIsDeliveredAtTheNextPass() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = TraitRecordingView()
        window.addSubview(view)
        window.layoutIfNeeded()
        // The view insists on the light appearance once it sees the dark one.
        view.onChange = { [unowned view] in view.overrideUserInterfaceStyle = .light }
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        #expect(view.previous.map { $0?.userInterfaceStyle } == [.light])
        Headless.advance(by: 0.1)
        #expect(view.previous.map { $0?.userInterfaceStyle } == [.light, .dark])
        #expect(view.traitCollection.userInterfaceStyle == .light)
        Headless.advance(by: 0.1)
        #expect(view.previous.count == 2)
    }

    @Test func registeredHandlersRunOnlyForTheTraitsTheyName() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView()
        window.addSubview(view)
        window.layoutIfNeeded()
        var styleChanges: [UIUserInterfaceStyle] = []
        var sizeChanges = 0
        view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, previous: UITraitCollection) in
            #expect(changed === view)
            styleChanges.append(previous.userInterfaceStyle)
        }
        let registration = view.registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLayoutDirection.self]) {
            (_: UIView, _: UITraitCollection) in sizeChanges += 1
        }
        window.overrideUserInterfaceStyle = .dark
        Headless.advance(by: 0.1)
        #expect(styleChanges == [.light])
        #expect(sizeChanges == 0)
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        Headless.advance(by: 0.1)
        #expect(sizeChanges == 1)
        #expect(styleChanges.count == 1)
        view.unregisterForTraitChanges(registration)
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .small))
        Headless.advance(by: 0.1)
        #expect(sizeChanges == 1)
    }

    @Test func aControllerRegistrationWithATargetAndAction() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = CountingController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.advance(by: 0.1)
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self], target: controller, action: CountingController.appearanceChanged)
        controller.registerForTraitChanges([UITraitUserInterfaceStyle.self], action: CountingController.appearanceChanged)
        controller.overrideUserInterfaceStyle = .dark
        Headless.advance(by: 0.1)
        #expect(controller.count == 2)
    }

    @Test func anAppsOwnTraitChangeReachesItsRegistrations() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(), inside = UIView()
        window.addSubview(view)
        view.addSubview(inside)
        window.layoutIfNeeded()
        var changes = 0
        inside.registerForTraitChanges([ThemeTrait.self]) { (_: UIView, _: UITraitCollection) in changes += 1 }
        view.traitOverrides[ThemeTrait.self] = .contrast
        Headless.advance(by: 0.1)
        #expect(changes == 1)
    }

    @Test func aDynamicBackgroundFollowsTheViewsAppearance() throws {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .black : .white }
        window.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.layer.backgroundColor == UIColor.white.cgColor)
        window.overrideUserInterfaceStyle = .dark
        Headless.advance(by: 0.1)
        #expect(view.layer.backgroundColor == UIColor.black.cgColor)
        // Set while dark: resolved with the view's traits, not the screen's.
        view.backgroundColor = UIColor { $0.userInterfaceStyle == .dark ? .red : .green }
        #expect(view.layer.backgroundColor == UIColor.red.cgColor)
    }

    @Test func drawAndLayoutSeeTheViewsTraitsAsCurrent() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.overrideUserInterfaceStyle = .dark
        let view = CurrentTraitsView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.setNeedsDisplay()
        Headless.advance(by: 0.1)
        #expect(view.styleInLayout == .dark)
        #expect(view.styleInDraw == .dark)
        #expect(UITraitCollection.current.userInterfaceStyle == .light)
    }

    @Test func aTenThousandViewTreeHearsOnceForOneChange() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let journal = TraitJournal()
        let root = UIView()
        window.addSubview(root)
        for _ in 0..<100 {
            let row = TraitRecordingView("v", journal: journal)
            root.addSubview(row)
            for _ in 0..<99 { row.addSubview(TraitRecordingView("v", journal: journal)) }
        }
        Headless.advance(by: 0.1)
        #expect(journal.entries.isEmpty)
        Headless.setTraits(UITraitCollection(userInterfaceStyle: .dark))
        Headless.advance(by: 0.1)
        #expect(journal.entries.count == 10_000)
        Headless.advance(by: 0.1)
        #expect(journal.entries.count == 10_000)
    }

    @Test func aRemovedViewWithRegistrationsIsFreed() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        weak var freed: UIView?
        do {
            let view = UIView()
            freed = view
            window.addSubview(view)
            view.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (changed: UIView, _: UITraitCollection) in
                changed.setNeedsLayout()
            }
            view.overrideUserInterfaceStyle = .dark
            window.layoutIfNeeded()
            view.removeFromSuperview()
        }
        #expect(freed == nil)
        withExtendedLifetime(window) {}
    }
}

/// A controller counting appearance changes through a target and action.
@MainActor
final class CountingController: UIViewController {
    var count = 0
    func appearanceChanged() { count += 1 }
}

/// A view noting the appearance current while it lays out and draws.
@MainActor
final class CurrentTraitsView: UIView {
    var styleInLayout: UIUserInterfaceStyle?
    var styleInDraw: UIUserInterfaceStyle?

    override func layoutSubviews() {
        super.layoutSubviews()
        styleInLayout = UITraitCollection.current.userInterfaceStyle
    }

    override func draw(_ rect: CGRect) {
        styleInDraw = UITraitCollection.current.userInterfaceStyle
    }
}
