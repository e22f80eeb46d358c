// UINavigationBar+Content.swift: the views a navigation bar shows for its top item (back button,
// left and right items, title) and where they go.

/// What a navigation bar shows for its top item, from the left edge and from the right edge.
@MainActor
struct NavigationBarContent {
    /// One place on a side of the bar: a view, or blank room (a space item).
    enum Slot {
        case view(UIView)
        case space(CGFloat)
    }

    /// The back button, when one is shown.
    var backButton: UINavigationItemButtonView?
    /// The left items, the left-most first (after the back button when both show).
    var left: [Slot] = []
    /// The right items, the right-most first.
    var right: [Slot] = []
    /// The item's `titleView`, when it has one.
    var titleView: UIView?
    /// The bar button items that have views in the bar (told about their own changes).
    var items: [UIBarButtonItem] = []

    /// Every view this content put in the bar.
    var views: [UIView] {
        var all: [UIView] = backButton.map { [$0] } ?? []
        for slot in left + right { if case let .view(view) = slot { all.append(view) } }
        if let titleView { all.append(titleView) }
        return all
    }
}

extension UINavigationBar {
    // MARK: - Layout constants (Docs/Navigation.md)

    /// The room between the bar's edges and the outermost items.
    static let edgeMargin: CGFloat = 8
    /// The room between neighbouring items, and between the items and the title.
    static let itemSpacing: CGFloat = 8
    /// The font of plain item titles and of the back button.
    static var itemFont: UIFont { UIFont.systemFont(ofSize: 17) }
    /// The font of `.done` item titles.
    static var doneItemFont: UIFont { UIFont.systemFont(ofSize: 17, weight: .semibold) }
    /// The default font of the title.
    static var titleFont: UIFont { UIFont.systemFont(ofSize: 17, weight: .semibold) }
    /// The default font of the large title.
    static var largeTitleFont: UIFont { UIFont.systemFont(ofSize: 34, weight: .bold) }

    // MARK: - The stack

    /// Replaces the stack without any check (the managing controller's path, and the end of the
    /// public calls), and shows the new top item.
    func replaceItems(_ items: [UINavigationItem]) {
        for item in itemStack where item.displayingBar === self && !items.contains(where: { $0 === item }) {
            item.displayingBar = nil
        }
        itemStack = items
        for item in items { item.displayingBar = self }
        reloadContent()
    }

    /// An item on the stack changed: rebuild when it is the top item or the one below.
    func navigationItemDidChange(_ item: UINavigationItem) {
        if item === topItem || item === backItem { reloadContent() }
    }

    /// The back button was tapped: the top item's `backAction` runs when it has one (instead of
    /// popping); else a managed bar pops its controller, and a bar of the app's own pops its top
    /// item (asking the delegate).
    func backButtonTapped() {
        if let backAction = topItem?.backAction {
            backAction.perform(from: content.backButton)
        } else if let managingController {
            managingController.popViewController(animated: true)
        } else {
            popItem(animated: true)
        }
    }

    // MARK: - Building the views

    /// Throws away the views shown for the previous top item and makes the ones of the current
    /// top item; they are placed on the next layout pass.
    func reloadContent() {
        for view in content.views where view.superview === self { view.removeFromSuperview() }
        for item in content.items where item.displayingBar === self { item.displayingBar = nil }
        content = NavigationBarContent()
        titleLabel.removeFromSuperview()
        titleLabel.text = nil
        largeTitleLabel.removeFromSuperview()
        installSearchBar()
        defer {
            setNeedsLayout()
            // The bar's height follows whether the title is large.
            managingController?.viewIfLoaded?.setNeedsLayout()
            // A swipe back fading the bar takes in what was built.
            joinCrossFade()
        }
        guard let top = topItem, !searchTakesOverBar else { return }

        let leftItems = shownItems(top.leftBarButtonItems)
        if let candidates = backButtonTitleCandidates, !top.hidesBackButton, leftItems.isEmpty || top.leftItemsSupplementBackButton {
            let button = UINavigationItemButtonView()
            let style = backButtonStyle
            button.setTitle(candidates.first ?? nil, font: style.font)
            button.titleColor = style.color
            button.onTap = { [weak self] _ in self?.backButtonTapped() }
            backItem?.backBarButtonItem?.displayingBar = self
            content.backButton = button
            addSubview(button)
        }
        content.left = leftItems.map(makeSlot(for:))
        content.right = shownItems(top.rightBarButtonItems).map(makeSlot(for:))
        if showsLargeTitle, !isLargeTitleCollapsed {
            // The large title replaces the one in the row, as on a device, until the content's
            // scrolling collapsed its band (UINavigationBar+LargeTitle.swift).
            largeTitleLabel.text = top.title
            addSubview(largeTitleLabel)
        } else if let titleView = top.titleView {
            content.titleView = titleView
            addSubview(titleView)
        } else if let title = top.title {
            titleLabel.text = title
            addSubview(titleLabel)
        }
    }

    /// The items of `items` that are not hidden; the hidden ones are still watched, so that
    /// showing one rebuilds the bar.
    private func shownItems(_ items: [UIBarButtonItem]?) -> [UIBarButtonItem] {
        var shown: [UIBarButtonItem] = []
        for item in items ?? [] {
            if item.isHidden {
                item.displayingBar = self
                content.items.append(item)
            } else {
                shown.append(item)
            }
        }
        return shown
    }

    /// The view (or room) for one bar button item, added to the bar.
    private func makeSlot(for item: UIBarButtonItem) -> NavigationBarContent.Slot {
        item.displayingBar = self
        content.items.append(item)
        if let customView = item.customView {
            addSubview(customView)
            return .view(customView)
        }
        if let systemItem = item.systemItem, systemItem.isSpace {
            return .space(systemItem == .fixedSpace ? item.width : 0)
        }
        let button = UINavigationButton()
        button.barItem = item
        let style = buttonStyle(for: item)
        if let title = item.title {
            button.setTitle(title, font: style.font)
        } else if let image = item.image {
            button.setImage(image)
        } else if let systemItem = item.systemItem {
            button.iconName = String(describing: systemItem)
        }
        button.titleColor = style.color
        button.isEnabled = item.isEnabled
        button.onTap = { [weak item, weak button] event in
            guard let item, let button else { return }
            item.sendAction(from: button, event: event)
        }
        item.attachMenuLongPress(to: button)
        addSubview(button)
        return .view(button)
    }

    // MARK: - Placing the views

    /// Refreshes what may have changed without a rebuild (titles that follow a controller's
    /// title, the tint), then places the content.
    func layoutContent() {
        let bounds = self.bounds
        refreshAppearanceIfNeeded()
        backgroundView.frame = CGRect(x: 0, y: -backgroundExtension, width: bounds.width,
                                      height: bounds.height + backgroundExtension)
        refreshTexts()
        fitBackButtonTitle()

        var leftEdge = UINavigationBar.edgeMargin
        let leftSlots = (content.backButton.map { [NavigationBarContent.Slot.view($0)] } ?? []) + content.left
        for slot in leftSlots {
            let width = place(slot, atX: leftEdge, fromRight: false)
            leftEdge += width + UINavigationBar.itemSpacing
        }
        var rightEdge = bounds.width - UINavigationBar.edgeMargin
        for slot in content.right {
            let width = place(slot, atX: rightEdge, fromRight: true)
            rightEdge -= width + UINavigationBar.itemSpacing
        }
        let freeRoom = CGRect(x: leftEdge, y: 0, width: max(0, rightEdge - leftEdge), height: rowHeight)
        if let titleView = content.titleView {
            placeTitle(titleView, size: titleView.bounds.size, in: freeRoom)
        } else if titleLabel.superview === self {
            placeTitle(titleLabel, size: titleLabel.sizeThatFits(.zero), in: freeRoom)
        }
        if largeTitleLabel.superview === self { placeLargeTitle() }
        placeSearchBar()
        // Right to left the leading items (the back button, the left items) are at the right,
        // the right items at the left, and a large title ends at the right margin.
        var placed = content.views
        for label in [titleLabel, largeTitleLabel] where label.superview === self { placed.append(label) }
        mirrorFramesIfRightToLeft(placed)
    }

    /// Gives the back button the first of its item's titles (``UINavigationItem/backButtonDisplayMode``)
    /// that leaves the bar's title its full width, centred: the back button and the items beside
    /// it end an item spacing before the title (or before the right items, without a title in
    /// the row). The last title is taken when none fits.
    private func fitBackButtonTitle() {
        guard let backButton = content.backButton, let candidates = backButtonTitleCandidates else { return }
        let font = backButtonStyle.font
        var limit = bounds.width - UINavigationBar.edgeMargin
        for slot in content.right { limit -= width(of: slot) + UINavigationBar.itemSpacing }
        let titleWidth = content.titleView?.bounds.width
            ?? (titleLabel.superview === self ? titleLabel.sizeThatFits(.zero).width : nil)
        if let titleWidth { limit = min(limit, (bounds.width - titleWidth) / 2) }
        var others: CGFloat = 0
        for slot in content.left { others += UINavigationBar.itemSpacing + width(of: slot) }
        // Measured without setting (a title set asks for layout again) and without attributed
        // strings (swift-corelibs-foundation keeps their attribute values).
        let fitting = candidates.first { candidate in
            let textWidth = candidate.map { font.width(of: $0).rounded(.up) } ?? 0
            let right = UINavigationBar.edgeMargin + textWidth + 2 * UINavigationButton.horizontalPadding + others
            return right + UINavigationBar.itemSpacing <= limit
        }
        let chosen = fitting ?? candidates.last ?? nil
        if backButton.titleLabel?.text != chosen || backButton.titleLabel?.font != font {
            backButton.setTitle(chosen, font: font)
        }
    }

    /// The titles the back button may show, best first (nil: no title), or nil for no back
    /// button: the item below the top's (``UINavigationItem/backButtonTitleCandidates``), else,
    /// for a first item with a `backAction`, the action's title ("Back" when it has none).
    private var backButtonTitleCandidates: [String?]? {
        if let backItem { return backItem.backButtonTitleCandidates }
        guard let action = topItem?.backAction else { return nil }
        return [action.title.isEmpty ? UINavigationItem.genericBackTitle : action.title]
    }

    /// The width `slot` takes in the row.
    private func width(of slot: NavigationBarContent.Slot) -> CGFloat {
        switch slot {
        case let .space(width): return width
        case let .view(view):
            return view is UINavigationButton ? view.sizeThatFits(CGSize(width: 0, height: bounds.height)).width : view.bounds.width
        }
    }

    /// The height of the row of items: the whole bar, or its top 44 points above a large title.
    private var rowHeight: CGFloat {
        largeTitleLabel.superview === self || searchRowHeight > 0 ? min(bounds.height, itemRowHeight) : bounds.height
    }

    /// Places the large title at the leading layout margin (16 points, 20 on screens 414 points
    /// wide or more), centred in the band below the row, as wide as the bar's margins allow.
    /// While the band collapses the title goes up with the band's bottom edge and fades.
    private func placeLargeTitle() {
        let style = largeTitleStyle
        if largeTitleLabel.font != style.font { largeTitleLabel.font = style.font }
        if largeTitleLabel.textColor != style.color { largeTitleLabel.textColor = style.color }
        if largeTitleLabel.text != topItem?.title { largeTitleLabel.text = topItem?.title }
        let margin: CGFloat = UIScreen.main.bounds.width >= 414 ? 20 : 16
        let size = largeTitleLabel.sizeThatFits(.zero)
        let band = max(0, bounds.height - itemRowHeight - shownSearchRowHeight)
        let width = min(size.width, max(0, bounds.width - 2 * margin))
        // Collapsing, the title keeps its place in the full band, raised by the collapse.
        let collapse = min(max(0, largeTitleCollapse), UINavigationBar.largeTitleHeight)
        let centred = collapse > 0 ? UIScreen.main.roundedToPixels((UINavigationBar.largeTitleHeight - size.height) / 2) - collapse
            : UIScreen.main.roundedToPixels((band - size.height) / 2)
        largeTitleLabel.frame = CGRect(x: margin, y: itemRowHeight + centred, width: width, height: size.height)
        let alpha = 1 - collapse / UINavigationBar.largeTitleHeight
        if largeTitleLabel.alpha != alpha { largeTitleLabel.alpha = alpha }
    }

    /// Places a slot with its left edge at `x` (or its right edge, from the right); returns its width.
    private func place(_ slot: NavigationBarContent.Slot, atX x: CGFloat, fromRight: Bool) -> CGFloat {
        switch slot {
        case let .space(width):
            return width
        case let .view(view):
            var size = view.bounds.size
            if view is UINavigationButton {
                size = view.sizeThatFits(CGSize(width: 0, height: bounds.height))
            }
            let originX = fromRight ? x - size.width : x
            view.frame = CGRect(x: originX, y: UIScreen.main.roundedToPixels((rowHeight - size.height) / 2),
                                width: size.width, height: size.height)
            return size.width
        }
    }

    /// Centres the title in the bar, then moves it (and narrows it) into the room the items leave.
    private func placeTitle(_ view: UIView, size: CGSize, in room: CGRect) {
        let width = min(size.width, room.width)
        var x = UIScreen.main.roundedToPixels((bounds.width - width) / 2)
        x = min(max(x, room.minX), room.maxX - width)
        let height = min(size.height, rowHeight)
        // The appearance's adjustment moves the title label (not a title view), as in UIKit.
        let shift = view === titleLabel ? appearanceInEffect.titlePositionAdjustment : .zero
        view.frame = CGRect(x: x + shift.horizontal, y: UIScreen.main.roundedToPixels((rowHeight - height) / 2) + shift.vertical,
                            width: width, height: height)
    }

    /// Re-reads the texts and colours that can change without the bar hearing of it.
    private func refreshTexts() {
        // Only real changes are written: a label whose font is set asks its superview (this bar)
        // for layout again, and layout calls this, so writing every time would never settle.
        let style = titleStyle
        if titleLabel.font != style.font { titleLabel.font = style.font }
        if titleLabel.textColor != style.color { titleLabel.textColor = style.color }
        let title = topItem?.title
        if titleLabel.text != title { titleLabel.text = title }
        if content.titleView == nil, title != nil, titleLabel.superview !== self, largeTitleLabel.superview !== self,
           !(showsLargeTitle && !isLargeTitleCollapsed), !searchTakesOverBar {
            addSubview(titleLabel)
        }
        if let backButton = content.backButton { backButton.apply(backButtonStyle) }
        for case let button as UINavigationButton in content.views {
            if let item = button.barItem { button.apply(buttonStyle(for: item)) }
        }
    }
}
