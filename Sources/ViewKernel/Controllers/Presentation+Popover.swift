// Presentation+Popover.swift: a popover that did not adapt: a card of the presented controller's
// preferred size beside its source on a permitted side, with room for a 13-point arrow, and a tap
// outside to dismiss.

extension Presentation {
    /// The length of a popover's arrow.
    static let popoverArrowLength: CGFloat = 13
    /// The popover's distance from the screen's edges (a decision).
    static let popoverMargin: CGFloat = 8
    /// The size of a popover whose controller has no preferred content size (a decision).
    static let defaultPopoverSize = CGSize(width: 320, height: 480)

    /// Places the popover's card beside its source, on the first side among the permitted arrow
    /// directions where it fits (below: arrow up; above: down; to the right: left; to the left:
    /// right), else on the permitted side with the most room (in a compact width, above or below
    /// only, as before, unless neither up nor down is permitted), and lets a tap outside dismiss it
    /// as the user dismisses.
    func placePopover(in window: UIWindow) {
        guard let cardView, let popover = presentationController as? UIPopoverPresentationController else { return }
        let margin = Presentation.popoverMargin
        let safe = window.safeAreaInsets
        let bounds = container.bounds
        // The area a popover may cover: inside the safe area, less the margins.
        let area = CGRect(x: bounds.minX + safe.left + margin, y: bounds.minY + safe.top + margin,
                          width: max(0, bounds.width - safe.left - safe.right - 2 * margin),
                          height: max(0, bounds.height - safe.top - safe.bottom - 2 * margin))
        var source = CGRect(x: bounds.midX, y: bounds.minY + safe.top, width: 0, height: 0)
        if let anchor = popover.anchorView {
            let rect = popover.sourceRect == .zero || popover.sourceView == nil ? anchor.bounds : popover.sourceRect
            source = anchor.convert(rect, to: container)
        }
        let preferred = popover.presentedViewController.preferredContentSize
        let wanted = preferred.width > 0 && preferred.height > 0 ? preferred : Presentation.defaultPopoverSize
        let permitted = popover.permittedArrowDirections
        let direction: UIPopoverArrowDirection
        if window.traitCollection.horizontalSizeClass != .regular, !permitted.isDisjoint(with: [.up, .down]) {
            // A compact width (a phone's) keeps the up/down rule of before; the sides are tried
            // only when neither up nor down is permitted.
            (direction, cardView.frame) = Presentation.compactPopoverPlacement(
                source: source, wanted: wanted, bounds: bounds, safe: safe, permitted: permitted)
        } else {
            direction = Presentation.popoverArrowDirection(for: source, wanted: wanted, in: area, permitted: permitted)
            cardView.frame = Presentation.popoverFrame(arrow: direction, source: source, wanted: wanted, in: area)
        }
        cardView.autoresizingMask = []
        cardView.backgroundColor = popover.backgroundColor
        presentedView?.frame = cardView.bounds
        popover.arrowDirection = direction
        let tap = UITapGestureRecognizer(target: self, action: Presentation.handleOutsideTap)
        dimmingView?.addGestureRecognizer(tap)
        if let passthrough = popover.passthroughViews, !passthrough.isEmpty {
            container.passesTouchesThrough = true
            dimmingView?.isUserInteractionEnabled = false
        }
    }

    /// A compact-width popover's arrow and frame: below the source (arrow up) when up is
    /// permitted and it fits there or down is not permitted, otherwise above it (arrow down) when
    /// down is permitted and it fits there, otherwise on whichever of the two has more room.
    static func compactPopoverPlacement(source: CGRect, wanted: CGSize, bounds: CGRect, safe: UIEdgeInsets,
                                        permitted: UIPopoverArrowDirection) -> (UIPopoverArrowDirection, CGRect) {
        let margin = popoverMargin, arrow = popoverArrowLength
        let width = min(wanted.width, bounds.width - 2 * margin)
        let roomBelow = bounds.maxY - safe.bottom - margin - source.maxY - arrow
        let roomAbove = source.minY - safe.top - margin - arrow
        let below: Bool
        if permitted.contains(.up), roomBelow >= wanted.height || !permitted.contains(.down) {
            below = true
        } else if permitted.contains(.down), roomAbove >= wanted.height {
            below = false
        } else {
            below = roomBelow >= roomAbove
        }
        let height = max(0, min(wanted.height, below ? roomBelow : roomAbove))
        let x = min(max(margin, source.midX - width / 2), bounds.width - margin - width)
        let y = below ? source.maxY + arrow : source.minY - arrow - height
        return (below ? .up : .down, CGRect(x: x, y: y, width: width, height: height))
    }

    /// The room beside `source` in `area` for a popover with its arrow pointing `direction`
    /// (along the axis the popover moves away from the source).
    private static func popoverRoom(_ direction: UIPopoverArrowDirection, source: CGRect, in area: CGRect) -> CGFloat {
        let arrow = popoverArrowLength
        switch direction {
        case .up: return area.maxY - source.maxY - arrow
        case .down: return source.minY - arrow - area.minY
        case .left: return area.maxX - source.maxX - arrow
        default: return source.minX - arrow - area.minX
        }
    }

    /// The arrow's direction: the first permitted one (up, down, left, right) whose side has room
    /// for the wanted size, else the permitted one whose side has the most room for it (any
    /// direction when none is permitted).
    static func popoverArrowDirection(for source: CGRect, wanted: CGSize, in area: CGRect,
                                      permitted: UIPopoverArrowDirection) -> UIPopoverArrowDirection {
        let order: [UIPopoverArrowDirection] = [.up, .down, .left, .right]
        let allowed = order.filter { permitted.contains($0) }
        let candidates = allowed.isEmpty ? order : allowed
        // How much of the wanted length fits on each side: 1 or more fits.
        let fit = { (direction: UIPopoverArrowDirection) -> CGFloat in
            let length = direction == .up || direction == .down ? wanted.height : wanted.width
            return popoverRoom(direction, source: source, in: area) / max(length, 1)
        }
        if let fitting = candidates.first(where: { fit($0) >= 1 }) { return fitting }
        return candidates.max { fit($0) < fit($1) } ?? .up
    }

    /// The popover's frame for an arrow pointing `direction`: beside the source, centred on it
    /// across, held in `area`, cut to the room there is.
    static func popoverFrame(arrow direction: UIPopoverArrowDirection, source: CGRect, wanted: CGSize,
                             in area: CGRect) -> CGRect {
        let arrow = popoverArrowLength
        let room = max(0, popoverRoom(direction, source: source, in: area))
        if direction == .up || direction == .down {
            let width = min(wanted.width, area.width), height = min(wanted.height, room)
            let x = min(max(area.minX, source.midX - width / 2), area.maxX - width)
            let y = direction == .up ? source.maxY + arrow : source.minY - arrow - height
            return CGRect(x: x, y: y, width: width, height: height)
        }
        let width = min(wanted.width, room), height = min(wanted.height, area.height)
        let y = min(max(area.minY, source.midY - height / 2), area.maxY - height)
        let x = direction == .left ? source.maxX + arrow : source.minX - arrow - width
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// A tap outside the popover: the user's dismissal.
    func handleOutsideTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, transition == nil else { return }
        _ = presentationController?.attemptUserDismissal()
    }
}
