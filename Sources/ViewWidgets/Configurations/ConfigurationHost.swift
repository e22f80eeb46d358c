// ConfigurationHost.swift: what table cells, collection cells and header/footer views share to
// show content and background configurations and to update them when their state changes, as
// UIKit does: a state change asks for an update, which runs before the next layout — first the
// automatic `updated(for:)` of each configuration, then `updateConfiguration(using:)`, then the
// `configurationUpdateHandler`.

/// The configurations a view shows and whether they need an update.
@MainActor final class ConfigurationHost {
    /// The content configuration given, as last applied.
    var content: (any UIContentConfiguration)?
    /// The background configuration given, as last applied.
    var background: UIBackgroundConfiguration?
    /// Whether a state change updates ``content`` by itself.
    var automaticallyUpdatesContent = true
    /// Whether a state change updates ``background`` by itself.
    var automaticallyUpdatesBackground = true
    /// Whether ``background`` is the list's own, which follows the cell's place in its list,
    /// rather than one the app set.
    var backgroundIsAutomatic = false
    /// The view drawing ``background``.
    var backgroundView: ConfigurationBackgroundView?
    /// Whether an update waits for the next layout; true at first, so a new view is configured.
    var needsUpdate = true
    /// Whether an update is running (a configuration set during it is not updated again).
    var isUpdating = false
}

/// A view that shows content and background configurations: a cell, a header or a footer.
@MainActor protocol ConfigurationHosting: ListContentHost {
    /// The host's configurations.
    var configurationHost: ConfigurationHost { get }
    /// The current content view.
    var contentView: UIView { get }
    /// Makes `view` the content view in place of the current one.
    func replaceContentView(with view: UIView)
    /// The state configurations are updated for.
    var currentConfigurationState: any UIConfigurationState { get }
    /// Calls `updateConfiguration(using:)` and then the update handler.
    func callConfigurationUpdate()
}

extension ConfigurationHosting {
    /// Shows `configuration`: the content view takes it when it supports it, else the
    /// configuration makes a new content view; nil brings back an empty content view.
    func setContentConfiguration(_ configuration: (any UIContentConfiguration)?) {
        let host = configurationHost
        guard var configuration else {
            host.content = nil
            if contentView is UIContentView { replaceContentView(with: UIView()) }
            return
        }
        if host.automaticallyUpdatesContent && !host.isUpdating {
            configuration = configuration.updated(for: currentConfigurationState)
        }
        host.content = configuration
        show(configuration)
    }

    /// Gives `configuration` to the content view, or to a new one it makes.
    private func show(_ configuration: any UIContentConfiguration) {
        if let view = contentView as? UIView & UIContentView, view.supports(configuration) {
            view.configuration = configuration
        } else {
            replaceContentView(with: configuration.makeContentView())
        }
        setNeedsLayout()
    }

    /// Shows `configuration` behind the content; nil removes the background.
    func setBackgroundConfiguration(_ configuration: UIBackgroundConfiguration?) {
        let host = configurationHost
        guard var configuration else {
            host.background = nil
            host.backgroundView?.removeFromSuperview()
            host.backgroundView = nil
            return
        }
        if host.automaticallyUpdatesBackground && !host.isUpdating {
            configuration = configuration.updated(for: currentConfigurationState)
        }
        host.background = configuration
        showBackground(configuration)
    }

    private func showBackground(_ configuration: UIBackgroundConfiguration) {
        let host = configurationHost
        if let view = host.backgroundView {
            view.configuration = configuration
        } else {
            let view = ConfigurationBackgroundView(configuration: configuration)
            insertSubview(view, at: 0)
            host.backgroundView = view
        }
        layOutConfigurationBackground()
    }

    /// Keeps the background view at its frame, behind everything else.
    func layOutConfigurationBackground() {
        guard let view = configurationHost.backgroundView else { return }
        let frame = view.frame(in: self)
        if view.frame != frame { view.frame = frame }
    }

    /// Asks for an update before the next layout.
    func requestConfigurationUpdate() {
        let host = configurationHost
        guard !host.isUpdating else { return }
        host.needsUpdate = true
        setNeedsLayout()
    }

    /// Runs a requested update: the automatic updates, then the app's.
    func updateConfigurationIfNeeded() {
        let host = configurationHost
        guard host.needsUpdate, !host.isUpdating else { return }
        host.needsUpdate = false
        host.isUpdating = true
        defer { host.isUpdating = false }
        let state = currentConfigurationState
        if host.automaticallyUpdatesContent, let content = host.content {
            let updated = content.updated(for: state)
            host.content = updated
            show(updated)
        }
        if host.automaticallyUpdatesBackground, let background = host.background {
            let updated = background.updated(for: state)
            host.background = updated
            showBackground(updated)
        }
        callConfigurationUpdate()
    }
}

extension UIView {
    /// Puts `view` where `old` is among this view's subviews, with its frame and resizing, and
    /// takes `old` out.
    func swapSubview(_ old: UIView, for view: UIView) {
        view.frame = old.frame
        view.autoresizingMask = old.autoresizingMask
        if old.superview === self {
            insertSubview(view, aboveSubview: old)
            old.removeFromSuperview()
        } else {
            addSubview(view)
        }
    }
}
