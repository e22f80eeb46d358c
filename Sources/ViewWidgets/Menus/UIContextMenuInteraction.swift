// UIContextMenuInteraction.swift: the long press that opens a view's context menu, and the
// delegate that supplies it.

/// The delegate of a context menu interaction, as UIKit's `UIContextMenuInteractionDelegate`:
/// it supplies the menu when the long press comes, and hears when the menu shows and ends. Only
/// the first method is required; the others do nothing by default.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    /// The configuration for a menu at `location` (in the interaction's view); nil opens no menu.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    /// The menu is about to show.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The menu is about to close, after a pick or a dismissal.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willEndFor configuration: UIContextMenuConfiguration,
                                animator: (any UIContextMenuInteractionAnimating)?)
    /// The user tapped the menu's preview; the menu then ends. Show the preview's controller from
    /// the animator's completion (`animator.previewViewController`).
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: any UIContextMenuInteractionCommitAnimating)
    /// The view the menu lifts as it opens, for the item `identifier` (the configuration's) (iOS
    /// 16); by default the iOS 13 method's answer; nil: the interaction's view.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    /// The view the menu returns to as it ends, for the item `identifier` (iOS 16); by default the
    /// iOS 13 method's answer; nil: the interaction's view.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview?
    /// The view the menu lifts as it opens (iOS 13, deprecated in iOS 16); nil by default.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    /// The view the menu returns to as it ends (iOS 13, deprecated in iOS 16); nil by default.
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
}

extension UIContextMenuInteractionDelegate {
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willEndFor configuration: UIContextMenuConfiguration,
                                       animator: (any UIContextMenuInteractionAnimating)?) {}
    /// Does nothing.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: any UIContextMenuInteractionCommitAnimating) {}
    /// The iOS 13 method's answer.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       highlightPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
    }
    /// The iOS 13 method's answer.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration,
                                       dismissalPreviewForItemWithIdentifier identifier: any NSCopying) -> UITargetedPreview? {
        contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
    }
    /// nil: the interaction's view.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }
    /// nil: the interaction's view.
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }
}

/// Opens a context menu on a long press (0.5 s, UIKit's long press) on its view, as UIKit's
/// `UIContextMenuInteraction` (https://developer.apple.com/documentation/uikit/uicontextmenuinteraction).
///
/// The order of the delegate calls: `configurationForMenuAtLocation`, `willDisplayMenuFor`, and
/// when the menu closes `willEndFor`, then the picked action's handler.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// The delegate that supplies the menu, held weakly.
    open private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    /// The view the interaction is added to.
    open private(set) weak var view: UIView?

    /// The recognizer that opens the menu.
    let longPress = UILongPressGestureRecognizer()
    /// Supplies the configuration instead of the delegate (a table's or collection view's rows).
    var configurationProvider: ((CGPoint) -> UIContextMenuConfiguration?)?
    /// Tells the one that supplied the configuration the menu shows or ends (tables, collections).
    var willDisplay: ((UIContextMenuConfiguration, MenuAnimator) -> Void)?
    var willEnd: ((UIContextMenuConfiguration, MenuAnimator) -> Void)?
    /// Tells the one that supplied the configuration its preview was tapped (tables, collections).
    var willCommitPreview: ((UIContextMenuConfiguration, MenuAnimator) -> Void)?
    /// Supplies the highlight preview instead of the delegate (tables, collections).
    var highlightPreviewProvider: ((UIContextMenuConfiguration) -> UITargetedPreview?)?
    /// Supplies the dismissal preview instead of the delegate (tables, collections): the view
    /// the preview returns to as the menu ends; nil answers: the interaction's view.
    var dismissalPreviewProvider: ((UIContextMenuConfiguration) -> UITargetedPreview?)?
    /// Runs a picked action's handler (a control sends it as the sender).
    var performAction: ((UIAction) -> Void)?
    /// Whether a pick turns the picked action on and the others off (a pop-up button).
    var selectsSingleAction = false
    /// Told about a pick before the handler runs (a pop-up button shows the new title).
    var didPick: ((UIAction) -> Void)?
    /// Where the menu comes from, in the view's coordinates, for a touch at a point (a table's
    /// row); the view's bounds when nil.
    var anchorProvider: ((CGPoint) -> CGRect?)?
    /// The view the menu lifts by default for a touch at a point (a table's row's cell, a
    /// collection view's item's cell; nil: nothing); the interaction's view when not set.
    var defaultPreviewViewProvider: ((CGPoint) -> UIView?)?
    /// Whether a menu without a preview controller lifts the targeted view (UIKit's `.rich`
    /// menus); false for a control's or bar button item's, which show no preview (`.compact`).
    var liftsTargetedView = true
    /// The open menu, if any.
    private(set) weak var presentation: MenuPresentation?
    private var lastLocation: CGPoint = .zero
    /// The configuration asked for when the long press was about to begin.
    private var pendingConfiguration: UIContextMenuConfiguration?
    /// Lets the long press begin only when there is a menu to show, so a press with no menu
    /// leaves the view's touches alone.
    private let gate = LongPressGate()

    /// Makes an interaction that asks `delegate` for its menu.
    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
        setUpLongPress()
    }

    /// Makes an interaction whose configurations come from `configurationProvider` (tables and
    /// collection views).
    init(configurationProvider: @escaping (CGPoint) -> UIContextMenuConfiguration?) {
        self.configurationProvider = configurationProvider
        super.init()
        setUpLongPress()
    }

    private func setUpLongPress() {
        gate.interaction = self
        longPress.delegate = gate
        longPress.addTarget(self, action: UIContextMenuInteraction.longPressChanged)
    }

    /// The configuration for a menu at `location`, or nil when there is no menu to show.
    fileprivate func prepareConfiguration() -> Bool {
        guard let view else { return false }
        let location = longPress.location(in: view)
        lastLocation = location
        pendingConfiguration = configuration(at: location)
        return pendingConfiguration != nil
    }

    private func configuration(at location: CGPoint) -> UIContextMenuConfiguration? {
        if let configurationProvider { return configurationProvider(location) }
        return delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }

    /// Called before the interaction moves to `view`; takes its long press off the old view.
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(longPress)
    }

    /// Called after the interaction moved to `view`; puts its long press on it.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(longPress)
    }

    /// Where the touch that opened the menu was, in `view`'s coordinates (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return lastLocation }
        return own.convert(lastLocation, to: view)
    }

    /// Closes the open menu without picking anything.
    open func dismissMenu() {
        presentation?.dismiss()
    }

    /// Replaces the open menu with what `block` makes of it (iOS 16).
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation, !presentation.isDismissing else { return }
        presentation.replaceRootMenu(block(presentation.rootMenu))
    }

    private func longPressChanged(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began, let view else { return }
        let location = recognizer.location(in: view)
        let configuration = pendingConfiguration ?? configuration(at: location)
        pendingConfiguration = nil
        present(configuration, at: location)
    }

    /// Asks for the configuration at `location` (in the view) and opens its menu.
    func presentMenu(at location: CGPoint) {
        present(configuration(at: location), at: location)
    }

    private func present(_ configuration: UIContextMenuConfiguration?, at location: CGPoint) {
        guard let view else { return }
        lastLocation = location
        guard let configuration, let menu = configuration.makeMenu() else { return }
        var hooks = MenuPresentationHooks()
        hooks.willDisplay = { [weak self] animator in
            guard let self else { return }
            if let willDisplay = self.willDisplay { willDisplay(configuration, animator); return }
            self.delegate?.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        }
        hooks.willEnd = { [weak self] animator in
            guard let self else { return }
            if let willEnd = self.willEnd { willEnd(configuration, animator); return }
            self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        }
        hooks.preview = configuration.previewProvider?()
        if let performAction { hooks.perform = performAction }
        hooks.selectsSingleAction = selectsSingleAction
        hooks.didPick = didPick
        // The view the menu lifts: the delegate's highlight preview, else the interaction's view
        // (a table's row's cell, a collection view's item's cell).
        var anchor = anchorProvider?(location) ?? view.bounds
        let highlight = highlightPreview(for: configuration)
        if let highlight, let window = view.window {
            anchor = view.convert(highlight.frame(in: window), from: window)
            hooks.previewBackground = highlight.parameters.backgroundColor
        }
        // Without a preview controller, a rich menu lifts the targeted view itself.
        if hooks.preview == nil, liftsTargetedView {
            hooks.liftedPreview = highlight ?? defaultPreview(at: location)
        }
        if hooks.preview != nil || hooks.liftedPreview != nil {
            hooks.willCommitPreview = { [weak self] animator in
                guard let self else { return }
                if let willCommit = self.willCommitPreview { willCommit(configuration, animator); return }
                self.delegate?.contextMenuInteraction(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
            }
        }
        // The preview returns to the dismissal preview, else to the view it came from.
        hooks.dismissalPreview = { [weak self] in
            guard let self else { return nil }
            return self.dismissalPreview(for: configuration)
                ?? (highlight?.target.container.window == nil ? nil : highlight)
                ?? self.defaultPreview(at: location)
        }
        presentation = MenuPresentation.present(menu, from: view, anchor: anchor, hooks: hooks)
    }

    /// A targeted preview of the view the menu lifts by default for a touch at `location` (the
    /// interaction's view, a table's row's cell), where it is in its window; nil when there is
    /// none or it is in no window.
    private func defaultPreview(at location: CGPoint) -> UITargetedPreview? {
        let source: UIView? = if let defaultPreviewViewProvider { defaultPreviewViewProvider(location) } else { view }
        guard let source, source.window != nil else { return nil }
        return UITargetedPreview(view: source)
    }

    /// The highlight preview the table, collection view or delegate gives for `configuration`
    /// (the iOS 16 method, which by default asks the iOS 13 one); nil when none, or when its
    /// target's container is in no window.
    private func highlightPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        let preview = highlightPreviewProvider.map { $0(configuration) }
            ?? delegate?.contextMenuInteraction(self, configuration: configuration,
                                                highlightPreviewForItemWithIdentifier: configuration.identifier)
        return preview?.target.container.window == nil ? nil : preview
    }

    /// The dismissal preview the table, collection view or delegate gives for `configuration`;
    /// nil when none, or when its target's container is in no window.
    private func dismissalPreview(for configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        let preview = dismissalPreviewProvider.map { $0(configuration) }
            ?? delegate?.contextMenuInteraction(self, configuration: configuration,
                                                dismissalPreviewForItemWithIdentifier: configuration.identifier)
        return preview?.target.container.window == nil ? nil : preview
    }
}

/// The long press's delegate: it may begin only when the interaction has a menu to show.
private final class LongPressGate: NSObject, UIGestureRecognizerDelegate {
    weak var interaction: UIContextMenuInteraction?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        interaction?.prepareConfiguration() ?? false
    }
}
