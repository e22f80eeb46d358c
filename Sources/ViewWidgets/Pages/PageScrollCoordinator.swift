// PageScrollCoordinator.swift: the scroll style's paging scroll view: the shown page between its
// neighbours (mirrored right to left), and the turn a drag makes.

/// Lays the shown page and its neighbours side by side in the page view controller's scroll
/// view and turns the page when a drag settles on a neighbour. It is the scroll view's
/// delegate (held weakly there, strongly by the page view controller).
@MainActor
final class PageScrollCoordinator: NSObject, UIScrollViewDelegate {
    private unowned let owner: UIPageViewController

    /// The page an animated `setViewControllers` slides out while the new one slides in, the
    /// way it goes, and the clear view over the pages that takes the touches meanwhile (so that
    /// nothing the app sets on the scroll view, `isUserInteractionEnabled` included, is touched).
    private var slide: (view: UIView, forward: Bool, shield: UIView)?

    init(owner: UIPageViewController) {
        self.owner = owner
    }

    /// Whether pages follow the vertical axis.
    private var isVertical: Bool { owner.navigationOrientation == .vertical }

    /// The distance from one page's origin to the next: the page's size plus the spacing.
    var pitch: CGFloat {
        let area = owner.pagesArea
        return (isVertical ? area.height : area.width) + owner.interPageSpacing
    }

    /// The slot of the shown page: 1 when there is a page before it, else 0.
    private var currentSlot: Int { owner.neighbours.before == nil ? 0 : 1 }

    /// How many pages sit side by side: the shown page and its neighbours.
    private var slotCount: Int {
        1 + (owner.neighbours.before == nil ? 0 : 1) + (owner.neighbours.after == nil ? 0 : 1)
    }

    /// Whether horizontal pages run right to left (`semanticContentAttribute` or the layout
    /// direction trait of the page view controller's view): the page after sits on the left.
    private var isMirrored: Bool {
        !isVertical && owner.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    }

    /// Where slot `slot` (0 the first page in reading order) sits in the scroll view, counted
    /// from its left (or top) edge.
    private func position(ofSlot slot: Int) -> Int {
        isMirrored ? slotCount - 1 - slot : slot
    }

    /// Sizes the scroll view for the shown page and its neighbours, and puts the shown page (and
    /// a pending neighbour) in its slot, showing the shown page.
    func arrange() {
        guard let scrollView = owner.pagingScrollView else { return }
        if let slide {
            arrangeSlide(slide.view, forward: slide.forward, in: scrollView)
            return
        }
        // A finger down (tracking, even before a drag: it caught the pages mid-turn) holds them.
        let held = scrollView.isDragging || scrollView.isTracking || scrollView.isDecelerating
        if owner.pendingController == nil, !held { owner.loadNeighboursIfNeeded() }
        let area = owner.pagesArea
        let spacing = owner.interPageSpacing
        scrollView.frame = isVertical
            ? CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + spacing)
            : CGRect(x: area.minX, y: area.minY, width: area.width + spacing, height: area.height)
        let slots = slotCount
        owner.isArrangingPages = true
        defer { owner.isArrangingPages = false }
        scrollView.contentSize = isVertical
            ? CGSize(width: area.width, height: pitch * CGFloat(slots))
            : CGSize(width: pitch * CGFloat(slots), height: area.height)
        place(owner.shownControllers.first, inSlot: currentSlot)
        if let pending = owner.pendingController {
            place(pending, inSlot: owner.pendingIsForward ? currentSlot + 1 : currentSlot - 1)
        }
        if !held {
            let origin = pitch * CGFloat(position(ofSlot: currentSlot))
            scrollView.contentOffset = isVertical ? CGPoint(x: 0, y: origin) : CGPoint(x: origin, y: 0)
        }
    }

    private func place(_ controller: UIViewController?, inSlot slot: Int) {
        guard let pageView = controller?.viewIfLoaded else { return }
        place(pageView, atPosition: position(ofSlot: slot))
    }

    /// Puts `pageView` at `position` pages from the scroll view's left (or top) edge.
    private func place(_ pageView: UIView, atPosition position: Int) {
        let area = owner.pagesArea
        let origin = pitch * CGFloat(position)
        pageView.frame = isVertical ? CGRect(x: 0, y: origin, width: area.width, height: area.height)
                                    : CGRect(x: origin, y: 0, width: area.width, height: area.height)
    }

    // MARK: - Programmatic turns

    /// An animated `setViewControllers` turns from `outgoing` (the old page's view, still in the
    /// scroll view) to the shown page: the two sit side by side, the new one after the old when
    /// `forward` (on the trailing side: the right, the left right to left, below a vertical
    /// book's), and the scroll view scrolls from the old to the new one with UIKit's animated
    /// scroll (0.3 s, `setContentOffset(_:animated:)`), taking no touches meanwhile. The turn ends
    /// with the scroll (``scrollViewDidEndScrollingAnimation(_:)``) or ``endSlide()``.
    func slide(out outgoing: UIView, forward: Bool) {
        guard let scrollView = owner.pagingScrollView else { return }
        endSlide()
        let shield = UIView(frame: owner.view.bounds)
        shield.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        owner.view.addSubview(shield)
        slide = (outgoing, forward, shield)
        arrangeSlide(outgoing, forward: forward, in: scrollView)
        owner.isArrangingPages = true
        scrollView.contentOffset = offset(atPosition: slidePosition(ofSlot: forward ? 0 : 1))
        owner.isArrangingPages = false
        scrollView.setContentOffset(offset(atPosition: slidePosition(ofSlot: forward ? 1 : 0)), animated: true)
    }

    /// The slide under way ends (its scroll ended, or the turn is finished early): the old page's
    /// view leaves (unless it is shown again), the scroll view takes touches again, and the
    /// shown page is arranged between its neighbours.
    func endSlide() {
        guard let ending = slide, let scrollView = owner.pagingScrollView else { return }
        slide = nil
        ending.shield.removeFromSuperview()
        let outgoing = ending.view
        if outgoing.superview === scrollView, !owner.shownControllers.contains(where: { $0.viewIfLoaded === outgoing }) {
            outgoing.removeFromSuperview()
        }
        // A scroll still running (the turn finished early) stops where the pages settle.
        scrollView.setContentOffset(scrollView.contentOffset, animated: false)
        arrange()
    }

    /// The two pages of a slide side by side: slot 0 first in reading order.
    private func arrangeSlide(_ outgoing: UIView, forward: Bool, in scrollView: UIScrollView) {
        let area = owner.pagesArea
        let spacing = owner.interPageSpacing
        owner.isArrangingPages = true
        defer { owner.isArrangingPages = false }
        scrollView.frame = isVertical
            ? CGRect(x: area.minX, y: area.minY, width: area.width, height: area.height + spacing)
            : CGRect(x: area.minX, y: area.minY, width: area.width + spacing, height: area.height)
        scrollView.contentSize = isVertical ? CGSize(width: area.width, height: pitch * 2) : CGSize(width: pitch * 2, height: area.height)
        place(outgoing, atPosition: slidePosition(ofSlot: forward ? 0 : 1))
        if let incoming = owner.shownControllers.first?.viewIfLoaded {
            place(incoming, atPosition: slidePosition(ofSlot: forward ? 1 : 0))
        }
    }

    /// Where slot `slot` of a slide's two sits from the left (or top), mirrored right to left.
    private func slidePosition(ofSlot slot: Int) -> Int { isMirrored ? 1 - slot : slot }

    /// The content offset that shows the page at `position`.
    private func offset(atPosition position: Int) -> CGPoint {
        let origin = pitch * CGFloat(position)
        return isVertical ? CGPoint(x: 0, y: origin) : CGPoint(x: origin, y: 0)
    }

    /// A slide's scroll ended: the turn ends (its appearance calls, then its completion).
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        guard slide != nil else { return }
        owner.finishPendingTurn()
    }

    /// A drag brought a neighbour into view: the turn to it begins; a drag that turns back past
    /// the shown page towards the other neighbour turns to that one instead.
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let owner = self.owner   // held while the delegate hears about the turn
        guard !owner.isArrangingPages, scrollView.isDragging || scrollView.isDecelerating else { return }
        let offset = isVertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
        let delta = offset - pitch * CGFloat(position(ofSlot: currentSlot))
        guard delta != 0 else { return }
        // Right to left, the page after comes in from the left: a drag rightwards goes forward.
        let forward = isMirrored ? delta < 0 : delta > 0
        if owner.pendingController != nil {
            guard forward != owner.pendingIsForward, (forward ? owner.neighbours.after : owner.neighbours.before) != nil
            else { return }
            owner.cancelPendingPage()
        }
        guard let pending = forward ? owner.neighbours.after : owner.neighbours.before else { return }
        owner.beginTurn(to: pending, forward: forward)
        arrange()
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { settle(scrollView) }
    }

    /// The pages stopped: they settle, unless a finger stopped them (it caught them mid-turn),
    /// whose drag settles them when it ends.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if !scrollView.isTracking { settle(scrollView) }
    }

    /// The pages came to rest: on the pending neighbour (the turn completes) or back on the
    /// shown page (the turn is cancelled, and the delegate hears it did not complete).
    private func settle(_ scrollView: UIScrollView) {
        let owner = self.owner   // held while the delegate hears about the turn
        guard let pending = owner.pendingController else { return }
        let offset = isVertical ? scrollView.contentOffset.y : scrollView.contentOffset.x
        let slot = Int(clampingFloat: (offset / max(pitch, 1)).rounded())
        let forward = owner.pendingIsForward
        if slot == position(ofSlot: forward ? currentSlot + 1 : currentSlot - 1) {
            owner.completeTurn(to: pending, forward: forward)
        } else {
            let shown = owner.shownControllers
            owner.cancelPendingPage()
            owner.delegate?.pageViewController(owner, didFinishAnimating: true, previousViewControllers: shown,
                                               transitionCompleted: false)
        }
        arrange()
    }
}

extension UIPageViewController {
    /// The scroll style's layout: the coordinator arranges the pages.
    func arrangeScrolledPages() {
        scrollCoordinator?.arrange()
    }
}
