// MenuRowView.swift: one row of an open menu: an action (title, subtitle, trailing image, a
// checkmark when on, red when destructive, dimmed when disabled), a submenu with its chevron, a
// title, a loading row, or the thick separator between inline groups.

/// One row of an open menu; tappable (a button to accessibility) for actions and submenus.
final class MenuRowView: UIControl {
    let item: MenuRowItem
    let titleLabel = UILabel()
    private(set) var subtitleLabel: UILabel?
    private(set) var checkmarkView: UIImageView?
    private(set) var trailingImageView: UIImageView?
    private let indentsTitle: Bool
    /// Run when a finger lifts inside the row.
    var onTap: (() -> Void)?

    init(item: MenuRowItem, indentsTitle: Bool) {
        self.item = item
        self.indentsTitle = indentsTitle
        super.init(frame: .zero)
        configure()
        addAction(UIAction { [weak self] _ in self?.onTap?() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        item = .loading
        indentsTitle = false
        super.init(coder: coder)
    }

    /// The row's height: 44 points, taller with a subtitle; less for titles and separators.
    var preferredHeight: CGFloat {
        switch item {
        case .groupSeparator: return MenuMetrics.groupSeparatorHeight
        case .header: return MenuMetrics.headerHeight
        default: return subtitleLabel == nil ? MenuMetrics.rowHeight : MenuMetrics.rowWithSubtitleHeight
        }
    }

    /// Whether the row is something to tap (an action, a submenu, the way back).
    var isTappable: Bool {
        switch item {
        case .action, .submenu, .back: return true
        case .header, .loading, .groupSeparator: return false
        }
    }

    private func configure() {
        titleLabel.font = UIFont.systemFont(ofSize: 17)
        titleLabel.textColor = .label
        titleLabel.lineBreakMode = .byTruncatingTail
        switch item {
        case .action(let action):
            titleLabel.text = action.title
            addSubtitle(action.subtitle)
            if action.attributes.contains(.destructive) { titleLabel.textColor = .systemRed }
            if action.attributes.contains(.disabled) {
                titleLabel.textColor = .tertiaryLabel
                isEnabled = false
            }
            if action.state != .off {
                addCheckmark(action.state == .on ? "checkmark" : "minus")
                isSelected = action.state == .on
            }
            let image = action.state == .on ? (action.selectedImage ?? action.image) : action.image
            if let image { addTrailingImage(image) }
        case .submenu(let submenu):
            titleLabel.text = submenu.title
            addSubtitle(submenu.subtitle)
            if submenu.options.contains(.destructive) { titleLabel.textColor = .systemRed }
            addTrailingImage(UIImage(systemName: "chevron.right"))
        case .back(let submenu):
            titleLabel.text = submenu.title
            titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
            addTrailingImage(UIImage(systemName: "chevron.down"))
        case .header(let title):
            titleLabel.text = title
            titleLabel.font = UIFont.systemFont(ofSize: 13)
            titleLabel.textColor = .secondaryLabel
        case .loading:
            titleLabel.text = "Loading…"
            titleLabel.textColor = .secondaryLabel
        case .groupSeparator:
            backgroundColor = UIColor(white: 0, alpha: 0.08)
            return
        }
        addSubview(titleLabel)
    }

    private func addSubtitle(_ subtitle: String?) {
        guard let subtitle, !subtitle.isEmpty else { return }
        let label = UILabel()
        label.text = subtitle
        label.font = UIFont.systemFont(ofSize: 13)
        label.textColor = .secondaryLabel
        addSubview(label)
        subtitleLabel = label
    }

    private func addCheckmark(_ symbol: String) {
        let view = UIImageView(image: UIImage(systemName: symbol))
        addSubview(view)
        checkmarkView = view
    }

    private func addTrailingImage(_ image: UIImage?) {
        let view = UIImageView(image: image)
        view.contentMode = .center
        addSubview(view)
        trailingImageView = view
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let leading = indentsTitle ? MenuMetrics.checkmarkColumnInset : MenuMetrics.titleInset
        let trailingRoom: CGFloat = trailingImageView == nil ? 16 : 48
        let width = max(0, bounds.width - leading - trailingRoom)
        if let subtitleLabel {
            titleLabel.frame = CGRect(x: leading, y: 9, width: width, height: 22)
            subtitleLabel.frame = CGRect(x: leading, y: 32, width: width, height: 18)
        } else {
            titleLabel.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        }
        checkmarkView?.frame = CGRect(x: 14, y: (bounds.height - 20) / 2, width: 20, height: 20)
        trailingImageView?.frame = CGRect(x: bounds.width - 40, y: (bounds.height - 24) / 2, width: 24, height: 24)
    }

    override func controlStateDidChange() {
        super.controlStateDidChange()
        if isTappable { backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.1) : nil }
    }

    /// Adds the row's kind and title to the dump: `menu row 'Delete' (destructive)`.
    override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        var text = "menu row"
        switch item {
        case .action(let action):
            text += " '\(action.title)'"
            var notes: [String] = []
            if action.attributes.contains(.destructive) { notes.append("destructive") }
            if action.attributes.contains(.disabled) { notes.append("disabled") }
            if action.state == .on { notes.append("on") }
            if action.state == .mixed { notes.append("mixed") }
            if !notes.isEmpty { text += " (\(notes.joined(separator: ", ")))" }
        case .submenu(let submenu): text += " '\(submenu.title)' (submenu)"
        case .back(let submenu): text += " '\(submenu.title)' (open submenu)"
        case .header(let title): text = "menu title '\(title)'"
        case .loading: text = "menu loading row"
        case .groupSeparator: text = "menu group separator"
        }
        fields.leading.insert(text, at: 0)
    }

    // MARK: - Accessibility
    /// An action or submenu row is one element; titles and loading rows leave it to their label.
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? isTappable }
        set { super.isAccessibilityElement = newValue }
    }

    /// The row's title.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? titleLabel.text }
        set { super.accessibilityLabel = newValue }
    }

    /// The subtitle, when there is one.
    override var accessibilityValue: String? {
        get { super.accessibilityValue ?? subtitleLabel?.text }
        set { super.accessibilityValue = newValue }
    }

    /// `.button` for rows to tap (with `.notEnabled` when disabled, `.selected` when on).
    override var accessibilityTraits: UIAccessibilityTraits {
        get { isTappable ? super.accessibilityTraits.union(.button) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
}
