// UIPopoverPresentationController.swift: the presentation controller of a popover: its source,
// arrow directions and background, and its delegate.

/// The presentation controller of a `.popover` presentation, as UIKit's
/// `UIPopoverPresentationController`.
///
/// Every screen here has a compact width (a phone's), so a popover adapts, as UIKit adapts it: to
/// a sheet, unless the ``delegate``'s `adaptivePresentationStyle(for:traitCollection:)` answers
/// `.none`; then it shows as a popover: a card of the presented controller's
/// `preferredContentSize` beside its source, with a 13-point arrow. A popover shown without a
/// ``sourceView``, ``sourceItem`` or bar button item is UIKit's error.
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in ``sourceView``'s coordinates the popover points at; `.zero` (the default)
    /// means the view's bounds.
    open var sourceRect = CGRect.zero
    /// The item the popover points at (iOS 16): a view or a bar button item.
    open var sourceItem: (any UIPopoverPresentationControllerSourceItem)?
    /// The arrow directions allowed; `.any` by default.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The popover's background colour; nil (the default) is the system's.
    open var backgroundColor: UIColor?
    /// The views the user can still touch while the popover shows.
    open var passthroughViews: [UIView]?
    /// Whether the popover may overlap its source; false by default (stored).
    open var canOverlapSourceViewRect = false
    /// The direction the arrow points once shown as a popover; `.unknown` otherwise.
    open internal(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// The delegate, as ``UIPopoverPresentationControllerDelegate``, held weakly (the inherited
    /// ``UIPresentationController/delegate``).
    open override weak var delegate: UIAdaptivePresentationControllerDelegate? {
        get { super.delegate }
        set { super.delegate = newValue }
    }

    /// The bar button item set by ViewWidgets' `barButtonItem` (kept untyped here).
    package var barButtonItemStorage: AnyObject?
    /// Finds the view of the bar button item, for the popover's geometry (set by ViewWidgets).
    package var barButtonItemView: (() -> UIView?)?

    /// Makes the popover controller for `presentedViewController`.
    public override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    /// Whether a source is set: a view, an item or a bar button item.
    var hasSource: Bool { sourceView != nil || sourceItem != nil || barButtonItemStorage != nil }

    /// The view the popover points at: the source view, the source item's view, the bar button
    /// item's view.
    var anchorView: UIView? {
        sourceView ?? (sourceItem as? UIView) ?? barButtonItemView?()
    }
}

/// An object a popover can point at (iOS 16), as UIKit's `UIPopoverPresentationControllerSourceItem`:
/// views and bar button items.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}

/// The directions of a popover's arrow, with UIKit's raw values.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Makes a set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// An arrow pointing up (the popover below its source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// An arrow pointing down (the popover above its source).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// An arrow pointing left.
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// An arrow pointing right.
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any = UIPopoverArrowDirection(rawValue: 0b1111)
    /// The direction is not known (not shown as a popover).
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// The delegate of a popover, as UIKit's `UIPopoverPresentationControllerDelegate`: the adaptive
/// delegate's methods and the popover's own.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// Told before the popover is presented, when it can still be configured.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// Asked before a dismissal the user started (deprecated in iOS 13 in favour of
    /// `presentationControllerShouldDismiss(_:)`); true by default.
    func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool
    /// Told after a dismissal the user started (deprecated in iOS 13 in favour of
    /// `presentationControllerDidDismiss(_:)`).
    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Does nothing.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    /// True.
    public func popoverPresentationControllerShouldDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) -> Bool { true }
    /// Does nothing.
    public func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {}
}
