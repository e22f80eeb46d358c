// UITabBarButton.swift: the tappable view a tab bar makes for each item, and the badge on it
// (internal; named after UIKit's own views so tree dumps read as on a device).

/// The view of one tab bar item: its image above its title, and its badge. A tap (a finger lifted
/// inside) tells the bar.
final class UITabBarButton: UIControl {
    let item: UITabBarItem
    let imageView = UIImageView()
    let titleLabel = UILabel()
    /// The badge, while the item has a badge value.
    private(set) var badgeView: _UIBadgeView?
    /// What a tap does.
    var onTap: (() -> Void)?
    /// How far the appearance moves the title from its place.
    var titleOffset: UIOffset = .zero
    /// Whether the image shows beside the title rather than above it (a phone on its side).
    var showsImageBesideTitle = false {
        didSet { if oldValue != showsImageBesideTitle { setNeedsLayout() } }
    }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.font = UITabBarButton.titleFont
        titleLabel.textAlignment = .center
        addSubview(imageView)
        addSubview(titleLabel)
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
        reloadContent(isSelected: false, style: TabBarItemStyle(
            iconColor: .gray, titleFont: UITabBarButton.titleFont, titleColor: .gray, titleOffset: .zero,
            badgeColor: UIAlertControllerActionView.destructiveColor, badgeFont: UITabBarButton.badgeFont, badgeTextColor: .white))
    }

    required init?(coder: NSCoder) {
        item = UITabBarItem()
        super.init(coder: coder)
    }

    /// Shows the item's title, image (the selected image when selected) and badge, in the
    /// colours and fonts of its state.
    func reloadContent(isSelected: Bool, style: TabBarItemStyle) {
        self.isSelected = isSelected
        isEnabled = item.isEnabled
        titleLabel.text = item.title
        if titleLabel.font != style.titleFont { titleLabel.font = style.titleFont }
        titleLabel.textColor = style.titleColor
        titleOffset = style.titleOffset
        imageView.image = isSelected ? (item.selectedImage ?? item.image) : item.image
        imageView.tintColor = style.iconColor
        if let value = item.badgeValue {
            let badge = badgeView ?? _UIBadgeView()
            badge.label.text = value
            badge.backgroundColor = style.badgeColor
            if badge.label.font != style.badgeFont { badge.label.font = style.badgeFont }
            badge.label.textColor = style.badgeTextColor
            if badgeView == nil {
                addSubview(badge)
                badgeView = badge
            }
        } else {
            badgeView?.removeFromSuperview()
            badgeView = nil
        }
        setNeedsLayout()
    }

    /// The image centred in the top 32 points, the title below it, the badge at the top right of
    /// the image; beside the title, the two centred together across and down.
    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = imageView.image?.size ?? .zero
        if showsImageBesideTitle {
            layOutImageBesideTitle(imageSize: imageSize)
        } else {
            imageView.frame = CGRect(x: ((bounds.width - imageSize.width) / 2).rounded(),
                                     y: ((UITabBarButton.imageAreaHeight - imageSize.height) / 2 + 3).rounded(),
                                     width: imageSize.width, height: imageSize.height)
            titleLabel.frame = CGRect(x: 2, y: UITabBarButton.titleTop, width: max(0, bounds.width - 4),
                                      height: UITabBarButton.titleHeight)
        }
        titleLabel.frame.origin.x += titleOffset.horizontal
        titleLabel.frame.origin.y += titleOffset.vertical
        if let badgeView {
            let width = max(UITabBarButton.badgeHeight, badgeView.label.sizeThatFits(.zero).width + 10)
            let x = showsImageBesideTitle ? imageView.frame.maxX - 5 : bounds.width / 2 + 5
            badgeView.frame = CGRect(x: x.rounded(), y: 2, width: width.rounded(.up), height: UITabBarButton.badgeHeight)
            badgeView.layer.cornerRadius = UITabBarButton.badgeHeight / 2
        }
    }

    /// The image, a gap, then the title, centred together across the button and each centred down it.
    private func layOutImageBesideTitle(imageSize: CGSize) {
        let gap = imageSize.width > 0 && titleLabel.text?.isEmpty == false ? UITabBarButton.inlineGap : 0
        let titleSize = titleLabel.sizeThatFits(.zero)
        let titleWidth = min(titleSize.width, max(0, bounds.width - 4 - imageSize.width - gap))
        let minX = ((bounds.width - imageSize.width - gap - titleWidth) / 2).rounded()
        imageView.frame = CGRect(x: minX, y: ((bounds.height - imageSize.height) / 2).rounded(),
                                 width: imageSize.width, height: imageSize.height)
        titleLabel.frame = CGRect(x: minX + imageSize.width + gap, y: ((bounds.height - titleSize.height) / 2).rounded(),
                                  width: titleWidth, height: titleSize.height)
    }

    /// The default font of the title.
    static var titleFont: UIFont { .systemFont(ofSize: 10, weight: .medium) }
    /// The default font of the badge's value.
    static var badgeFont: UIFont { .systemFont(ofSize: 13) }
    static let imageAreaHeight: CGFloat = 30
    static let titleTop: CGFloat = 34
    static let titleHeight: CGFloat = 12
    static let badgeHeight: CGFloat = 18
    /// The room between the image and the title when they show side by side.
    static let inlineGap: CGFloat = 6

    /// A tab's single tap is its own: overlapping recognizers of other views wait for it.
    override func defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: - Accessibility
    /// True unless set, as in UIKit.
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The item's title unless a label was set, as in UIKit.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? item.title }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button` (with the state traits) unless traits were set, as in UIKit.
    override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits == nil ? super.accessibilityTraits.union(.button) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
}

/// The red badge of a tab bar item, with its value in white.
final class _UIBadgeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: 13)
        label.textColor = .white
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
