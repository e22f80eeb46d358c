// UIAlertController.swift: an alert or action sheet: its title, message and actions, UIKit's
// checks, and what a tap on a button does. The views and their layout are in
// UIAlertController+Layout.swift and UIAlertControllerViews.swift.

/// A controller that shows an alert or an action sheet, as UIKit's `UIAlertController`.
///
/// Present it like any controller. An alert (`.alert`) is a 270-point box in the middle of the
/// screen: title, message, then its buttons, side by side when there are exactly two that fit,
/// else in a column with the cancel action last. An action sheet (`.actionSheet`) sits at the
/// bottom of the screen: its buttons in a column, the cancel action apart below them. The rest of
/// the screen is dimmed; the presenter stays in the window and hears no appearance calls.
///
/// A tap on a button (through hit-testing: `window.tap(at:)`) dismisses the alert with animation;
/// the action's handler runs once the dismissal has ended, as on a device. A tap on the dimmed
/// area of an action sheet acts as its cancel action, when it has one; so does a tap outside an
/// action sheet shown as a popover (in a regular width), which runs the cancel action's handler
/// once the popover is gone.
///
/// An alert may also ask for text: `addTextField(configurationHandler:)` adds fields between the
/// message and the buttons (UIAlertController+TextFields.swift).
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// The two kinds of alert controller, with UIKit's raw values.
    public enum Style: Int, Sendable {
        /// A sheet of buttons rising from the bottom of the screen.
        case actionSheet = 0
        /// A box in the middle of the screen.
        case alert = 1
    }

    /// Makes an alert or action sheet with a title and message (either may be nil).
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        preferredStyleStorage = preferredStyle
        // An action sheet has a popover presentation controller, used in a regular width.
        presentationState.isActionSheet = preferredStyle == .actionSheet
    }

    /// Makes an alert with no title, message or action.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpPresentation()
    }

    /// Source compatibility; this package has no archives, so this makes an empty alert.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpPresentation()
    }

    // MARK: - Content

    /// The title, shown bold at the top; setting it updates a shown alert.
    open override var title: String? {
        didSet { if oldValue != title { contentDidChange() } }
    }

    /// The message, shown below the title; setting it updates a shown alert.
    open var message: String? {
        didSet { if oldValue != message { contentDidChange() } }
    }

    /// Whether this is an alert or an action sheet.
    open var preferredStyle: UIAlertController.Style { preferredStyleStorage }

    /// The actions, in the order they were added (the order of the buttons, but for the cancel
    /// action, which is shown last).
    open var actions: [UIAlertAction] { actionStorage }

    /// Adds `action` as a button. A second cancel action is reported as UIKit raises it
    /// ("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
    /// and not added.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actionStorage.contains(where: { $0.style == .cancel }) {
            Headless.reportViolation("UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            return
        }
        actionStorage.append(action)
        action.alertController = self
        contentDidChange()
    }

    /// The action to emphasise: its title is drawn bold (and the cancel action's is not). Only
    /// alerts use it. It must be one of ``actions``, or nil; another action is reported as UIKit
    /// raises it and not set.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            guard newValue !== preferredActionStorage else { return }
            if let newValue, !actionStorage.contains(where: { $0 === newValue }) {
                Headless.reportViolation(
                    "The -preferredAction of an alert controller must be contained in the -actions array or be nil.")
                return
            }
            preferredActionStorage = newValue
            contentDidChange()
        }
    }

    // MARK: - View controller overrides

    /// Focuses the first text field, if any, as the alert starts to appear.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        focusFirstTextField()
    }

    /// An action sheet's size as a popover (in a regular-width window): 304 points wide (a
    /// guess), as high as its header and its actions but the cancel action, which a popover
    /// does not show. `.zero` until the view is loaded, and for an alert, unless one was set.
    open override var preferredContentSize: CGSize {
        get { preferredStyle == .actionSheet && isViewLoaded ? popoverSheetSize() : super.preferredContentSize }
        set { super.preferredContentSize = newValue }
    }

    /// Makes the view: the dimmed screen holding the alert box or the action sheet.
    open override func loadView() {
        let alertView = UIAlertControllerView(frame: UIScreen.main.bounds)
        alertView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        alertView.alertController = self
        view = alertView
        rebuildContent()
    }

    // MARK: - Machinery (internal)

    var preferredStyleStorage = Style.alert
    var actionStorage: [UIAlertAction] = []
    var preferredActionStorage: UIAlertAction?
    var textFieldStorage: [UITextField] = []
    /// The action whose button was tapped, while the alert is being dismissed for it.
    var triggeredAction: UIAlertAction?

    private func setUpPresentation() {
        modalPresentationStyle = .custom
        presentationState.usesAlertTransition = true
        // A tap outside an action sheet shown as a popover cancels it: its cancel action's
        // handler runs once the popover is gone (the popover shows no cancel button).
        presentationState.onUserDismissal = { [weak self] in
            guard let self, let cancel = actionStorage.first(where: { $0.style == .cancel }) else { return }
            cancel.handler?(cancel)
        }
    }

    /// Runs `action`: ends editing in the text fields, dismisses the alert with animation, then
    /// runs the handler. A second tap while the alert is going away does nothing.
    func perform(_ action: UIAlertAction) {
        guard action.isEnabled, triggeredAction == nil else { return }
        triggeredAction = action
        // The keyboard goes down with the alert, not after it.
        viewIfLoaded?.endEditing(true)
        dismiss(animated: true) { [self] in
            triggeredAction = nil
            action.handler?(action)
        }
    }

    /// A tap on the dimmed area: an action sheet's cancel action, if it has one.
    func dimmedAreaWasTapped() {
        guard preferredStyle == .actionSheet, let cancel = actionStorage.first(where: { $0.style == .cancel }) else { return }
        perform(cancel)
    }

    /// Rebuilds the shown content after the title, message or actions changed.
    func contentDidChange() {
        guard isViewLoaded else { return }
        rebuildContent()
    }

    /// Updates the button of an action whose enabled state changed.
    func actionDidChange(_ action: UIAlertAction) {
        guard let alertView = viewIfLoaded as? UIAlertControllerView else { return }
        alertView.actionViews.first { $0.action === action }?.updateAppearance()
    }
}
