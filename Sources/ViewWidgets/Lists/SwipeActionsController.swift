// SwipeActionsController.swift: swipe actions for the rows of a list, shared by the views that have
// them (a table now, a collection view's list cells later): a horizontal drag across a row reveals
// the actions of that side, a tap on a button runs its handler, a full swipe runs the first action,
// and a tap elsewhere or a scroll hides them. State changes at once: nothing slides (see
// Docs/Differences.md).

/// The side of a row whose actions a swipe reveals.
enum SwipeEdge {
    /// The leading side (the left, left to right): revealed by a drag towards the trailing side.
    case leading
    /// The trailing side (the right, left to right): revealed by a drag towards the leading side.
    case trailing
}

/// What a list view tells and gives its swipe actions controller.
@MainActor
protocol SwipeActionsHost: AnyObject {
    /// The scrolling view the rows are in; the controller's recognizer is attached to it.
    var swipeScrollView: UIScrollView { get }
    /// The row at `point` (in the scroll view's coordinates), or nil.
    func swipeItem(at point: CGPoint) -> IndexPath?
    /// The actions of `edge` of the row, or nil when a swipe there shows nothing.
    func swipeActionsConfiguration(for item: IndexPath, edge: SwipeEdge) -> UISwipeActionsConfiguration?
    /// The cell showing the row, or nil when it is not on screen.
    func swipeCell(for item: IndexPath) -> SwipeableCell?
    /// Where the cell is now, or nil when it left the screen.
    func swipeItem(of cell: SwipeableCell) -> IndexPath?
    /// The row's actions are about to show.
    func swipeWillReveal(at item: IndexPath)
    /// The row's actions were hidden.
    func swipeDidHide(at item: IndexPath)
    /// An action's handler called its completion: the host removes the row when `success` is
    /// true for a destructive action and its data no longer has the row.
    func swipeAction(_ action: UIContextualAction, didCompleteWith success: Bool, at item: IndexPath)
}

/// A cell that can be moved aside to show swipe actions.
@MainActor
protocol SwipeableCell: UIView {
    /// Moves the content sideways by `offset` (negative: to the left) and shows `actions` in the
    /// space opened; 0 and nil put the cell back. `layOut` false leaves the layout to the next pass
    /// (the cell is leaving the screen in the middle of its list's update).
    func showSwipe(offset: CGFloat, actions: SwipeActionsView?, layOut: Bool)
}

/// Reveals, follows and hides the swipe actions of a host's rows, one row at a time.
@MainActor
final class SwipeActionsController {
    /// The row whose actions show, and how.
    private struct Revealed {
        weak var cell: SwipeableCell?
        var item: IndexPath
        let edge: SwipeEdge
        let configuration: UISwipeActionsConfiguration
        let view: SwipeActionsView
        /// The content offset of the scroll view when the actions were revealed.
        let scrollOffset: CGPoint
        /// The cell's offset when the actions are open, and now.
        let openOffset: CGFloat
        var offset: CGFloat
        /// Counts reveals, so that a completion called late for another reveal does nothing.
        let generation: Int
    }

    private weak var host: SwipeActionsHost?
    let recognizer = SwipeActionsPanGestureRecognizer()
    private var revealed: Revealed?
    private var generation = 0
    /// The offset of the cell when the current drag began.
    private var dragStartOffset: CGFloat = 0

    /// The fraction of the row's width past which a drag is a full swipe (a guess at iOS's).
    static let fullSwipeFraction: CGFloat = 0.6

    /// Makes the controller of `host` and attaches its recognizer to the host's scroll view.
    init(host: SwipeActionsHost) {
        self.host = host
        recognizer.controller = self
        recognizer.addTarget(self, action: SwipeActionsController.handlePan)
        host.swipeScrollView.addGestureRecognizer(recognizer)
    }

    /// Whether a row's actions show.
    var isRevealing: Bool { revealed != nil }

    /// The row whose actions show (where its cell is now: updates may have moved it), or nil.
    var revealedItem: IndexPath? { revealed.map(currentItem) }

    /// Where the revealed row is now.
    private func currentItem(_ shown: Revealed) -> IndexPath {
        shown.cell.flatMap { host?.swipeItem(of: $0) } ?? shown.item
    }

    /// Whether `cell` shows its actions.
    func isRevealing(_ cell: SwipeableCell) -> Bool { revealed?.cell === cell }

    // MARK: - Showing and hiding

    /// Opens the actions of `edge` of the row, as a swipe would (a tap on a delete control does
    /// this); false when there are none or the cell is not on screen.
    @discardableResult
    func reveal(_ item: IndexPath, edge: SwipeEdge) -> Bool {
        guard let prepared = prepare(item, edge: edge) else { return false }
        revealed = prepared
        dragStartOffset = 0
        move(to: prepared.openOffset)
        return true
    }

    /// Hides the actions showing, putting the cell back (laid out at once unless `layingOut` is false).
    func hide(layingOut: Bool = true) {
        guard let shown = revealed else { return }
        revealed = nil
        shown.view.removeFromSuperview()
        shown.cell?.showSwipe(offset: 0, actions: nil, layOut: layingOut)
        host?.swipeDidHide(at: currentItem(shown))
    }

    /// The host took `cell` off the screen (it scrolled away, or its row was deleted).
    func cellWillBeRecycled(_ cell: SwipeableCell) {
        if revealed?.cell === cell { hide(layingOut: false) }
    }

    /// The host's scroll view laid out: a scroll since the actions showed hides them.
    func hostDidLayOut() {
        guard let shown = revealed, recognizer.state == .possible, let host else { return }
        if host.swipeScrollView.contentOffset != shown.scrollOffset { hide() }
    }

    /// A touch went down on the host outside the buttons: the actions hide, and the touch is
    /// used up (true) when they showed.
    func touchDidBegin() -> Bool {
        guard revealed != nil else { return false }
        hide()
        return true
    }

    // MARK: - Actions

    /// Runs `action` (its button, `sourceView`, was tapped, or the row was fully swiped): the
    /// handler, whose completion closes the actions or lets the host remove the row.
    func perform(_ action: UIContextualAction, sourceView: UIView) {
        guard let shown = revealed else { return }
        let once = CompletionOnce()
        action.handler(action, sourceView) { [weak self] success in
            MainActor.assumeIsolated {
                guard !once.called else { return }
                once.called = true
                self?.complete(action, success: success, generation: shown.generation)
            }
        }
    }

    private func complete(_ action: UIContextualAction, success: Bool, generation: Int) {
        guard let shown = revealed, shown.generation == generation else { return }
        let item = currentItem(shown)
        host?.swipeAction(action, didCompleteWith: success, at: item)
        if revealed?.generation == generation { hide() }
    }

    // MARK: - Dragging

    /// Whether a horizontal drag that started at `point` (window coordinates) and went `dx` sideways
    /// swipes a row: one with actions on the side the drag opens, or the row already open.
    func shouldBeginSwipe(atWindowPoint point: CGPoint, dx: CGFloat) -> Bool {
        guard let host else { return false }
        let scrollView = host.swipeScrollView
        guard let item = host.swipeItem(at: scrollView.convert(point, from: nil)) else {
            hide()
            return false
        }
        if let shown = revealed {
            if currentItem(shown) == item { return true }
            hide()
        }
        let rightToLeft = scrollView.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let edge: SwipeEdge = (dx < 0) != rightToLeft ? .trailing : .leading
        guard let prepared = prepare(item, edge: edge) else { return false }
        revealed = prepared
        return true
    }

    /// A drag that is not a swipe (a scroll) began: the actions hide.
    func otherDragDidBegin() {
        hide()
    }

    /// The recognizer's action: the cell follows the finger; on lifting, a drag past most of the
    /// row performs the first action (when allowed), one past half the buttons opens them, and a
    /// shorter one closes them.
    func handlePan(_ pan: SwipeActionsPanGestureRecognizer) {
        guard let shown = revealed else { return }
        let translation = pan.translation(in: host?.swipeScrollView).x
        let width = shown.cell?.bounds.width ?? 0
        switch pan.state {
        case .began:
            dragStartOffset = shown.offset
            move(to: clamped(dragStartOffset + translation, for: shown, width: width))
        case .changed:
            move(to: clamped(dragStartOffset + translation, for: shown, width: width))
        case .ended:
            let offset = abs(clamped(dragStartOffset + translation, for: shown, width: width))
            let open = abs(shown.openOffset)
            if shown.configuration.performsFirstActionWithFullSwipe, offset > open,
               offset >= width * SwipeActionsController.fullSwipeFraction, let first = shown.configuration.actions.first {
                move(to: shown.openOffset < 0 ? -width : width)
                perform(first, sourceView: shown.view.buttons.first ?? shown.view)
            } else if offset >= open / 2 {
                move(to: shown.openOffset)
            } else {
                hide()
            }
        case .cancelled, .failed:
            if dragStartOffset == 0 { hide() } else { move(to: shown.openOffset) }
        default:
            break
        }
    }

    // MARK: - Machinery

    /// The state of a reveal of `edge` of the row (not shown yet), or nil when it has no actions
    /// or no cell on screen.
    private func prepare(_ item: IndexPath, edge: SwipeEdge) -> Revealed? {
        guard let host, let cell = host.swipeCell(for: item),
              let configuration = host.swipeActionsConfiguration(for: item, edge: edge),
              !configuration.actions.isEmpty else { return nil }
        let rightToLeft = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let atRight = (edge == .trailing) != rightToLeft
        let view = SwipeActionsView(actions: configuration.actions, atRightEdge: atRight) { [weak self] action, button in
            self?.perform(action, sourceView: button)
        }
        generation += 1
        host.swipeWillReveal(at: item)
        let open = min(view.naturalWidth, cell.bounds.width)
        return Revealed(cell: cell, item: item, edge: edge, configuration: configuration, view: view,
                        scrollOffset: host.swipeScrollView.contentOffset,
                        openOffset: atRight ? -open : open, offset: 0, generation: generation)
    }

    /// The offset a drag to `offset` gives: on the side of the actions, at most the row's width.
    private func clamped(_ offset: CGFloat, for shown: Revealed, width: CGFloat) -> CGFloat {
        shown.openOffset < 0 ? min(0, max(-width, offset)) : max(0, min(width, offset))
    }

    /// Moves the cell of the revealed row to `offset`, the actions in the space opened.
    private func move(to offset: CGFloat) {
        guard var shown = revealed else { return }
        shown.offset = offset
        revealed = shown
        shown.cell?.showSwipe(offset: offset, actions: shown.view, layOut: true)
    }
}

/// Whether a completion handler was called (a second call does nothing).
@MainActor
private final class CompletionOnce {
    var called = false
}

/// The recognizer of swipes across rows: a pan that begins only for a horizontal drag on a row the
/// controller can swipe. The scroll view's own pan waits for it to fail, so a swipe does not scroll.
@MainActor
final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
    /// The controller deciding which drags are swipes.
    weak var controller: SwipeActionsController?
    private var startPoint = CGPoint.zero

    /// Remembers where the finger went down.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let touch = touches.first, state == .possible { startPoint = touch.location(in: nil) }
        super.touchesBegan(touches, with: event)
    }

    /// Past the pan's hysteresis, fails unless the drag is horizontal and swipes a row.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = touches.first {
            let point = touch.location(in: nil)
            let dx = point.x - startPoint.x, dy = point.y - startPoint.y
            if hypot(dx, dy) > 10 { // the pan's hysteresis
                guard abs(dx) > abs(dy), controller?.shouldBeginSwipe(atWindowPoint: startPoint, dx: dx) == true else {
                    controller?.otherDragDidBegin()
                    state = .failed
                    return
                }
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// The scroll view's pan waits for this recognizer to fail.
    override func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === (view as? UIScrollView)?.panGestureRecognizer
    }
}
