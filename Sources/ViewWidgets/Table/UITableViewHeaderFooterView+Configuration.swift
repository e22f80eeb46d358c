// UITableViewHeaderFooterView+Configuration.swift: a header or footer view's content and
// background configurations (iOS 14).

extension UITableViewHeaderFooterView: ConfigurationHosting, TraitAdaptingView {
    /// The configuration of the view's content, as a cell's; nil by default.
    public var contentConfiguration: (any UIContentConfiguration)? {
        get { configurationHost.content }
        set { setContentConfiguration(newValue) }
    }

    /// The configuration of the view's background; nil by default.
    public var backgroundConfiguration: UIBackgroundConfiguration? {
        get { configurationHost.background }
        set { setBackgroundConfiguration(newValue) }
    }

    /// Whether a state change updates the content configuration by itself; true by default.
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesContent }
        set { configurationHost.automaticallyUpdatesContent = newValue }
    }

    /// Whether a state change updates the background configuration by itself; true by default.
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationHost.automaticallyUpdatesBackground }
        set { configurationHost.automaticallyUpdatesBackground = newValue }
    }

    /// The list content configuration of the table's style: a plain table's header or footer,
    /// or a grouped one's (small grey capitals for a header).
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        let grouped = (superview as? UITableView).map { $0.style != .plain } ?? false
        switch (grouped, isFooter) {
        case (false, false): return .plainHeader()
        case (false, true): return .plainFooter()
        case (true, false): return .groupedHeader()
        case (true, true): return .groupedFooter()
        }
    }

    /// The background configuration of the table's style (iOS 16).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let table = superview as? UITableView, table.style != .plain else { return .listPlainHeaderFooter() }
        return .listGroupedHeaderFooter()
    }

    /// Asks for the configurations to be updated before the next layout.
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
