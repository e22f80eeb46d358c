// Presentation+Sheet.swift: a sheet's card at its detents: heights, dimming, grabber, and the pan
// that drags it (Presentation+SheetPan.swift moves it).

extension Presentation {
    /// The grabber's size and its distance from the card's top (UIKit's 36 × 5 capsule, 5 points down).
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTop: CGFloat = 5
    /// How long a sheet takes to settle on a detent or spring back (a decision).
    static let settleDuration: TimeInterval = 0.35
    /// How far ahead (seconds) a release's speed carries the card when picking where it settles.
    static let releaseProjection: TimeInterval = 0.1
    /// How long after its last move a lifted finger still carries the card on (seconds): a
    /// finger that rested longer lets go at no speed, as the interactive pop's does.
    static let releaseFlickWindow: TimeInterval = 0.1

    /// The sheet controller whose settings drive the card, if the presentation is a sheet.
    var sheetController: UISheetPresentationController? {
        presentationController as? UISheetPresentationController
    }

    /// The largest height a detent can have: the card reaching from below the status bar to the bottom.
    var maximumSheetHeight: CGFloat { max(0, container.bounds.height - sheetTopInset) }

    /// The active detents with their heights, smallest first (the large detent alone without a sheet controller).
    var resolvedDetents: [(identifier: UISheetPresentationController.Detent.Identifier, height: CGFloat)] {
        let maximum = maximumSheetHeight
        guard let sheet = sheetController else { return [(.large, maximum)] }
        let context = SheetDetentContext(traits: container.traitCollection, maximum: maximum)
        let resolved = sheet.effectiveDetents.compactMap { detent in
            detent.resolvedValue(in: context).map { (detent.identifier, $0) }
        }
        let sorted = resolved.sorted { $0.1 < $1.1 }
        return sorted.isEmpty ? [(.large, maximum)] : sorted
    }

    /// The identifier of the smallest active detent.
    var smallestDetentIdentifier: UISheetPresentationController.Detent.Identifier? {
        resolvedDetents.first?.identifier
    }

    /// The detent the card rests at: the selected one when active, else the smallest.
    var restingDetent: (identifier: UISheetPresentationController.Detent.Identifier, height: CGFloat) {
        let detents = resolvedDetents
        let selected = sheetController?.selectedDetentIdentifier
        return detents.first { $0.identifier == selected } ?? detents[0]
    }

    /// Whether the presenter is undimmed and reachable with the card resting at `height`.
    func isUndimmed(atHeight height: CGFloat) -> Bool {
        if layout.isPopover { return true }
        guard let undimmed = sheetController?.largestUndimmedDetentIdentifier,
              let limit = resolvedDetents.first(where: { $0.identifier == undimmed }) else { return false }
        return height <= limit.height
    }

    /// The alpha of the dimming view once the presentation has arrived.
    var dimmingTarget: CGFloat {
        guard layout.isSheet, !layout.isPopover else { return 1 }
        return isUndimmed(atHeight: restingDetent.height) ? 0 : 1
    }

    /// The card's frame resting at a detent of `height`.
    func cardFrame(height: CGFloat) -> CGRect {
        CGRect(x: 0, y: container.bounds.height - height, width: container.bounds.width, height: height)
    }

    /// Adds the pan that drags the card.
    func installSheetGestures() {
        guard let cardView else { return }
        let pan = UIPanGestureRecognizer(target: self, action: Presentation.handleSheetPan)
        cardView.addGestureRecognizer(pan)
        sheetPan = pan
    }

    /// Puts the card, the dimming, the grabber and the corners where the sheet's settings say.
    func applySheetSettings() {
        guard let cardView, !layout.isPopover else { return }
        let resting = restingDetent
        cardView.frame = cardFrame(height: resting.height)
        cardView.autoresizingMask = resting.height >= maximumSheetHeight
            ? [.flexibleWidth, .flexibleHeight] : [.flexibleWidth, .flexibleTopMargin]
        presentedView?.frame = cardView.bounds
        cardView.layer.cornerRadius = sheetController?.preferredCornerRadius ?? Presentation.sheetCornerRadius
        if transition == nil { dimmingView?.alpha = dimmingTarget }
        let undimmed = isUndimmed(atHeight: resting.height)
        container.passesTouchesThrough = undimmed
        dimmingView?.isUserInteractionEnabled = !undimmed
        updateGrabber()
    }

    /// Shows or hides the grabber as the sheet prefers, centred 5 points below the card's top.
    private func updateGrabber() {
        guard let cardView else { return }
        guard sheetController?.prefersGrabberVisible == true else {
            grabberView?.removeFromSuperview()
            grabberView = nil
            return
        }
        let grabber = grabberView ?? UIView()
        let size = Presentation.grabberSize
        grabber.frame = CGRect(x: ((cardView.bounds.width - size.width) / 2).rounded(), y: Presentation.grabberTop,
                               width: size.width, height: size.height)
        grabber.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        grabber.backgroundColor = UIColor(white: 0.24, alpha: 0.3)
        grabber.layer.cornerRadius = size.height / 2
        grabber.isUserInteractionEnabled = false
        grabber.accessibilityLabel = "Sheet Grabber"
        grabber.isAccessibilityElement = true
        grabber.accessibilityTraits = .button
        cardView.addSubview(grabber)
        grabberView = grabber
    }

    /// The sheet's settings changed: moves the card to them, animated or at once.
    func sheetSettingsChanged(animated: Bool) {
        guard cardView != nil, transition == nil, !(sheetController?.isAnimatingChanges ?? false) else { return }
        if animated {
            UIView.animate(withDuration: Presentation.settleDuration) { self.applySheetSettings() }
        } else {
            applySheetSettings()
        }
    }

    /// A finger takes the card: a settle still running stops where the card is drawn now, which
    /// becomes its frame, so that the drag moves it from there (not from the detent it was
    /// settling on).
    func catchSettlingCard() {
        guard let cardView, let drawn = cardView.layer.presentation()?.frame, drawn != cardView.frame else { return }
        UIView.performWithoutAnimation {
            cardView.layer.removeAllAnimations()
            presentedView?.layer.removeAllAnimations()
            cardView.frame = drawn
            presentedView?.frame = cardView.bounds
        }
    }

    /// Springs the card back to its resting detent; a finger may catch it on its way. Does
    /// nothing once the presented controller is being dismissed (a sheet delegate told of the
    /// user's detent may dismiss it at once): the card is the dismissal's to move.
    func settle() {
        guard presentationController?.presentedViewController.isBeingDismissed != true else { return }
        UIView.animate(withDuration: Presentation.settleDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.applySheetSettings()
        })
    }
}

extension Presentation {
    /// Where the presented view sits in the container.
    var presentedFrameInContainer: CGRect {
        // UIKit's default for `.custom` is the container's bounds, wherever the view is now.
        guard !layout.isCustom, let presentedView, presentedView.superview != nil else { return container.bounds }
        return presentedView.convert(presentedView.bounds, to: container)
    }
}
