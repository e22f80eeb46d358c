// UINavigationButton.swift: the tappable view a navigation bar makes for a bar button item or for
// its back button (internal; UIKit's own views for these are private too).

/// The view that shows one bar button item (or the back button) in a navigation bar: a title
/// label or an image, highlighted while a finger is down on it, firing when the finger lifts
/// inside (within 70 points of its bounds, as UIKit's controls track). A disabled button refuses
/// touches, so they fall through to the bar.
///
/// Named after the view UIKit used for bar buttons, so tree dumps read as they did on a device:
/// `<UINavigationButton; frame = (...)>` with a `UILabel` child carrying the title.
class UINavigationButton: UIView {
    /// The label showing the title; nil for an image or icon button.
    private(set) var titleLabel: UILabel?
    /// The image view showing the image; nil for a title button.
    private(set) var imageView: UIImageView?
    /// The system item shown as an icon (no image here), named in the dump.
    var iconName: String?
    /// Padding on each side of the content.
    static let horizontalPadding: CGFloat = 4

    /// What a completed tap does.
    var onTap: ((UIEvent?) -> Void)?
    /// The item the button shows (nil for the back button).
    weak var barItem: UIBarButtonItem?

    /// Whether the button takes touches; a disabled button's content is dimmed.
    var isEnabled = true {
        didSet {
            isUserInteractionEnabled = isEnabled
            updateContentAppearance()
        }
    }

    /// Whether a finger is down on the button; the content is drawn faded meanwhile.
    private(set) var isHighlighted = false {
        didSet { if oldValue != isHighlighted { updateContentAppearance() } }
    }

    /// The colour of the title.
    var titleColor: UIColor = .black {
        didSet { updateContentAppearance() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Shows `title` in `font`, replacing an image.
    func setTitle(_ title: String?, font: UIFont) {
        imageView?.removeFromSuperview()
        imageView = nil
        let label = titleLabel ?? UILabel()
        if titleLabel == nil {
            titleLabel = label
            addSubview(label)
        }
        label.text = title
        label.font = font
        label.textAlignment = .center
        updateContentAppearance()
        setNeedsLayout()
    }

    /// Shows `image`, replacing a title.
    func setImage(_ image: UIImage?) {
        titleLabel?.removeFromSuperview()
        titleLabel = nil
        let view = imageView ?? UIImageView()
        if imageView == nil {
            imageView = view
            addSubview(view)
        }
        view.image = image
        view.contentMode = .center
        setNeedsLayout()
    }

    /// The content's width plus padding on both sides, by the bar's height.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        var contentWidth: CGFloat = 0
        if let titleLabel {
            contentWidth = titleLabel.sizeThatFits(.zero).width
        } else if let image = imageView?.image {
            contentWidth = image.size.width
        } else if iconName != nil {
            contentWidth = UINavigationButton.iconSide
        }
        return CGSize(width: contentWidth + 2 * UINavigationButton.horizontalPadding, height: size.height)
    }

    /// The side of the square an icon (a system item) takes.
    static let iconSide: CGFloat = 22

    override func layoutSubviews() {
        super.layoutSubviews()
        let content = bounds.insetBy(dx: UINavigationButton.horizontalPadding, dy: 0)
        titleLabel?.frame = content
        imageView?.frame = content
    }

    override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if let iconName { fields.leading.append("systemItem = \(iconName)") }
        if !isEnabled { fields.leading.append("enabled = NO") }
    }

    // MARK: - Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = true
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = touches.contains { isWithinTrackingBounds($0) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.contains { isWithinTrackingBounds($0) }
        isHighlighted = false
        if inside, isEnabled { onTap?(event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
    }

    /// Whether the touch is within the bounds grown by 70 points on each side, as for a UIControl.
    private func isWithinTrackingBounds(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
    }

    private func updateContentAppearance() {
        let color = isEnabled ? titleColor : titleColor.withAlphaComponent(0.35)
        titleLabel?.textColor = color
        let contentAlpha: CGFloat = isHighlighted ? 0.2 : 1
        titleLabel?.alpha = contentAlpha
        imageView?.alpha = isEnabled ? contentAlpha : 0.35
    }

    // MARK: - Accessibility
    /// True unless set, as in UIKit.
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The title unless a label was set, as in UIKit.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? titleLabel?.text ?? barItem?.title }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button` (and `.notEnabled` while disabled) unless traits were set, as in UIKit.
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard accessibilityStorage?.traits == nil else { return super.accessibilityTraits }
            return isEnabled ? .button : [.button, .notEnabled]
        }
        set { super.accessibilityTraits = newValue }
    }
}

/// The back button of a navigation bar: a ``UINavigationButton`` whose tap pops, named after the
/// view UIKit used for it so tree dumps read as on a device.
final class UINavigationItemButtonView: UINavigationButton {
    /// "Back" while the button shows no title (the indicator alone), else as any bar button.
    override var accessibilityLabel: String? {
        get {
            let label = super.accessibilityLabel
            return label?.isEmpty == false ? label : UINavigationItem.genericBackTitle
        }
        set { super.accessibilityLabel = newValue }
    }
}
