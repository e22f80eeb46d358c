// UICollectionViewCell+Configuration.swift: a collection cell's content and background
// configurations (iOS 14; https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration).

extension UICollectionViewCell: ConfigurationHosting, TraitAdaptingView {
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
        set {
            configurationHost.backgroundIsAutomatic = false
            setBackgroundConfiguration(newValue)
        }
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

    /// A clear background configuration, as UIKit gives a plain collection cell (iOS 16).
    public func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        listDefaultBackgroundConfiguration() ?? .clear()
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
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        setNeedsLayout()
    }

    /// New traits are a new configuration state.
    package func traitsDidChange(from previous: UITraitCollection) {
        setNeedsUpdateConfiguration()
    }
}
