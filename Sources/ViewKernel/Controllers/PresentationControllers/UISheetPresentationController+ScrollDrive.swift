// UISheetPresentationController+ScrollDrive.swift: what the sheet's scroll view (ViewWidgets) uses
// to drive the card instead of scrolling: a drag down from the top of its content moves the card
// (between detents or to dismiss), a drag up first expands the sheet to its largest detent, then
// the content scrolls.

extension UISheetPresentationController {
    /// Whether the card is shown as a sheet now, resting (no presentation, dismissal or settle
    /// of the card's own pan under way), so that a scroll view in it may drive it.
    private var drivableCard: Presentation? {
        guard let presentation, presentation.layout.isSheet, !presentation.layout.isPopover,
              presentation.cardView != nil, presentation.transition == nil,
              presentedViewController.presentationState.customTransition == nil,
              presentation.sheetPan?.state != .began, presentation.sheetPan?.state != .changed else { return nil }
        return presentation
    }

    /// Whether the card rests below its largest detent, so that a drag up on its scroll view
    /// expands it first (with ``prefersScrollingExpandsWhenScrolledToEdge``).
    package var canExpandByScrolling: Bool {
        guard prefersScrollingExpandsWhenScrolledToEdge, let presentation = drivableCard else { return false }
        let detents = presentation.resolvedDetents
        return presentation.restingDetent.height < (detents.last?.height ?? 0)
    }

    /// A scroll view in the sheet begins driving the card; false when the card cannot be driven
    /// now (it is moving on its own).
    package func beginScrollViewDrive() -> Bool {
        guard let presentation = drivableCard, let card = presentation.cardView else { return false }
        // A card still settling is caught where it is drawn: the drive moves it from there.
        presentation.catchSettlingCard()
        presentation.dragStartTop = card.frame.minY
        presentation.dragLastMoveTime = Headless.now
        presentation.sheetSwipe = nil
        presentation.isDrivenByScrollView = true
        return true
    }

    /// The finger driving the card moved: `translation` points down from where the drive began.
    /// Returns how far the finger went above the largest detent, where the card stops (0 when
    /// it did not): the scroll view scrolls by that much.
    @discardableResult
    package func scrollViewDriveMoved(translation: CGFloat) -> CGFloat {
        guard let presentation, presentation.isDrivenByScrollView else { return 0 }
        // A transition not the finger's (a `dismiss` in code, a presentation) takes the card:
        // the drive stops, and the rest of the drag moves nothing.
        if presentation.transition != nil || (presentedViewController.isBeingDismissed && !presentation.isDismissingByUser) {
            presentation.isDrivenByScrollView = false
            return 0
        }
        presentation.dragLastMoveTime = Headless.now
        let wanted = presentation.dragStartTop + translation
        presentation.dragCard(toTop: wanted)
        let highest = presentation.container.bounds.height
            - (presentation.resolvedDetents.last?.height ?? presentation.maximumSheetHeight)
        return max(0, highest - wanted)
    }

    /// The finger driving the card lifted (`ended`) or was cancelled, at `translation` and
    /// `speed` (points per second, down positive; 0 when it rested before lifting).
    package func endScrollViewDrive(translation: CGFloat, speed: CGFloat, ended: Bool) {
        guard let presentation, presentation.isDrivenByScrollView else { return }
        presentation.isDrivenByScrollView = false
        let rested = Headless.now - presentation.dragLastMoveTime > Presentation.releaseFlickWindow
        presentation.releaseCard(atTop: presentation.dragStartTop + translation, speed: ended && !rested ? speed : 0,
                                 ended: ended)
    }
}
