// SwipeActionsView.swift: the buttons a swipe reveals beside a row's content, one per contextual
// action, filling the row's height. Their widths are guessed from iOS (see Docs/Differences.md).

/// The strip of action buttons shown in the space a swipe opens beside a cell's content.
///
/// It is as wide as that space: when the space is narrower than the buttons' natural widths the
/// buttons shrink in proportion; when wider (a full swipe), the outermost button takes the rest.
@MainActor
final class SwipeActionsView: UIView {
    /// Puts the actions in the space a swipe of `offset` opened in `cell` (at its right edge for a
    /// negative offset, its left for a positive one), in front of the cell's other subviews.
    func place(in cell: UIView, offset: CGFloat) {
        let bounds = cell.bounds
        frame = offset < 0
            ? CGRect(x: bounds.width + offset, y: 0, width: -offset, height: bounds.height)
            : CGRect(x: 0, y: 0, width: offset, height: bounds.height)
        if cell.subviews.last !== self { cell.bringSubviewToFront(self) }
    }

    /// The actions, the first the outermost.
    let actions: [UIContextualAction]
    /// The buttons, in the order of `actions`.
    private(set) var buttons: [UIButton] = []
    /// Whether the strip is at the right edge of the cell (a trailing swipe left to right, a
    /// leading one right to left): the outermost button is then the rightmost.
    let isAtRightEdge: Bool

    /// The font of the buttons' titles (a guess at iOS's).
    static let titleFont = UIFont.systemFont(ofSize: 15, weight: .medium)
    /// The space left and right of a button's title or image (a guess at iOS's).
    static let horizontalPadding: CGFloat = 15

    /// Makes the strip for `actions`; `perform` runs when a button is tapped, with the action and
    /// its button.
    init(actions: [UIContextualAction], atRightEdge: Bool,
         perform: @escaping @MainActor (UIContextualAction, UIButton) -> Void) {
        self.actions = actions
        isAtRightEdge = atRightEdge
        super.init(frame: .zero)
        clipsToBounds = true
        for action in actions {
            let button = UIButton(type: .custom)
            button.backgroundColor = action.backgroundColor
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = SwipeActionsView.titleFont
            if let image = action.image { button.setImage(image, for: .normal) }
            button.accessibilityLabel = action.title
            button.addAction(UIAction { [weak action, weak button] _ in
                guard let action, let button else { return }
                perform(action, button)
            }, for: .touchUpInside)
            buttons.append(button)
            addSubview(button)
        }
    }

    /// Source compatibility; never used.
    required init?(coder: NSCoder) {
        actions = []
        isAtRightEdge = true
        super.init(coder: coder)
    }

    /// The width a button needs: its title's (or image's, when wider) and the padding each side.
    static func naturalWidth(of action: UIContextualAction) -> CGFloat {
        var content: CGFloat = 0
        if let title = action.title, !title.isEmpty {
            let label = UILabel()
            label.font = titleFont
            label.text = title
            content = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)).width
        }
        if let image = action.image { content = max(content, image.size.width) }
        return UIScreen.main.roundedToPixels(content, .up) + 2 * horizontalPadding
    }

    /// The width all the buttons need side by side: the width of the open strip.
    var naturalWidth: CGFloat { actions.reduce(0) { $0 + SwipeActionsView.naturalWidth(of: $1) } }

    /// Places the buttons side by side across the strip, each as tall as the row.
    override func layoutSubviews() {
        super.layoutSubviews()
        let widths = actions.map(SwipeActionsView.naturalWidth(of:))
        let total = widths.reduce(0, +)
        guard total > 0 else { return }
        let available = bounds.width
        var fitted = widths.map { available < total ? $0 * available / total : $0 }
        if available > total, !fitted.isEmpty { fitted[0] += available - total }
        // The outermost (first) button is at the cell's edge.
        let order = isAtRightEdge ? Array(buttons.indices.reversed()) : Array(buttons.indices)
        var x: CGFloat = 0
        for index in order {
            buttons[index].frame = CGRect(x: x, y: 0, width: fitted[index], height: bounds.height)
            x += fitted[index]
        }
    }
}
