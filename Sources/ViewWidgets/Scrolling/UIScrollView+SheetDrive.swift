// UIScrollView+SheetDrive.swift: the scroll view of a sheet's content drives the sheet, as in
// UIKit: a drag down from the top of the content (or reaching it) moves the card (between detents
// or to dismiss) instead of bouncing, and, with `prefersScrollingExpandsWhenScrolledToEdge`, a drag up on a sheet
// below its largest detent expands the sheet instead of scrolling.

extension UIScrollView {
    /// Runs the pan as a drag of the sheet this scroll view drives, deciding at the pan's first
    /// move whether it does; returns whether the pan was the sheet's (and is not to scroll).
    func driveSheet(with pan: UIPanGestureRecognizer) -> Bool {
        guard let recognizer = pan as? ScrollViewPanGestureRecognizer else { return false }
        let move = pan.translation(in: self)
        let translation = move.y
        switch pan.state {
        case .began:
            recognizer.sheetDriveStart = 0
            recognizer.awaitsSheetDecision = false
            // A finger catching moving content begins the pan before it moves: which way it
            // goes (and so whether it drives the sheet) is known only at its first move.
            if move == .zero, sheetOfContent != nil {
                recognizer.awaitsSheetDecision = true
                return true
            }
            return beginSheetDrive(recognizer, at: move)
        case .changed:
            if recognizer.awaitsSheetDecision {
                guard move != .zero else { return true }
                recognizer.awaitsSheetDecision = false
                if !beginSheetDrive(recognizer, at: move) { beginDragging(with: pan) }
                return true
            }
            guard let sheet = recognizer.drivenSheet ?? sheetTakingOver(recognizer, at: move) else { return false }
            let beyond = sheet.scrollViewDriveMoved(translation: translation - recognizer.sheetDriveStart)
            guard beyond > 0 else { return true }
            // The card reached its largest detent: it rests there and the content scrolls on,
            // sideways from where it is.
            recognizer.drivenSheet = nil
            sheet.endScrollViewDrive(translation: translation - recognizer.sheetDriveStart + beyond, speed: 0, ended: true)
            isTracking = true
            isDragging = true
            dragStartOffset = CGPoint(x: contentOffset.x + move.x, y: contentOffset.y + translation + beyond)
            delegate?.scrollViewWillBeginDragging(self)
            return false
        case .ended, .cancelled, .failed:
            if recognizer.awaitsSheetDecision {
                // Caught and let go without a move: the content settles when the touch is over.
                recognizer.awaitsSheetDecision = false
                return true
            }
            guard let sheet = recognizer.drivenSheet else { return false }
            recognizer.drivenSheet = nil
            isTracking = false
            let speed = recognizer.restedBeforeLifting ? 0 : pan.velocity(in: self).y
            sheet.endScrollViewDrive(translation: translation - recognizer.sheetDriveStart, speed: speed,
                                     ended: pan.state == .ended)
            return true
        default:
            return recognizer.drivenSheet != nil || recognizer.awaitsSheetDecision
        }
    }

    /// The pan's first move (`move` from where it began) drives the sheet when it goes more
    /// up or down than sideways and the sheet takes it (``sheetToDrive(pullingDown:)``): then the
    /// catch, if any, became a drag of the sheet. Returns whether it does.
    private func beginSheetDrive(_ recognizer: ScrollViewPanGestureRecognizer, at move: CGPoint) -> Bool {
        guard abs(move.y) > abs(move.x), let sheet = sheetToDrive(pullingDown: move.y > 0),
              sheet.beginScrollViewDrive() else { return false }
        recognizer.drivenSheet = sheet
        recognizer.caughtWithoutDrag = false
        sheet.scrollViewDriveMoved(translation: move.y)
        return true
    }

    /// Ends the drag of the sheet this scroll view's pan drives as cancelled: the scroll view
    /// leaves the window (removed or about to be freed), and the pan's end would not reach it.
    func cancelSheetDrive() {
        guard let recognizer = panGestureRecognizer as? ScrollViewPanGestureRecognizer,
              let sheet = recognizer.drivenSheet else { return }
        recognizer.drivenSheet = nil
        isTracking = false
        let translation = recognizer.translation(in: self).y - recognizer.sheetDriveStart
        sheet.endScrollViewDrive(translation: translation, speed: 0, ended: false)
    }

    /// A drag that scrolls down to the top of the content: past the top, the sheet takes the
    /// drag over (as in UIKit) instead of the content bouncing. The content rests at its top, the
    /// delegate hears the drag ended (without deceleration), and the sheet moves by the
    /// finger's travel beyond the point where the content reached its top.
    private func sheetTakingOver(_ recognizer: ScrollViewPanGestureRecognizer,
                                 at move: CGPoint) -> UISheetPresentationController? {
        let translation = move.y
        guard isDragging, canScrollVertically, abs(move.y) > abs(move.x) else { return nil }
        let top = contentOffsetRange.min.y
        let wanted = dragStartOffset.y - translation
        guard wanted < top else { return nil }
        let offset = contentOffset
        contentOffset = CGPoint(x: offset.x, y: top)
        guard let sheet = sheetToDrive(pullingDown: true), sheet.beginScrollViewDrive() else {
            contentOffset = offset
            return nil
        }
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
        recognizer.drivenSheet = sheet
        recognizer.sheetDriveStart = translation - (top - wanted)
        return sheet
    }

    /// The sheet a drag starting now (down when `pullingDown`, else up) moves instead of this
    /// scroll view: the sheet presenting the controller whose content scroll view (its
    /// `contentScrollView(for: .top)`, a navigation controller's top controller's) this is, when
    /// the content is at its top and the drag goes down (not with a `refreshControl`), or when the drag goes up and the sheet
    /// expands first (`prefersScrollingExpandsWhenScrolledToEdge`, below its largest detent).
    private func sheetToDrive(pullingDown: Bool) -> UISheetPresentationController? {
        guard let sheet = sheetOfContent else { return nil }
        // With a refresh control, a pull down at the top is the control's (pull to refresh).
        if pullingDown { return isAtTopScrollEdge && refreshControl == nil ? sheet : nil }
        return sheet.canExpandByScrolling ? sheet : nil
    }

    /// The sheet presenting the controller whose content scroll view (its
    /// `contentScrollView(for: .top)`, a navigation controller's top controller's) this is, when
    /// this scroll view scrolls vertically.
    private var sheetOfContent: UISheetPresentationController? {
        guard canScrollVertically else { return nil }
        var responder: UIResponder? = next
        while let current = responder, !(current is UIViewController) { responder = current.next }
        guard var presented = responder as? UIViewController else { return nil }
        while let parent = presented.parent { presented = parent }
        guard presented.presentingViewController != nil, let sheet = presented.sheetPresentationController,
              presented.contentScrollView(for: .top) === self else { return nil }
        return sheet
    }
}
