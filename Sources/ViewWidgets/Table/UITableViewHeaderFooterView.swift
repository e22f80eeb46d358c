// UITableViewHeaderFooterView.swift: a reusable section header or footer.

/// A reusable view for a section's header or footer, as UIKit's `UITableViewHeaderFooterView`:
/// a `contentView` for custom subviews and a standard `textLabel`.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier of the reuse pool this view goes back to.
    open private(set) var reuseIdentifier: String?

    /// The view to put custom subviews in. A content configuration replaces it with the view the
    /// configuration makes.
    open var contentView: UIView { contentViewStorage }

    /// The content view: a plain view, or a configuration's content view.
    var contentViewStorage = UIView()

    /// The content and background configurations and whether they need an update.
    let configurationHost = ConfigurationHost()

    /// Whether the table shows this view as a footer (it asks for a footer's configuration).
    var isFooter = false

    /// Called after ``updateConfiguration(using:)`` each time the view's configuration updates.
    /// Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// A closure that restyles a header or footer view for its configuration state.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void

    /// The state the view's configurations are updated for: its traits. Override to add custom
    /// values; start from `super`'s.
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isDisabled = !isUserInteractionEnabled
        return state
    }

    /// Restyles the view for `state`, after its configurations were updated by themselves and
    /// before ``configurationUpdateHandler``. Does nothing by default.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    private var textLabelStorage: UILabel?
    private var detailTextLabelStorage: UILabel?

    /// Makes a header/footer view for the reuse pool `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// Makes a view with no reuse identifier and the given frame.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// Source compatibility; makes a view with no reuse identifier.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// Makes a view for a table's registered class: how `dequeueReusableHeaderFooterView(withIdentifier:)`
    /// makes a registered subclass. A subclass that overrides `init(reuseIdentifier:)` inherits this.
    public required convenience init(registeredReuseIdentifier: String) {
        self.init(reuseIdentifier: registeredReuseIdentifier)
    }

    /// The title label, made on first use.
    open var textLabel: UILabel? {
        if let label = textLabelStorage { return label }
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 17)
        textLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A secondary label, made on first use.
    open var detailTextLabel: UILabel? {
        if let label = detailTextLabelStorage { return label }
        let label = UILabel()
        label.font = .systemFont(ofSize: 12)
        detailTextLabelStorage = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// A view behind the content; nil by default.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Called just before the table hands the view out again; override to clear your content.
    open func prepareForReuse() {}

    /// Fills the view with the content view, and places the labels 15 points in from the left.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        contentView.frame = bounds
        backgroundView?.frame = bounds
        layOutConfigurationBackground()
        let width = max(0, bounds.width - 30)
        if let label = textLabelStorage {
            let height = detailTextLabelStorage == nil ? bounds.height : bounds.height / 2
            label.frame = CGRect(x: 15, y: 0, width: width, height: height)
        }
        if let detail = detailTextLabelStorage {
            detail.frame = CGRect(x: 15, y: bounds.height / 2, width: width, height: bounds.height / 2)
        }
    }

    /// Adds the title to the dump.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if let text = textLabelStorage?.text { fields.leading.append("text = '\(text)'") }
    }
}

extension UITableViewHeaderFooterView: ReusableView {}
