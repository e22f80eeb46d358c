// MenuPresentation.swift: an open menu: which rows it shows (inline groups, submenus, deferred
// elements, hidden elements left out), what a pick does, and how it opens and closes on the
// virtual clock. The views are in MenuViews.swift, their placement in MenuPresentation+Layout.swift.

/// One row of an open menu.
@MainActor
enum MenuRowItem {
    /// An action to pick.
    case action(UIAction)
    /// A submenu's row, with a chevron, that opens it.
    case submenu(UIMenu)
    /// The header of an open submenu, which goes back to its parent.
    case back(UIMenu)
    /// A title (the menu's or an inline group's), not tappable.
    case header(String)
    /// A deferred element still loading.
    case loading
    /// The thick separator around an inline group.
    case groupSeparator
}

/// An open menu: the rows of the menu (or the submenu opened in it), the container view above
/// the window's content, and the pick and dismissal logic.
@MainActor
final class MenuPresentation {
    /// How long the menu takes to appear and to go (seconds of virtual time). A guess
    /// (Docs/Differences.md, "Menus").
    static let appearDuration: TimeInterval = 0.25
    static let disappearDuration: TimeInterval = 0.2

    private(set) var rootMenu: UIMenu
    /// The submenus opened inside the root, innermost last.
    private(set) var openSubmenus: [UIMenu] = []
    let hooks: MenuPresentationHooks
    /// Where the menu comes from, in window coordinates.
    let anchor: CGRect
    let container: MenuContainerView
    private(set) var isDismissing = false
    /// The dismissal preview the opener gave as the menu began to end, until the fade starts.
    private var returnTarget: UITargetedPreview?
    private(set) var rows: [MenuRowItem] = []

    /// What the deferred elements gave during this showing, by element.
    private var loadedDeferred: [ObjectIdentifier: [UIMenuElement]] = [:]
    private var requestedDeferred: Set<ObjectIdentifier> = []
    private var isBuildingRows = false
    /// Set while a pick changes states, so that the rows are rebuilt once afterwards.
    private var isPicking = false
    /// The animator of a tap on the preview, run with whichever dismissal then ends the menu
    /// (the app may end it itself while it hears of the tap).
    private var commit: MenuAnimator?

    /// The menus open now, held weakly (their containers hold them).
    private static var openPresentations: [WeakPresentation] = []

    private init(menu: UIMenu, anchor: CGRect, bounds: CGRect, hooks: MenuPresentationHooks) {
        rootMenu = menu
        self.anchor = anchor
        self.hooks = hooks
        container = MenuContainerView(frame: bounds)
    }

    /// The menu shown now: the innermost open submenu, or the root.
    var displayedMenu: UIMenu { openSubmenus.last ?? rootMenu }

    // MARK: - Opening and closing

    /// Opens `menu` above everything in `sourceView`'s window, next to `anchor` (in `sourceView`'s
    /// coordinates); a menu already open in that window closes first. Returns nil when the view is
    /// in no window.
    @discardableResult
    static func present(_ menu: UIMenu, from sourceView: UIView, anchor: CGRect,
                        hooks: MenuPresentationHooks) -> MenuPresentation? {
        guard let window = sourceView.window else { return nil }
        var hooks = hooks
        // A preview controller shown elsewhere already is not taken from there: no preview.
        if let preview = hooks.preview, preview.parent != nil || preview.viewIfLoaded?.superview != nil {
            hooks.preview = nil
            hooks.willCommitPreview = nil
        }
        for open in openPresentations.compactMap(\.presentation) where open.container.window === window {
            open.dismiss(animated: false)
        }
        let presentation = MenuPresentation(menu: menu, anchor: sourceView.convert(anchor, to: window),
                                            bounds: window.bounds, hooks: hooks)
        presentation.container.presentation = presentation
        if let preview = hooks.preview {
            presentation.container.showPreview(preview, background: hooks.previewBackground)
        } else if let lifted = hooks.liftedPreview {
            presentation.container.showLiftedPreview(lifted)
        }
        openPresentations.removeAll { $0.presentation == nil }
        openPresentations.append(WeakPresentation(presentation: presentation))
        presentation.rebuildRows()
        window.addSubview(presentation.container)
        let animator = MenuAnimator(preview: hooks.preview)
        hooks.willDisplay?(animator)
        presentation.container.alpha = 0
        // The rows take touches while the menu fades in, as on a device.
        UIView.animate(withDuration: appearDuration, delay: 0, options: [.allowUserInteraction, .curveEaseOut], animations: {
            presentation.container.alpha = 1
            animator.runAnimations()
        }, completion: { _ in animator.runCompletions() })
        return presentation
    }

    /// Closes the menu without picking anything (a tap outside, `dismissMenu()`).
    func dismiss(animated: Bool = true) {
        guard !isDismissing else { return }
        let animator = beginDismissal()
        finishDismissal(animator, animated: animated)
    }

    /// Tells the opener the menu ends and makes the rows stop taking touches.
    private func beginDismissal() -> MenuAnimator {
        isDismissing = true
        container.isUserInteractionEnabled = false
        container.accessibilityElementsHidden = true
        let animator = MenuAnimator(preview: hooks.preview)
        hooks.willEnd?(animator)
        // A preview committed with `.pop` pops into place: it does not return to a view.
        returnTarget = commit?.preferredCommitStyle == .pop ? nil : hooks.dismissalPreview?()
        return animator
    }

    /// Fades the menu out (at once when not `animated`), then takes it away: the preview's view
    /// leaves it first, so the app can show its controller from the completions, which run last.
    private func finishDismissal(_ animator: MenuAnimator, animated: Bool) {
        let container = self.container
        let commit = self.commit
        self.commit = nil
        let end = {
            container.removePreview()
            container.removeFromSuperview()
            container.presentation = nil
            animator.runCompletions()
            commit?.runCompletions()
        }
        guard animated, container.window != nil else {
            animator.runAnimations()
            commit?.runAnimations()
            end()
            return
        }
        let placement = returnTarget?.placement(in: container)
        returnTarget = nil
        UIView.animate(withDuration: MenuPresentation.disappearDuration, animations: {
            container.alpha = 0
            // The preview goes back to the dismissal preview's target: its size at the target's
            // centre, with the target's transform.
            if let placement, let platter = container.previewView {
                platter.transform = placement.transform
                platter.bounds = CGRect(origin: .zero, size: placement.size)
                platter.center = placement.center
            }
            animator.runAnimations()
            commit?.runAnimations()
        }, completion: { _ in end() })
    }

    /// The preview was tapped: the opener hears that it commits (UIKit's
    /// `willPerformPreviewActionForMenuWith`), then that the menu ends, and the menu fades out;
    /// the commit's completions run after the menu's.
    func previewTapped() {
        guard !isDismissing, let willCommit = hooks.willCommitPreview else { return }
        let commit = MenuAnimator(preview: hooks.preview)
        self.commit = commit
        willCommit(commit)
        guard !isDismissing else { return }
        let animator = beginDismissal()
        finishDismissal(animator, animated: true)
    }

    /// Replaces the root menu (`updateVisibleMenu(_:)`) and shows it again.
    func replaceRootMenu(_ menu: UIMenu) {
        rootMenu = menu
        openSubmenus = []
        rebuildRows()
    }

    /// An action's title, state or attributes changed: open menus showing it redraw.
    static func elementDidChange(_ element: UIMenuElement) {
        for presentation in openPresentations.compactMap(\.presentation)
        where !presentation.isBuildingRows && !presentation.isPicking && !presentation.isDismissing {
            if presentation.rows.contains(where: { if case .action(let action) = $0 { action === element } else { false } }) {
                presentation.rebuildRows()
            }
        }
    }

    // MARK: - Picking

    /// A row was tapped: picks its action, opens its submenu, or goes back.
    func rowTapped(_ item: MenuRowItem) {
        guard !isDismissing else { return }
        switch item {
        case .action(let action): pick(action)
        case .submenu(let submenu):
            openSubmenus.append(submenu)
            rebuildRows()
        case .back:
            openSubmenus.removeLast()
            rebuildRows()
        case .header, .loading, .groupSeparator: break
        }
    }

    /// Picks `action`: a single-selection menu turns it on and its siblings off; the menu ends
    /// (unless `.keepsMenuPresented`), then the handler runs once.
    private func pick(_ action: UIAction) {
        guard !action.attributes.contains(.disabled) else { return }
        isPicking = true
        if let scope = singleSelectionScope(of: action) {
            for other in actions(in: scope) where other !== action { other.state = .off }
            action.state = .on
        }
        hooks.didPick?(action)
        isPicking = false
        if action.attributes.contains(.keepsMenuPresented) {
            hooks.perform(action)
            rebuildRows()
            return
        }
        let animator = beginDismissal()
        hooks.perform(action)
        finishDismissal(animator, animated: true)
    }

    /// The outermost menu on the way to `action` that picks one action at a time: a menu with
    /// `.singleSelection`, or the root of a pop-up button's menu.
    private func singleSelectionScope(of action: UIAction) -> UIMenu? {
        if hooks.selectsSingleAction { return rootMenu }
        var visited = Set<ObjectIdentifier>()
        return scope(containing: action, in: rootMenu, inherited: nil, visited: &visited)
    }

    private func scope(containing action: UIAction, in menu: UIMenu, inherited: UIMenu?,
                       visited: inout Set<ObjectIdentifier>) -> UIMenu? {
        guard visited.insert(ObjectIdentifier(menu)).inserted else { return nil }
        let current = inherited ?? (menu.options.contains(.singleSelection) ? menu : nil)
        for child in visibleChildren(of: menu) {
            if child === action { return current }
            if let submenu = child as? UIMenu,
               let found = scope(containing: action, in: submenu, inherited: current, visited: &visited) {
                return found
            }
        }
        return nil
    }

    /// The actions of `menu` and its submenus (deferred elements included once loaded).
    func actions(in menu: UIMenu) -> [UIAction] {
        var found: [UIAction] = []
        var visited = Set<ObjectIdentifier>()
        collectActions(in: menu, into: &found, visited: &visited)
        return found
    }

    private func collectActions(in menu: UIMenu, into found: inout [UIAction], visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(menu)).inserted else { return }
        for child in visibleChildren(of: menu) {
            if let action = child as? UIAction { found.append(action) }
            if let submenu = child as? UIMenu { collectActions(in: submenu, into: &found, visited: &visited) }
        }
    }

    // MARK: - Rows

    /// Works out the rows of the displayed menu again and lays the views out.
    func rebuildRows() {
        isBuildingRows = true
        var items: [MenuRowItem] = []
        let menu = displayedMenu
        if !openSubmenus.isEmpty {
            items.append(.back(menu))
        } else if !menu.title.isEmpty {
            items.append(.header(menu.title))
        }
        var path: [ObjectIdentifier] = [ObjectIdentifier(menu)]
        appendRows(of: menu, to: &items, path: &path)
        isBuildingRows = false
        rows = items
        container.showRows(items, presentation: self)
    }

    private func appendRows(of menu: UIMenu, to items: inout [MenuRowItem], path: inout [ObjectIdentifier]) {
        for child in expandedChildren(of: menu) {
            if child.menuAttributes.contains(.hidden) { continue }
            switch child {
            case let action as UIAction:
                items.append(.action(action))
            case is MenuLoadingMarker:
                items.append(.loading)
            case let submenu as UIMenu where submenu.options.contains(.displayInline):
                guard !path.contains(ObjectIdentifier(submenu)) else {
                    reportCycle(submenu)
                    continue
                }
                if let last = items.last, !isGroupSeparator(last), !isHeader(last) { items.append(.groupSeparator) }
                if !submenu.title.isEmpty { items.append(.header(submenu.title)) }
                path.append(ObjectIdentifier(submenu))
                appendRows(of: submenu, to: &items, path: &path)
                path.removeLast()
                items.append(.groupSeparator)
            case let submenu as UIMenu:
                items.append(.submenu(submenu))
            default:
                continue
            }
        }
        // No separator at the very end, nor two in a row.
        while let last = items.last, isGroupSeparator(last), path.count == 1 { items.removeLast() }
    }

    private func isHeader(_ item: MenuRowItem) -> Bool {
        if case .header = item { return true }
        return false
    }

    private func isGroupSeparator(_ item: MenuRowItem) -> Bool {
        if case .groupSeparator = item { return true }
        return false
    }

    /// The menu's children with each deferred element replaced by what it gave, or by a
    /// loading marker while it has given nothing.
    private func expandedChildren(of menu: UIMenu) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        for child in menu.children {
            guard let deferred = child as? UIDeferredMenuElement else {
                result.append(child)
                continue
            }
            if let elements = elements(of: deferred) {
                result.append(contentsOf: elements)
            } else {
                result.append(MenuLoadingMarker.shared)
            }
        }
        return result
    }

    /// The children of `menu` as shown (deferred elements expanded when loaded).
    private func visibleChildren(of menu: UIMenu) -> [UIMenuElement] {
        expandedChildren(of: menu)
    }

    /// What `deferred` gave (cached, or during this showing); asks for it the first time.
    private func elements(of deferred: UIDeferredMenuElement) -> [UIMenuElement]? {
        if deferred.isCached, let cached = deferred.cachedElements { return cached }
        let key = ObjectIdentifier(deferred)
        if let loaded = loadedDeferred[key] { return loaded }
        if requestedDeferred.insert(key).inserted {
            if deferred.isCached {
                deferred.loadCached { [weak self] elements in self?.deferredDidLoad(key, elements) }
            } else {
                deferred.elementProvider { [weak self] elements in self?.deferredDidLoad(key, elements) }
            }
        }
        return loadedDeferred[key]
    }

    private func deferredDidLoad(_ key: ObjectIdentifier, _ elements: [UIMenuElement]) {
        guard loadedDeferred[key] == nil else { return }
        loadedDeferred[key] = elements
        if !isBuildingRows, !isDismissing { rebuildRows() }
    }

    private func reportCycle(_ menu: UIMenu) {
        let name = menu.title.isEmpty ? menu.identifier.rawValue : menu.title
        Headless.reportViolation("UIMenu '\(name)' contains itself; the repeated menu is not shown",
                                 exceptionName: "NSInvalidArgumentException")
    }
}

/// Stands for a deferred element still loading among a menu's children.
@MainActor
final class MenuLoadingMarker: UIMenuElement {
    static let shared = MenuLoadingMarker(title: "Loading…", subtitle: nil, image: nil)

    required init?(coder: NSCoder) {
        return nil
    }

    override init(title: String, subtitle: String?, image: UIImage?) {
        super.init(title: title, subtitle: subtitle, image: image)
    }
}

/// A weak reference to an open menu.
@MainActor
private struct WeakPresentation {
    weak var presentation: MenuPresentation?
}
