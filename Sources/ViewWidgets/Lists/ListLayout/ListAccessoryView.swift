// ListAccessoryView.swift: the view a list cell shows for one accessory: a system symbol, a text
// or a custom view, which acts on a tap for the accessories that do; a reorder control's drag moves its item.

/// One shown accessory of a ``UICollectionViewListCell``: a control, so that a tap on an acting
/// accessory (delete, insert, outline disclosure, detail) goes to it and not to the cell's selection.
@MainActor final class ListAccessoryView: UIControl, OwnsItsDragFromTouchDown {
    /// The accessory shown.
    private(set) var accessory: UICellAccessory
    /// What a tap does; nil for accessories that do not act.
    var onTap: (() -> Void)?
    private let imageView = UIImageView()
    private var label: UILabel?
    /// The custom view shown (a reused cell's new accessory brings another).
    private weak var shownCustomView: UIView?
    /// The symbol shown and the state it was shown for, so that a layout pass with nothing new
    /// makes no new image.
    private var shownLook: (symbol: String?, selected: Bool, expanded: Bool)?
    /// Where the finger went down on a reorder control and where the cell's centre was then
    /// (collection view coordinates), while it drags the item.
    private var reorderStart: (finger: CGPoint, centre: CGPoint)?
    /// The collection view of the drag under way, kept so that the drag ends even if the accessory
    /// leaves its cell meanwhile (editing turned off, accessories changed).
    private weak var reorderCollectionView: UICollectionView?

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        addSubview(imageView)
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
        show(accessory, selected: false, expanded: false)
    }

    required init?(coder: NSCoder) {
        accessory = .checkmark()
        super.init(coder: coder)
    }

    /// Whether the accessory takes touches: only the acting ones and the reorder control (and
    /// custom views, which handle their own); a check mark or chevron lets a tap through to the cell.
    var acts: Bool {
        switch accessory.kind {
        case .delete, .insert, .outlineDisclosure, .detail, .reorder: true
        default: false
        }
    }

    /// A reorder control's drag is its own from the touch-down: its scroll view does not delay it.
    var ownsItsDragFromTouchDown: Bool { isReorderControl }
    /// Whether the accessory is a reorder control, whose drag moves the item.
    private var isReorderControl: Bool { if case .reorder = accessory.kind { true } else { false } }

    /// Shows `accessory` for a cell that is or is not selected and expanded.
    func show(_ accessory: UICellAccessory, selected: Bool, expanded: Bool) {
        self.accessory = accessory
        isHidden = accessory.isHidden
        isUserInteractionEnabled = acts || { if case .custom = accessory.kind { true } else { false } }()
        let look = ListAccessoryLook(accessory, selected: selected, expanded: expanded)
        if shownLook.map({ $0.symbol != look.symbol || $0.selected != selected || $0.expanded != expanded }) ?? true {
            imageView.image = look.symbol.flatMap { UIImage(systemName: $0) }
            shownLook = (look.symbol, selected, expanded)
        }
        if imageView.tintColor != look.color { imageView.tintColor = look.color }
        if imageView.backgroundColor != look.fill { imageView.backgroundColor = look.fill }
        imageView.isHidden = look.symbol == nil
        if case .label(let text, let font, let adjusts) = accessory.kind {
            let label = self.label ?? UILabel()
            if label.superview !== self { addSubview(label) }
            label.text = text
            // A text-style font that follows Dynamic Type is made for the current text size; the
            // font is set only when it differs, so one the label already adjusted is kept.
            label.adjustsFontForContentSizeCategory = adjusts
            let category = label.traitCollection.preferredContentSizeCategory
            let wanted = adjusts && category != .unspecified ? font.adjusted(to: category) ?? font : font
            if label.font != wanted { label.font = wanted }
            label.textColor = accessory.tintColor ?? .secondaryLabel
            self.label = label
        } else {
            label?.removeFromSuperview()
            label = nil
        }
        var custom: UIView?
        if case .custom(let view, _, _) = accessory.kind { custom = view }
        if shownCustomView !== custom {
            if shownCustomView?.superview === self { shownCustomView?.removeFromSuperview() }
            if let custom { addSubview(custom) }
            shownCustomView = custom
        }
        if let custom, let tint = accessory.tintColor { custom.tintColor = tint }
        setNeedsLayout()
    }

    /// A touch on the wrapper of an accessory that does not act (around a custom view that takes
    /// no touches, say) goes through to the cell, which selects.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self && !acts ? nil : hit
    }

    // MARK: - Reordering (UICollectionView+Movement.swift)

    /// A reorder control's drag is its own: the scroll view's pan and the swipe do not take it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        isReorderControl ? gestureRecognizer.view === self : super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// A finger down on a reorder control begins the interactive movement of the cell's item.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isReorderControl else { return super.touchesBegan(touches, with: event) }
        guard let touch = touches.first, let cell = superview as? UICollectionViewListCell,
              let collectionView = cell.owningCollectionView, let indexPath = collectionView.indexPath(for: cell),
              collectionView.beginInteractiveMovementForItem(at: indexPath) else { return }
        reorderStart = (touch.location(in: collectionView), cell.center)
        reorderCollectionView = collectionView
    }

    /// The item follows the finger up and down.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isReorderControl else { return super.touchesMoved(touches, with: event) }
        followFinger(touches.first)
    }

    /// The item goes where the finger lifted.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isReorderControl else { return super.touchesEnded(touches, with: event) }
        guard reorderStart != nil, let collectionView = reorderCollectionView else { return }
        followFinger(touches.first)
        reorderStart = nil
        reorderCollectionView = nil
        collectionView.endInteractiveMovement()
    }

    /// The item goes back.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isReorderControl else { return super.touchesCancelled(touches, with: event) }
        guard reorderStart != nil else { return }
        reorderStart = nil
        reorderCollectionView?.cancelInteractiveMovement()
        reorderCollectionView = nil
    }

    /// Leaving its cell mid-drag (editing turned off, accessories changed) puts the item back.
    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        guard newSuperview !== superview, reorderStart != nil else { return }
        reorderStart = nil
        reorderCollectionView?.cancelInteractiveMovement()
        reorderCollectionView = nil
    }

    /// Moves the target of the movement by as much as the finger moved vertically.
    private func followFinger(_ touch: UITouch?) {
        guard let start = reorderStart, let touch, let collectionView = reorderCollectionView else { return }
        let y = touch.location(in: collectionView).y
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: start.centre.x, y: start.centre.y + y - start.finger.y))
    }

    /// The accessory's own size: its symbol's, its text's or its custom view's.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        switch accessory.kind {
        case .label:
            return label?.sizeThatFits(size) ?? .zero
        case .custom(let view, _, let fixed):
            return fixed ? view.frame.size : view.sizeThatFits(size)
        default:
            return ListAccessoryLook.symbolSize(of: accessory.kind)
        }
    }

    /// The width the accessory takes beside the content: its own, the standard one (its own, at
    /// least the system's standard width for its kind), or a custom one.
    func reservedWidth(height: CGFloat) -> CGFloat {
        let own = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: height)).width
        switch accessory.reservedLayoutWidth {
        case .actual: return own
        case .standard: return max(own, ListAccessoryLook.standardWidth(of: accessory.kind))
        case .custom(let width): return max(0, width)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let own = sizeThatFits(bounds.size)
        let centred = CGRect(x: (bounds.width - own.width) / 2, y: (bounds.height - own.height) / 2,
                             width: own.width, height: own.height)
        imageView.frame = centred
        label?.frame = centred
        if case .custom(let view, _, _) = accessory.kind { view.frame = centred }
    }
}

/// How a system accessory looks: its symbol, colour, fill and size.
@MainActor struct ListAccessoryLook {
    var symbol: String?
    var color: UIColor?
    var fill: UIColor?

    init(_ accessory: UICellAccessory, selected: Bool, expanded: Bool) {
        let tint = accessory.tintColor
        switch accessory.kind {
        case .disclosureIndicator: symbol = "chevron.right"; color = tint ?? .tertiaryLabel
        case .checkmark: symbol = "checkmark"; color = tint
        case .delete: symbol = "minus.circle.fill"; color = accessory.backgroundColor ?? .systemRed
        case .insert: symbol = "plus.circle.fill"; color = accessory.backgroundColor ?? .systemGreen
        case .reorder: symbol = "line.3.horizontal"; color = tint ?? .tertiaryLabel
        case .multiselect:
            symbol = selected ? "checkmark.circle.fill" : "circle"
            color = selected ? tint : .tertiaryLabel
            fill = selected ? nil : accessory.backgroundColor
        case .outlineDisclosure: symbol = expanded ? "chevron.down" : "chevron.right"; color = tint
        case .detail: symbol = "info.circle"; color = tint
        case .popUpMenu: symbol = "chevron.up.chevron.down"; color = tint ?? .tertiaryLabel
        case .label, .custom: symbol = nil
        }
    }

    /// The size of a system accessory's symbol at the default text size.
    static func symbolSize(of kind: UICellAccessory.Kind) -> CGSize {
        switch kind {
        case .disclosureIndicator: CGSize(width: 8, height: 13)
        case .checkmark: CGSize(width: 15, height: 14)
        case .delete, .insert, .multiselect, .detail: CGSize(width: 22, height: 22)
        case .reorder: CGSize(width: 20, height: 14)
        case .outlineDisclosure: CGSize(width: 13, height: 13)
        case .popUpMenu: CGSize(width: 10, height: 16)
        case .label, .custom: .zero
        }
    }

    /// The system's standard width for an accessory of `kind` (at least its symbol's width).
    static func standardWidth(of kind: UICellAccessory.Kind) -> CGFloat {
        switch kind {
        case .disclosureIndicator, .checkmark, .outlineDisclosure, .popUpMenu: 20
        case .delete, .insert, .multiselect, .detail, .reorder: 28
        case .label, .custom: 0
        }
    }
}
