// UIAlertControllerViews.swift: the views an alert controller shows (internal; UIKit's are
// private too): the dimmed screen, the rounded groups, and one tappable view per action.

/// The alert controller's view: the dimmed screen, laying out the alert box or the action
/// sheet's groups whenever it is laid out. A tap on the dimmed area itself goes to the controller.
final class UIAlertControllerView: UIView {
    weak var alertController: UIAlertController?
    /// The rounded groups: the alert box, or the sheet's actions and its cancel group.
    var groups: [UIAlertControllerGroupView] = []
    var titleLabel: UILabel?
    var messageLabel: UILabel?
    /// One view per action, in the order they are shown.
    var actionViews: [UIAlertControllerActionView] = []
    /// The hairlines between the header and the buttons and between buttons.
    var separators: [UIView] = []
    /// The bordered frames of the text fields, in order.
    var textFieldContainers: [UIView] = []
    /// How much of this view the keyboard covers; the alert box is centred above it.
    var keyboardCoveredHeight: CGFloat = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0, alpha: UIAlertControllerView.dimmingAlpha)
        NotificationCenter.default.addObserver(self, action: UIAlertControllerView.keyboardWillChangeFrame,
                                               name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
        // VoiceOver stays inside an alert while it is shown, as on iOS.
        accessibilityViewIsModal = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The opacity of the black over the screen behind an alert.
    static let dimmingAlpha: CGFloat = 0.2

    override func layoutSubviews() {
        super.layoutSubviews()
        alertController?.layOutContent(in: self)
    }

    /// A tap that ends on the dimmed area (not on a group) is a tap outside the alert.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if touches.contains(where: { $0.view === self }) { alertController?.dimmedAreaWasTapped() }
    }
}

/// A rounded, light group of an alert: the alert box, or a group of an action sheet.
final class UIAlertControllerGroupView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.97, alpha: 1)
        clipsToBounds = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// The button of one action: its title centred, tracked as a control (highlighted while a finger
/// is down on it), performing the action when the finger lifts inside.
final class UIAlertControllerActionView: UIControl {
    let action: UIAlertAction
    let label = UILabel()
    /// The font and colour the alert gives the title (bold for the cancel or preferred action).
    var titleFont = UIFont.systemFont(ofSize: 17) { didSet { updateAppearance() } }

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        label.text = action.title
        label.textAlignment = .center
        label.lineBreakMode = .byTruncatingMiddle
        addSubview(label)
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.action.alertController?.perform(self.action)
        }, for: .touchUpInside)
        updateAppearance()
    }

    required init?(coder: NSCoder) {
        action = UIAlertAction(title: nil, style: .default)
        super.init(coder: coder)
    }

    /// Red for a destructive action, grey when disabled, the tint otherwise; the state follows
    /// the action's `isEnabled`.
    func updateAppearance() {
        isEnabled = action.isEnabled
        label.font = titleFont
        if !action.isEnabled {
            label.textColor = UIColor(white: 0.56, alpha: 1)
        } else if action.style == .destructive {
            label.textColor = UIAlertControllerActionView.destructiveColor
        } else {
            label.textColor = tintColor
        }
    }

    /// UIKit's system red (255, 59, 48).
    static let destructiveColor = UIColor(red: 1, green: 59.0 / 255.0, blue: 48.0 / 255.0, alpha: 1)

    override func controlStateDidChange() {
        super.controlStateDidChange()
        backgroundColor = isHighlighted ? UIColor(white: 0.85, alpha: 1) : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }

    // MARK: - Accessibility
    /// True unless set, as in UIKit.
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The action's title unless a label was set, as in UIKit.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? action.title }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button` (with the state traits) unless traits were set, as in UIKit.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits == nil ? super.accessibilityTraits.union(.button) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
}
