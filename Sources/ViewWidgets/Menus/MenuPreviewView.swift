// MenuPreviewView.swift: a context menu's preview: the preview controller's view (a
// configuration's `previewProvider`), or the targeted view lifted (MenuLiftedPreview.swift), in a
// rounded platter above the menu; a tap on it commits the preview.

/// The rounded platter that shows a context menu's preview: its preview controller's view, or
/// the view the menu lifts. The preview does not take touches of its own, as on a device: a tap
/// anywhere on it commits the preview.
final class MenuPreviewView: UIView {
    /// What a platter shows.
    enum Content {
        /// A configuration's preview controller (held while the menu is open).
        case controller(UIViewController)
        /// The targeted view, lifted as it looks (no `previewProvider`).
        case lifted(UITargetedPreview)
    }

    /// What the platter shows.
    let content: Content

    /// The preview controller; nil when the platter lifts a view.
    var controller: UIViewController? {
        if case .controller(let controller) = content { return controller }
        return nil
    }

    /// The lifted targeted preview; nil when the platter shows a preview controller.
    var liftedPreview: UITargetedPreview? {
        if case .lifted(let preview) = content { return preview }
        return nil
    }

    /// The view that draws the lifted view in the platter (MenuLiftedPreview.swift).
    var portal: MenuPortalView?

    init(content: Content) {
        self.content = content
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.cornerRadius = MenuMetrics.cornerRadius
        clipsToBounds = true
    }

    required init?(coder: NSCoder) { nil }

    /// The whole platter is one target: the preview's own controls do not act.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled, self.point(inside: point, with: event) else { return nil }
        return self
    }

    /// A tap that ends on the platter commits the preview.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard touches.contains(where: { $0.view === self && bounds.contains($0.location(in: self)) }),
              let container = superview as? MenuContainerView else { return }
        container.presentation?.previewTapped()
    }

    // MARK: - Accessibility

    /// The platter is one element for VoiceOver, as UIKit's preview is: activating it commits
    /// the preview.
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The previewed content's label (the preview controller's view's, or the lifted view's,
    /// else the first label read inside it), else the menu's title, else "Preview" (a guess:
    /// Docs/Differences.md).
    override var accessibilityLabel: String? {
        get {
            if let own = super.accessibilityLabel { return own }
            let shown: UIView? = switch content {
            case .controller(let controller): controller.viewIfLoaded
            case .lifted(let preview): preview.view
            }
            if let view = shown {
                if let label = view.accessibilityLabel, !label.isEmpty { return label }
                if let label = view.accessibilityElementViews.lazy.compactMap(\.accessibilityLabel).first(where: { !$0.isEmpty }) {
                    return label
                }
            }
            if let title = (superview as? MenuContainerView)?.presentation?.rootMenu.title, !title.isEmpty { return title }
            return "Preview"
        }
        set { super.accessibilityLabel = newValue }
    }

    /// A button: activating it commits the preview.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { super.accessibilityTraits.union(.button) }
        set { super.accessibilityTraits = newValue }
    }

    /// Commits the preview, as a tap on it does (the delegate hears
    /// `willPerformPreviewActionForMenuWith`, then the menu ends); false when the menu is
    /// already ending.
    override func accessibilityActivate() -> Bool {
        guard let presentation = (superview as? MenuContainerView)?.presentation, !presentation.isDismissing else { return false }
        presentation.previewTapped()
        return true
    }
}

extension MenuContainerView {
    /// Shows `controller`'s view in a platter above the panel, on `background` (the highlight
    /// preview's colour; the system background colour when nil). A controller that is shown
    /// elsewhere already (a child, or its view in a hierarchy) is not taken from there: the menu
    /// then has no preview (a decision, Docs/Differences.md).
    func showPreview(_ controller: UIViewController, background: UIColor? = nil) {
        guard controller.parent == nil, controller.viewIfLoaded?.superview == nil else { return }
        let platter = MenuPreviewView(content: .controller(controller))
        if let background { platter.backgroundColor = background }
        if let view = controller.view {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            platter.addSubview(view)
        }
        insertSubview(platter, belowSubview: panel)
        previewView = platter
        setNeedsLayout()
    }

    /// Takes the preview controller's view out of the platter (before the app shows the
    /// controller, as a tap on the preview often does) and the platter away.
    func removePreview() {
        guard let platter = previewView else { return }
        if let view = platter.controller?.viewIfLoaded, view.superview === platter { view.removeFromSuperview() }
        platter.portal?.release()
        platter.removeFromSuperview()
        previewView = nil
    }

    /// Places the preview and the panel below it: the preview as wide as the window less its
    /// margins (or its controller's `preferredContentSize`, when set), half the window high by
    /// default (a guess); the pair starts at the source's top, kept inside the window, the preview
    /// shrunk when they do not fit; the panel at the preview's leading edge.
    func layOutPreview(_ platter: MenuPreviewView, anchor: CGRect, panelSize: CGSize) {
        guard let controller = platter.controller else {
            return layOutLiftedPreview(platter, anchor: anchor, panelSize: panelSize)
        }
        let margin = MenuMetrics.screenMargin, gap = MenuMetrics.anchorGap
        let preferred = controller.preferredContentSize
        let maxWidth = max(0, bounds.width - 2 * margin)
        let width = preferred.width > 0 ? min(preferred.width, maxWidth) : maxWidth
        let room = max(0, bounds.height - 2 * margin - gap - panelSize.height)
        let height = min(preferred.height > 0 ? preferred.height : (bounds.height / 2).rounded(), room)
        let x = ((bounds.width - width) / 2).rounded()
        let total = height + gap + panelSize.height
        let top = max(margin, min(anchor.minY, bounds.height - margin - total))
        platter.frame = CGRect(x: x, y: top, width: width, height: height)
        if let view = controller.viewIfLoaded, view.superview === platter { view.frame = platter.bounds }
        let panelX = min(max(margin, x), bounds.width - margin - panelSize.width)
        panel.frame = CGRect(x: panelX, y: top + height + gap, width: panelSize.width, height: panelSize.height)
    }
}
