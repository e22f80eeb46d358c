// UITableViewCell+Configuration.swift: a table cell's content and background configurations
// (iOS 14; https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration).

extension UITableViewCell: ConfigurationHosting, TraitAdaptingView {
    /// The configuration of the cell's content. Setting one replaces the content view with the
    /// view it makes (or gives it to the content view when that supports it), updated for the
    /// cell's state when ``automaticallyUpdatesContentConfiguration`` is true; nil by default.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.content }
        set { setContentConfiguration(newValue) }
    }

    /// The configuration of the cell's background, drawn behind the content; nil by default.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.background }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether a state change updates the content configuration by itself (`updated(for:)`);
    /// true by default.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesContent }
        set { configurationHost.automaticallyUpdatesContent = newValue }
    }

    /// Whether a state change updates the background configuration by itself; true by default.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesBackground }
        set { configurationHost.automaticallyUpdatesBackground = newValue }
    }

    /// A list content configuration styled as the cell's style: `.cell()` for `.default`,
    /// `.subtitleCell()` for `.subtitle`, `.valueCell()` for `.value1` and `.value2`.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        switch cellStyle {
        case .default: .cell()
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        }
    }

    /// The background configuration of the table's style: a plain or a grouped row's (iOS 16).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let table = superview as? UITableView, table.style != .plain else { return .listPlainCell() }
        return .listGroupedCell()
    }

    /// Asks for the configurations to be updated before the next layout: the automatic updates,
    /// then ``updateConfiguration(using:)``, then ``configurationUpdateHandler``.
    public func setNeedsUpdateConfiguration() {
        requestConfigurationUpdate()
    }

    var currentConfigurationState: any UIConfigurationState { configurationState }

    func callConfigurationUpdate() {
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
    }

    func replaceContentView(with view: UIView) {
        let old = contentViewStorage
        contentViewStorage = view
        swapSubview(old, for: view)
        setNeedsLayout()
    }

    /// New traits are a new configuration state.
    package func traitsDidChange(from previous: UITraitCollection) {
        setNeedsUpdateConfiguration()
    }
}
