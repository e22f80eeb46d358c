// UIPresentationController.swift: the object that manages a presented controller's presentation,
// and the delegate that hears about adaptation and user-driven (swipe) dismissal.

/// The object that manages the presentation of one view controller, as UIKit's
/// `UIPresentationController`.
///
/// A controller's ``UIViewController/presentationController`` is made the first time it is asked
/// for, or when the controller is presented, from its `modalPresentationStyle`: a
/// ``UISheetPresentationController`` for the sheet styles, a ``UIPopoverPresentationController``
/// for `.popover`, this class for the others. It stays the controller's across presentations, so
/// apps set its ``delegate`` before presenting.
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// The presented controller, held strongly while it is presented (as UIKit holds it) and
    /// weakly otherwise, so that it and this object are freed after the dismissal.
    private weak var presentedWeak: UIViewController?
    /// The strong hold on the presented controller during its presentation.
    var presentedHold: UIViewController?
    /// The controller that presents, weakly.
    weak var presentingWeak: UIViewController?
    /// The presentation's views, while presented.
    weak var presentation: Presentation?

    /// Makes a presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (nil until the presentation is made), as UIKit's
    /// `init(presentedViewController:presenting:)`.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        presentedWeak = presentedViewController
        presentingWeak = presentingViewController
        super.init()
    }

    /// The controller being presented.
    open var presentedViewController: UIViewController {
        // Only reachable after the presented controller was freed while this object was kept.
        presentedWeak ?? presentedHold ?? UIViewController()
    }

    /// The controller that presents; before the presentation is made (the presenter is not known
    /// yet) this reads the presented controller (Docs/Differences.md).
    open var presentingViewController: UIViewController {
        presentingWeak ?? presentedViewController
    }

    /// The view that holds the presentation's views in the window (UIKit's `UITransitionView`);
    /// nil when not presented.
    open var containerView: UIView? { presentation?.container }

    /// The view that is animated into place: the presented controller's view.
    open var presentedView: UIView? {
        presentation == nil ? nil : presentedViewController.viewIfLoaded
    }

    /// Where the presented view sits in ``containerView`` once presented; `.zero` when not presented.
    open var frameOfPresentedViewInContainerView: CGRect {
        guard let presentation else { return .zero }
        return presentation.presentedFrameInContainer
    }

    /// The style of the presentation: the presented controller's `modalPresentationStyle`, or the
    /// style it adapted to on this (compact-width) screen once presented.
    open var presentationStyle: UIModalPresentationStyle {
        adaptedStyle ?? presentedViewController.modalPresentationStyle
    }

    /// The style the presentation adapted to, set when presented.
    var adaptedStyle: UIModalPresentationStyle?

    /// The delegate told of adaptation and of user-driven dismissal (a swipe down), held weakly.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    /// The traits of the presentation: the presented controller's.
    open var traitCollection: UITraitCollection { presentedViewController.traitCollection }

    /// The style this presentation adapts to in a compact width; the presentation asks its
    /// delegate first. The presented controller's own style by default.
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }

    /// Called before the presentation's views arrive; does nothing by default (an override point).
    open func presentationTransitionWillBegin() {}

    /// Called when the arrival ended (`completed` false when it did not); does nothing by default.
    open func presentationTransitionDidEnd(_ completed: Bool) {}

    /// Called before the dismissal's views leave; does nothing by default.
    open func dismissalTransitionWillBegin() {}

    /// Called when the dismissal ended; does nothing by default.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}

    /// Called before the container lays out its views (its `layoutSubviews`); does nothing by
    /// default. Custom presentation controllers place the presented view here.
    open func containerViewWillLayoutSubviews() {}

    /// Called after the container laid out its views; does nothing by default.
    open func containerViewDidLayoutSubviews() {}

    /// Whether the presentation covers the whole screen (kept; true by default).
    open var shouldPresentInFullscreen: Bool { true }

    /// Whether the presenter's view leaves the window once a `.custom` presentation is over
    /// (and is then the context's `.from` view); false by default. The built-in styles decide
    /// this themselves.
    open var shouldRemovePresentersView: Bool { false }

    /// The traits the presented controller gets on top of the container's; nil by default (kept).
    open var overrideTraitCollection: UITraitCollection?

    /// The style for `traitCollection`: ``adaptivePresentationStyle`` by default.
    open func adaptivePresentationStyle(for traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle
    }

    /// Told when the presented controller's `preferredContentSize` changed; does nothing by
    /// default (a card presentation lays out its container again).
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// Told when a child's Auto Layout fitting size changed; does nothing by default.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size of the presented content in a container of `parentSize`: `parentSize` by default.
    open func size(forChildContentContainer container: any UIContentContainer,
                   withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// The size the presentation would like; `.zero` by default.
    open var preferredContentSize: CGSize { .zero }

    /// Told that the container is about to become `size`; does nothing by default.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Told that the traits are about to become `newCollection`; does nothing by default.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Ties the controller to a presentation being made.
    func attach(presenting: UIViewController, presentation: Presentation) {
        presentingWeak = presenting
        presentedHold = presentedWeak
        UIPresentationController.holding.removeAll { $0.controller == nil || $0.controller === self }
        UIPresentationController.holding.append(WeakPresentationController(controller: self))
        self.presentation = presentation
        presentation.container.presentationController = self
    }

    /// Lets go of the presented controller once its dismissal is over.
    func detach() {
        presentedHold = nil
        presentation = nil
        adaptedStyle = nil
    }

    /// A presentation controller referred to without being retained.
    private struct WeakPresentationController {
        weak var controller: UIPresentationController?
    }

    /// The presentation controllers attached since the last reset, for ``releasePresentedControllers()``.
    private static var holding: [WeakPresentationController] = []

    /// Lets go of the presented controllers the presentation controllers hold (`Headless.reset()`):
    /// a presented controller holds its presentation controller, which holds it back until its
    /// dismissal, and none will come once the windows are gone. A presentation kept alive across
    /// the reset stays linked: its presenter still holds the presented controller.
    static func releasePresentedControllers() {
        let controllers = holding.compactMap(\.controller)
        holding = []
        for controller in controllers { controller.presentedHold = nil }
    }
}

extension UIPresentationController: UIContentContainer {}

/// The delegate of a presentation controller, as UIKit's `UIAdaptivePresentationControllerDelegate`.
///
/// Every method is optional (the extension below gives UIKit's defaults). The dismissal methods are
/// called only for a dismissal the user starts (a swipe down on a sheet), never for
/// `dismiss(animated:completion:)`.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to adapt to in a compact width; returning `.none` keeps the presentation's own
    /// style (a popover stays a popover).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to adapt to for `traitCollection`; by default the answer of
    /// ``adaptivePresentationStyle(for:)``.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Asked when the user tries to dismiss (as a swipe takes a sheet below its smallest detent,
    /// before the dismissal begins under the finger; a tap outside a popover); false refuses.
    /// True by default.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Told before a dismissal the user started.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Told after a dismissal the user started has ended.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Told when a dismissal the user tried was refused (`isModalInPresentation`, or
    /// ``presentationControllerShouldDismiss(_:)`` returned false).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.automatic`: UIKit's own adaptation (a sheet on a phone), as when not implemented.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .automatic
    }
    /// The answer of ``adaptivePresentationStyle(for:)``, as UIKit falls back to it.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// True: the user may dismiss.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
