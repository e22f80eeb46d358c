// UIButton+Configuration.swift: a button's iOS 15 configuration API — the initialiser, the
// configuration property, the subtitle label, preferred symbol configurations — and the update
// that runs before layout. The stored parts are in UIButton.swift's "Configuration (iOS 15)" block.

extension UIButton {
    /// Makes a system button that shows `configuration` and performs `primaryAction` when tapped
    /// (iOS 15). The action's title and image are not used: the configuration's are shown.
    public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        self.configuration = configuration
    }

    /// The configuration the button shows (iOS 15); nil by default. Setting one replaces the
    /// per-state title, image and background image on screen and asks for a configuration
    /// update; setting nil brings them back. While an update runs it holds the updated copy.
    public var configuration: UIButton.Configuration? {
        get { configurationStorage }
        set {
            let hadConfiguration = configurationStorage != nil
            configurationStorage = newValue
            if newValue == nil {
                if hadConfiguration { removeConfiguredParts() }
                updateContent()
            } else {
                if !hadConfiguration { hideLegacyParts() }
                applyConfiguration()
            }
            setNeedsUpdateConfiguration()
            invalidateIntrinsicContentSize()
        }
    }

    /// The label that shows a configured button's subtitle (iOS 15); nil until the configuration
    /// has a subtitle.
    public var subtitleLabel: UILabel? {
        subtitleLabelStorage
    }

    /// Runs a requested configuration update: `updateConfiguration()`, then the update handler.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandlerStorage?(self)
    }

    /// The accessibility label of a configured button: its title, then its subtitle after a comma.
    var configuredAccessibilityLabel: String? {
        guard let configuration = configurationStorage else { return nil }
        let parts = [configuration.title, configuration.subtitle].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// Adds `configuration = filled` and the configuration's `title = '...'` to the dump.
    func appendConfigurationFields(_ configuration: UIButton.Configuration, to fields: inout ViewDescriptionFields) {
        var leading = ["configuration = \(configuration.styleName)"]
        if let title = configuration.title {
            leading.append("title = '\(title.replacingOccurrences(of: "\n", with: "\\n"))'")
        }
        if let subtitle = configuration.subtitle {
            leading.append("subtitle = '\(subtitle.replacingOccurrences(of: "\n", with: "\\n"))'")
        }
        fields.leading.insert(contentsOf: leading, at: 0)
    }
}
