// UITableViewCell+Editing.swift: a cell in editing mode (its delete or insert control at the
// leading edge, its reorder control at the trailing edge, its content indented) and a cell moved
// aside by a swipe to show its actions. The controls' widths are guessed (see Docs/Differences.md).

/// What a cell keeps of editing and swiping.
@MainActor
struct CellEditingParts {
    var isEditing = false
    /// The control shown in editing mode, as the table's delegate says.
    var style: UITableViewCell.EditingStyle = .none
    /// Whether the table's delegate lets the content indent in editing mode.
    var tableIndents = true
    /// Whether the table's data source lets the row move (a reorder control shows in editing mode).
    var movable = false
    var isReordering = false
    var showsReorderControl = false
    var shouldIndentWhileEditing = true
    var editingAccessoryType: UITableViewCell.AccessoryType = .none
    var editingAccessoryView: UIView?
    var editingControl: TableCellEditingControl?
    var reorderControl: TableCellReorderControl?
    /// How far a swipe moved the content sideways, and the actions shown in the space.
    var swipeOffset: CGFloat = 0
    var swipeActionsView: SwipeActionsView?
}

extension UITableViewCell: SwipeableCell {
    /// The control the cell shows in editing mode, as the table's delegate gives it
    /// (`tableView(_:editingStyleForRowAt:)`); `.none` for a row the data source does not let be
    /// edited, and for a cell outside a table.
    public var editingStyle: EditingStyle { editingParts.style }

    /// The standard accessory shown in editing mode instead of ``accessoryType``; `.none` by default.
    public var editingAccessoryType: AccessoryType {
        get { editingParts.editingAccessoryType }
        set { editingParts.editingAccessoryType = newValue; setNeedsLayout() }
    }

    /// A view shown in editing mode instead of ``accessoryView``; nil by default.
    public var editingAccessoryView: UIView? {
        get { editingParts.editingAccessoryView }
        set {
            if editingParts.editingAccessoryView !== newValue { editingParts.editingAccessoryView?.removeFromSuperview() }
            editingParts.editingAccessoryView = newValue
            if let newValue { addSubview(newValue) }
            setNeedsLayout()
        }
    }

    /// Whether the cell asks for a reorder control; false by default. A table shows the control in
    /// editing mode for the rows its data source lets move (`tableView(_:canMoveRowAt:)`).
    public var showsReorderControl: Bool {
        get { editingParts.showsReorderControl }
        set { editingParts.showsReorderControl = newValue }
    }

    /// Whether the content moves aside for the delete or insert control in editing mode; true by default.
    public var shouldIndentWhileEditing: Bool {
        get { editingParts.shouldIndentWhileEditing }
        set { editingParts.shouldIndentWhileEditing = newValue; setNeedsLayout() }
    }

    /// The width of the delete or insert control and of the reorder control (a guess at iOS's).
    static let editingControlWidth: CGFloat = 38

    /// `setEditing(_:animated:)`: the controls appear or go at once.
    func applyEditing(_ editing: Bool) {
        guard editingParts.isEditing != editing else { return }
        let state = stateMask(editing: editing, swiped: editingParts.swipeActionsView != nil)
        willTransition(to: state)
        editingParts.isEditing = editing
        setNeedsLayout()
        setNeedsUpdateConfiguration()
        didTransition(to: state)
    }

    /// The state mask of a cell in editing mode or not, showing swipe actions or not.
    func stateMask(editing: Bool, swiped: Bool) -> StateMask {
        var state: StateMask = []
        if editing { state.insert(.showingEditControl) }
        if swiped { state.insert(.showingDeleteConfirmation) }
        return state
    }

    /// Marks the cell as being dragged by its reorder control (its configuration state's `isReordering`).
    func setReordering(_ reordering: Bool) {
        guard editingParts.isReordering != reordering else { return }
        editingParts.isReordering = reordering
        setNeedsUpdateConfiguration()
    }

    /// Moves the content aside by `offset` and shows `actions` in the space (SwipeActionsController).
    func showSwipe(offset: CGFloat, actions: SwipeActionsView?, layOut: Bool) {
        let wasSwiped = editingParts.swipeActionsView != nil
        let transition = wasSwiped != (actions != nil) ? stateMask(editing: editingParts.isEditing, swiped: actions != nil) : nil
        if let transition { willTransition(to: transition) }
        defer { if let transition { didTransition(to: transition) } }
        if editingParts.swipeActionsView !== actions {
            editingParts.swipeActionsView?.removeFromSuperview()
            if let actions { addSubview(actions) }
        }
        editingParts.swipeActionsView = actions
        editingParts.swipeOffset = actions == nil ? 0 : offset
        setNeedsLayout()
        if wasSwiped != (actions != nil) { setNeedsUpdateConfiguration() }
        if layOut { layoutIfNeeded() }
    }

    /// How far editing mode moves the content in from the leading edge (beside the delete or insert
    /// control, unless it does not indent) and from the trailing edge (beside the reorder control).
    var editingInsets: (leading: CGFloat, trailing: CGFloat) {
        guard editingParts.isEditing else { return (0, 0) }
        let width = UITableViewCell.editingControlWidth
        let indents = editingParts.style != .none && editingParts.shouldIndentWhileEditing && editingParts.tableIndents
        return (indents ? width : 0, editingParts.movable ? width : 0)
    }

    /// The accessory view shown now: the editing one in editing mode.
    var shownAccessoryView: UIView? {
        editingParts.isEditing ? editingParts.editingAccessoryView : accessoryView
    }

    /// The standard accessory shown now: the editing one in editing mode.
    var shownAccessoryType: AccessoryType {
        editingParts.isEditing ? editingParts.editingAccessoryType : accessoryType
    }

    /// After the standard layout: the editing controls, the content indented between them, then
    /// the swipe offset and the actions beside the content.
    func layOutEditingParts() {
        if let accessoryView {
            let hidden = editingParts.isEditing && accessoryView !== shownAccessoryView
            if accessoryView.isHidden != hidden { accessoryView.isHidden = hidden }
        }
        if let editingAccessory = editingParts.editingAccessoryView, editingAccessory.isHidden == editingParts.isEditing {
            editingAccessory.isHidden = !editingParts.isEditing
        }
        let width = UITableViewCell.editingControlWidth
        let rightToLeft = isRightToLeft
        let showsControl = editingParts.isEditing && editingParts.style != .none
        let showsReorder = editingParts.isEditing && editingParts.movable
        let control = showsControl ? (editingParts.editingControl ?? makeEditingControl()) : nil
        if !showsControl, let old = editingParts.editingControl {
            old.removeFromSuperview()
            editingParts.editingControl = nil
        }
        control?.style = editingParts.style
        let reorder = showsReorder ? (editingParts.reorderControl ?? makeReorderControl()) : nil
        if !showsReorder, let old = editingParts.reorderControl {
            old.removeFromSuperview()
            editingParts.reorderControl = nil
        }
        let offset = editingParts.swipeOffset
        if offset != 0 { contentView.frame.origin.x += offset }
        control?.frame = CGRect(x: (rightToLeft ? bounds.width - width : 0) + offset, y: 0, width: width, height: bounds.height)
        reorder?.frame = CGRect(x: (rightToLeft ? 0 : bounds.width - width) + offset, y: 0, width: width, height: bounds.height)
        if let accessory = shownAccessoryView, offset != 0 { accessory.frame.origin.x += offset }
        if let actions = editingParts.swipeActionsView {
            actions.place(in: self, offset: offset)
        }
    }

    private func makeEditingControl() -> TableCellEditingControl {
        let control = TableCellEditingControl()
        control.addAction(UIAction { [weak self] _ in
            guard let self, let table = self.superview as? UITableView else { return }
            table.editingControlTapped(in: self)
        }, for: .touchUpInside)
        editingParts.editingControl = control
        addSubview(control)
        return control
    }

    private func makeReorderControl() -> TableCellReorderControl {
        let control = TableCellReorderControl()
        editingParts.reorderControl = control
        addSubview(control)
        return control
    }
}

/// The red minus (delete) or green plus (insert) control at a cell's leading edge in editing mode.
@MainActor
final class TableCellEditingControl: UIControl {
    /// The control's kind, from the cell's editing style.
    var style: UITableViewCell.EditingStyle = .delete {
        didSet { accessibilityLabel = style == .insert ? "Insert" : "Delete" }
    }

    /// Draws the round control centred in its bounds.
    override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        let diameter: CGFloat = 22
        let circle = CGRect(x: (bounds.width - diameter) / 2, y: (bounds.height - diameter) / 2, width: diameter, height: diameter)
        context.fillEllipse(in: circle, color: style == .insert ? .systemGreen : .systemRed)
        context.fillRect(CGRect(x: circle.minX + 5, y: circle.midY - 1, width: diameter - 10, height: 2), color: .white)
        if style == .insert {
            context.fillRect(CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: diameter - 10), color: .white)
        }
    }
}

/// The grip at a cell's trailing edge in editing mode: dragging it moves the row.
@MainActor
final class TableCellReorderControl: UIView, OwnsItsDragFromTouchDown {
    /// The grip's drag is its own from the touch-down: the table does not delay it.
    var ownsItsDragFromTouchDown: Bool { true }
    private var table: UITableView? { superview?.superview as? UITableView }

    /// The drag is the control's own: the table's scroll and swipe recognizers do not take it.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        gestureRecognizer.view === self
    }

    /// The finger went down on the grip: the row's drag starts.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let table, let cell = superview as? UITableViewCell else { return }
        table.reorderDidBegin(in: cell, at: touch.location(in: table))
    }

    /// The row follows the finger.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let table else { return }
        table.reorderDidMove(to: touch.location(in: table))
    }

    /// The row goes where the finger lifted.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let table else { return }
        table.reorderDidEnd(at: touch.location(in: table))
    }

    /// The row goes back.
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        table?.reorderDidEnd(at: nil)
    }

    /// Draws three grey lines, the grip.
    override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        for line in 0..<3 {
            let y = bounds.midY - 5 + CGFloat(line) * 4
            context.fillRect(CGRect(x: (bounds.width - 18) / 2, y: y, width: 18, height: 1.5), color: .systemGray)
        }
    }
}
