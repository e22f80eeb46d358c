// UISheetPresentationController.swift: the presentation controller of a sheet (iOS 15): its
// detents, selection, grabber, dimming and corner radius.

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet` and `.automatic`), as
/// UIKit's `UISheetPresentationController` (iOS 15).
///
/// The sheet rests at one of its ``detents``: dragging its card (a pan anywhere on it) moves it,
/// and on release it settles on the nearest detent (``delegate`` hears of a new selection).
/// Dragged below its smallest detent, it is dismissed under the finger as UIKit's swipe down (the
/// ``UIAdaptivePresentationControllerDelegate`` asked and told as the pull begins), the dismissal
/// finishing or cancelled on release. Docs/Differences.md lists the values chosen.
/// https://developer.apple.com/documentation/uikit/uisheetpresentationcontroller
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The heights the sheet rests at, smallest first or in any order; `[.large()]` by default.
    /// An empty array is read as `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet { presentation?.sheetSettingsChanged(animated: false) }
    }

    /// The identifier of the detent the sheet rests at; nil (the default) means the smallest.
    /// Setting it moves the sheet (animated inside ``animateChanges(_:)``); it does not call the
    /// delegate, which hears only of the user's changes.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { presentation?.sheetSettingsChanged(animated: false) }
    }

    /// The largest detent at which the presenter is neither dimmed nor blocked; nil (the default)
    /// dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { presentation?.sheetSettingsChanged(animated: false) }
    }

    /// Whether a grabber (a 36 × 5 capsule, 5 points below the top edge) shows; false by default.
    open var prefersGrabberVisible = false {
        didSet { presentation?.sheetSettingsChanged(animated: false) }
    }

    /// The radius of the sheet's top corners; nil (the default) uses the system's (10 points here).
    open var preferredCornerRadius: CGFloat? {
        didSet { presentation?.sheetSettingsChanged(animated: false) }
    }

    /// Whether scrolling the sheet's content up expands it to a larger detent; true by default: a
    /// drag up on the presented controller's content scroll view, with the sheet below its largest
    /// detent, raises the card instead of scrolling (UIScrollView+SheetDrive.swift).
    open var prefersScrollingExpandsWhenScrolledToEdge = true

    /// Whether the sheet attaches to the bottom edge in a compact height; false by default (stored).
    open var prefersEdgeAttachedInCompactHeight = false

    /// Whether an edge-attached sheet takes the presented controller's preferred width; false by
    /// default (stored).
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Whether the presenting view shrinks behind the sheet; true by default (stored: the
    /// presenter is not shrunk here).
    open var prefersPageSizing = true

    /// The sheet's delegate, as ``UISheetPresentationControllerDelegate``, held weakly (the
    /// inherited ``UIPresentationController/delegate``).
    open override weak var delegate: UIAdaptivePresentationControllerDelegate? {
        get { super.delegate }
        set { super.delegate = newValue }
    }

    /// Whether changes are being made inside ``animateChanges(_:)``.
    private var animatesChanges = false

    /// Makes the sheet controller for `presentedViewController`.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Runs `changes` (to detents, selection, dimming, grabber, corner radius) so that the sheet
    /// moves to its new state with an animation, as UIKit's `animateChanges(_:)`.
    open func animateChanges(_ changes: () -> Void) {
        animatesChanges = true
        changes()
        animatesChanges = false
        presentation?.sheetSettingsChanged(animated: true)
    }

    /// The detents, `[.large()]` when empty.
    var effectiveDetents: [Detent] { detents.isEmpty ? [.large()] : detents }

    /// Whether a change now should wait for the end of ``animateChanges(_:)``.
    var isAnimatingChanges: Bool { animatesChanges }

    /// Records a selection the user made by dragging and tells the delegate; the card settles on
    /// the new detent from where the finger left it (0.35 s), not at once.
    func userSelected(_ identifier: Detent.Identifier) {
        guard identifier != (selectedDetentIdentifier ?? presentation?.smallestDetentIdentifier) else { return }
        UIView.animate(withDuration: Presentation.settleDuration, delay: 0, options: [.allowUserInteraction], animations: {
            self.selectedDetentIdentifier = identifier
        })
        (delegate as? UISheetPresentationControllerDelegate)?
            .sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }
}

/// The delegate of a sheet, as UIKit's `UISheetPresentationControllerDelegate`: the adaptive
/// delegate's methods and the selection change.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Told when the user changed the selected detent by dragging the sheet.
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
    /// Does nothing.
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController) {}
}
