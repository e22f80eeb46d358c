// Presentation+Popover.swift: a popover that did not adapt: a card of the presented controller's
// preferred size beside its source, with room for a 13-point arrow, and a tap outside to dismiss.

extension Presentation {
    /// The length of a popover's arrow.
    static let popoverArrowLength: CGFloat = 13
    /// The popover's distance from the screen's edges (a decision).
    static let popoverMargin: CGFloat = 8
    /// The size of a popover whose controller has no preferred content size (a decision).
    static let defaultPopoverSize = CGSize(width: 320, height: 480)

    /// Places the popover's card beside its source (below it when the arrow may point up and it
    /// fits, otherwise above, otherwise whichever side has more room), and lets a tap outside
    /// dismiss it as the user dismisses.
    func placePopover(in window: UIWindow) {
        guard let cardView, let popover = presentationController as? UIPopoverPresentationController else { return }
        let bounds = container.bounds
        let margin = Presentation.popoverMargin
        let arrow = Presentation.popoverArrowLength
        let safe = window.safeAreaInsets
        var source = CGRect(x: bounds.midX, y: bounds.minY + safe.top, width: 0, height: 0)
        if let anchor = popover.anchorView {
            let rect = popover.sourceRect == .zero || popover.sourceView == nil ? anchor.bounds : popover.sourceRect
            source = anchor.convert(rect, to: container)
        }
        let preferred = popover.presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Presentation.defaultPopoverSize
        let width = min(wanted.width, bounds.width - 2 * margin)
        let roomBelow = bounds.maxY - safe.bottom - margin - source.maxY - arrow
        let roomAbove = source.minY - safe.top - margin - arrow
        let allowed = popover.permittedArrowDirections
        let below: Bool
        if allowed.contains(.up), roomBelow >= wanted.height || !allowed.contains(.down) {
            below = true
        } else if allowed.contains(.down), roomAbove >= wanted.height {
            below = false
        } else {
            below = roomBelow >= roomAbove
        }
        let height = max(0, min(wanted.height, below ? roomBelow : roomAbove))
        let x = min(max(margin, source.midX - width / 2), bounds.width - margin - width)
        let y = below ? source.maxY + arrow : source.minY - arrow - height
        cardView.frame = CGRect(x: x, y: y, width: width, height: height)
        cardView.autoresizingMask = []
        cardView.backgroundColor = popover.backgroundColor
        presentedView?.frame = cardView.bounds
        popover.arrowDirection = below ? .up : .down
        let tap = UITapGestureRecognizer(target: self, action: Presentation.handleOutsideTap)
        dimmingView?.addGestureRecognizer(tap)
        if let passthrough = popover.passthroughViews, !passthrough.isEmpty {
            container.passesTouchesThrough = true
            dimmingView?.isUserInteractionEnabled = false
        }
    }

    /// A tap outside the popover: the user's dismissal.
    func handleOutsideTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, transition == nil else { return }
        _ = presentationController?.attemptUserDismissal()
    }
}
