// MenuViews.swift: the views of an open menu (internal; UIKit's are private too): the container
// over the window that a tap outside dismisses, the rounded panel, and one view per row.

/// The view over the whole window while a menu is open: clear, it takes the touches outside
/// the menu's panel, and a tap on it closes the menu without picking anything.
final class MenuContainerView: UIView {
    /// The open menu; the container holds it for as long as it is shown.
    var presentation: MenuPresentation?
    let panel = MenuPanelView(frame: .zero)
    private(set) var rowViews: [MenuRowView] = []
    /// The preview above the panel, if the menu has one (MenuPreviewView.swift).
    var previewView: MenuPreviewView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(panel)
        // VoiceOver stays in an open menu, as on iOS.
        accessibilityViewIsModal = true
    }

    /// A container taken out of its window (the window closed, the runtime reset) lets go of
    /// its menu, so the menu, its handlers and what they hold are freed, and of its preview, so
    /// a lifted view is drawn in its place again.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window == nil else { return }
        presentation = nil
        removePreview()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// A tap that ends on the container itself (outside the panel) dismisses the menu.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touches.contains(where: { $0.view === self }) { presentation?.dismiss() }
    }

    /// Replaces the row views with views for `items` and places the panel.
    func showRows(_ items: [MenuRowItem], presentation: MenuPresentation) {
        for row in rowViews { row.removeFromSuperview() }
        let indentsTitles = items.contains { item in
            if case .action(let action) = item { return action.state != .off }
            return false
        }
        rowViews = items.map { item in
            let row = MenuRowView(item: item, indentsTitle: indentsTitles)
            row.onTap = { [weak presentation] in presentation?.rowTapped(item) }
            return row
        }
        for row in rowViews { panel.addSubview(row) }
        layOutPanel(anchor: presentation.anchor)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if let presentation { layOutPanel(anchor: presentation.anchor) }
    }

    /// Rows stacked in the panel; the panel below the anchor when it fits, else above, kept
    /// inside the window with a margin (below the preview, when there is one).
    private func layOutPanel(anchor: CGRect) {
        let margin = MenuMetrics.screenMargin
        let width = min(MenuMetrics.panelWidth, max(0, bounds.width - 2 * margin))
        var y: CGFloat = 0
        for row in rowViews {
            let height = row.preferredHeight
            row.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        let height = min(y, max(0, bounds.height - 2 * margin))
        if let previewView {
            layOutPreview(previewView, anchor: anchor, panelSize: CGSize(width: width, height: height))
            return
        }
        var x = anchor.minX
        x = min(max(margin, x), bounds.width - margin - width)
        var top = anchor.maxY + MenuMetrics.anchorGap
        if top + height > bounds.height - margin {
            top = anchor.minY - MenuMetrics.anchorGap - height
        }
        top = min(max(margin, top), max(margin, bounds.height - margin - height))
        panel.frame = CGRect(x: x, y: top, width: width, height: height)
    }
}

/// The sizes of an open menu, from iOS 14–17 on iPhone; guesses where marked
/// (Docs/Differences.md, "Menus").
enum MenuMetrics {
    /// The panel's width (a guess from screenshots: about 250 points).
    static let panelWidth: CGFloat = 250
    /// A row with a title only (UIKit's menu rows: 44 points).
    static let rowHeight: CGFloat = 44
    /// A row with a title and a subtitle (a guess).
    static let rowWithSubtitleHeight: CGFloat = 60
    /// A menu's or a group's title (a guess).
    static let headerHeight: CGFloat = 32
    /// The thick separator between inline groups (8 points).
    static let groupSeparatorHeight: CGFloat = 8
    /// The room kept between the panel and the window's edges (a guess).
    static let screenMargin: CGFloat = 8
    /// The room between the source and the panel (a guess).
    static let anchorGap: CGFloat = 8
    /// The panel's corner radius (a guess: 13 points).
    static let cornerRadius: CGFloat = 13
    /// Where a title starts; further in when a checkmark column is shown.
    static let titleInset: CGFloat = 16
    static let checkmarkColumnInset: CGFloat = 44
}

/// The rounded, light panel that holds the rows.
final class MenuPanelView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        layer.cornerRadius = MenuMetrics.cornerRadius
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
