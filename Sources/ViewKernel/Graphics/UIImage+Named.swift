// UIImage+Named.swift: UIImage(named:): finding a file by name and screen scale in the bundles,
// and the per-name cache that Headless.reset() clears.

extension UIImage {
    /// Loads the image file called `name` from the main bundle, then from each bundle in
    /// ``Headless/resourceBundles``, as UIKit's `UIImage(named:)`.
    ///
    /// A name without an extension means `.png`. On a screen of scale 2 the `@2x` file is preferred
    /// (size = pixels / 2), then the plain file (scale 1), then the other scales, highest first; a
    /// name that already ends in `@2x` is taken as it is. Images are cached per name until
    /// ``Headless/reset()``. Returns nil when no file is found or the file is not a complete PNG,
    /// JPEG or GIF.
    ///
    /// As on iOS, where `UIImage` is immutable and `Sendable`, it may be called from any thread or
    /// task. Off the main actor `UIScreen.main` cannot be read, so the scale comes from a
    /// lock-protected copy of the main screen's scale that `Headless.setScreen(size:scale:)` and
    /// `Headless.reset()` keep up to date.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// Loads the image file called `name` from `bundle` (nil: the main bundle, then
    /// ``Headless/resourceBundles``), for the scale of `traitCollection` (nil or an unspecified
    /// scale: the main screen's), as UIKit's `UIImage(named:in:compatibleWith:)`. The rules are
    /// those of ``init(named:)``, and it may be called from any thread or task too.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let requestedScale = traitCollection?.displayScale ?? 0
        let scale = requestedScale > 0 ? requestedScale : ImageCache.screenScale
        let bundles = bundle.map { [$0] } ?? [Bundle.main] + ImageCache.resourceBundles
        guard let found = ImageCache.lookUp(name: name, bundles: bundles, screenScale: scale) else { return nil }
        self.init(source: found.source, scale: found.scale)
    }
}

/// The images `UIImage(named:)` has loaded, by bundle, name and scale, and what it needs to know
/// to find them: the main screen's scale and the extra resource bundles.
///
/// Images may be loaded off the main actor, as on iOS, so this state is guarded by a lock rather
/// than kept in the main-actor runtime; `Headless.reset()` empties the cache and restores the
/// default screen's scale, `Headless.setScreen(size:scale:)` records the new scale.
enum ImageCache {
    private typealias Entry = (source: ImageSource, scale: CGFloat)
    private static let lock = NSLock()
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var entries: [String: Entry] = [:]
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var screenScaleStorage: CGFloat = UIScreen.defaultScale
    /// Guarded by `lock`.
    nonisolated(unsafe) private static var resourceBundleStorage: [Bundle] = []

    /// `UIScreen.main.scale`, readable off the main actor.
    static var screenScale: CGFloat {
        get { lock.withLock { screenScaleStorage } }
        set { lock.withLock { screenScaleStorage = newValue } }
    }

    /// `Headless.resourceBundles`.
    static var resourceBundles: [Bundle] {
        get { lock.withLock { resourceBundleStorage } }
        set { lock.withLock { resourceBundleStorage = newValue } }
    }

    /// The extensions a name may carry; any other extension is part of the name.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif"]

    /// The cached or newly loaded file for `name`, or nil.
    static func lookUp(name: String, bundles: [Bundle], screenScale: CGFloat) -> (source: ImageSource, scale: CGFloat)? {
        let key = bundles.map(\.bundlePath).joined(separator: "|") + "|\(screenScale)|" + name
        if let hit = lock.withLock({ entries[key] }) { return hit }
        guard let loaded = load(name: name, bundles: bundles, screenScale: screenScale) else { return nil }
        // Two tasks may have read the file at once: the first to store it wins, so that every
        // caller gets the same source and the images compare equal.
        return lock.withLock {
            if let stored = entries[key] { return stored }
            entries[key] = loaded
            return loaded
        }
    }

    /// Finds and reads the file: every bundle in order, every candidate name in order of scale.
    private static func load(name: String, bundles: [Bundle], screenScale: CGFloat) -> (source: ImageSource, scale: CGFloat)? {
        let pathExtension = (name as NSString).pathExtension.lowercased()
        let hasImageExtension = imageExtensions.contains(pathExtension)
        let baseName = hasImageExtension ? (name as NSString).deletingPathExtension : name
        let fileExtension = hasImageExtension ? (name as NSString).pathExtension : "png"
        for bundle in bundles {
            for directory in searchDirectories(of: bundle) {
                for candidate in candidates(for: baseName, screenScale: screenScale) {
                    let path = (directory as NSString).appendingPathComponent("\(candidate.name).\(fileExtension)")
                    guard FileManager.default.fileExists(atPath: path) else { continue }
                    guard let data = FileManager.default.contents(atPath: path),
                          let header = ImageHeader.parse(data) else { return nil }
                    return (ImageSource(name: name, data: data, header: header), candidate.scale)
                }
            }
        }
        return nil
    }

    /// Where a bundle's images may be: its resources directory, then its top directory, as
    /// `Bundle.url(forResource:withExtension:)` also looks on Linux. A flat SwiftPM resource bundle
    /// that happens to hold a `Resources` folder gets that folder as its `resourceURL`, while its
    /// files sit at the top.
    static func searchDirectories(of bundle: Bundle) -> [String] {
        let top = bundle.bundleURL.path
        guard let resources = bundle.resourceURL?.path, resources != top else { return [top] }
        return [resources, top]
    }

    /// The file base names to try, in order, with the scale each gives.
    static func candidates(for baseName: String, screenScale: CGFloat) -> [(name: String, scale: CGFloat)] {
        if let explicit = UIImage.scaleSuffix(of: baseName) { return [(baseName, explicit.scale)] }
        // The nearest of 1, 2 and 3: a scale of NaN (no screen forbids it) or 1e300 is no Int.
        let preferred = min(3, max(1, Int(clampingFloat: screenScale.rounded())))
        var scales = [preferred]
        if preferred != 1 { scales.append(1) }
        scales += [3, 2].filter { !scales.contains($0) }
        return scales.map { ($0 == 1 ? baseName : "\(baseName)@\($0)x", CGFloat($0)) }
    }

    /// Forgets every image loaded so far and goes back to the default screen's scale
    /// (`Headless.reset()`).
    static func removeAll() {
        lock.withLock {
            entries.removeAll()
            screenScaleStorage = UIScreen.defaultScale
        }
    }
}
