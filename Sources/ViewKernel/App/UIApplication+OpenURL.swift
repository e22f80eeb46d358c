// UIApplication+OpenURL.swift: opening URLs, as an app hands a link, a phone number or the
// Settings app to the system; headless, the runtime records what was opened for a test to read.

extension UIApplication {
    /// Keys of the options `open(_:options:completionHandler:)` takes, as UIKit's.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only if an installed app claims it as a universal link.
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in the Settings app.
    nonisolated public static let openSettingsURLString = "app-settings:"

    /// Whether an app on the device handles `url`'s scheme: the schemes of the system's own apps
    /// (`http`, `https`, `mailto`, `tel`, `sms`, `facetime`, `maps`, the Settings URL) and those a
    /// test adds to `Headless.openableURLSchemes`.
    public func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return Headless.openableURLSchemes.contains(scheme)
    }

    /// Asks the system to open `url`: recorded in `Headless.openedURLs` when an app handles it
    /// (`canOpenURL(_:)`, and without `.universalLinksOnly`, which no installed app claims here);
    /// `completion` hears whether it opened on the next turn of the run loop, as on a device.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: ((Bool) -> Void)? = nil) {
        let opened = recordOpening(url, options: options)
        let runtime = Headless.current
        guard let completion else { return }
        runtime.enqueue(at: runtime.now) { completion(opened) }
    }

    /// Asks the system to open `url` and returns whether it opened, as the form with a completion
    /// does (recorded in `Headless.openedURLs` when an app handles it).
    @discardableResult
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        recordOpening(url, options: options)
    }

    /// Whether `url` opens (an app handles its scheme, and no universal link is required), and
    /// records it in `Headless.openedURLs` when it does.
    private func recordOpening(_ url: URL, options: [OpenExternalURLOptionsKey: Any]) -> Bool {
        let opened = canOpenURL(url) && options[.universalLinksOnly] as? Bool != true
        if opened { Headless.current.app.openedURLs.append(url) }
        return opened
    }
}

extension Headless {
    /// The URLs the app opened with `UIApplication.shared.open(_:options:completionHandler:)`,
    /// oldest first; empty after ``reset()``. A test of a "Help" button checks the link it opens:
    ///
    ///     app.buttons["Help"].tap()
    ///     #expect(Headless.openedURLs == [URL(string: "https://example.com/help")!])
    public static var openedURLs: [URL] { current.app.openedURLs }

    /// The URL schemes an app on the simulated device handles (`canOpenURL(_:)`): the system
    /// apps' by default; a test adds the scheme of another app it pretends is installed.
    public static var openableURLSchemes: Set<String> {
        get { current.app.openableURLSchemes }
        set { current.app.openableURLSchemes = Set(newValue.map { $0.lowercased() }) }
    }
}
