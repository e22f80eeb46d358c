// Headless+Resources.swift: where UIImage(named:) looks besides the main bundle.

extension Headless {
    /// Bundles searched by `UIImage(named:)` after `Bundle.main`, in order.
    ///
    /// On a device an app's images are in its main bundle; a Swift package keeps them in a resource
    /// bundle (`Bundle.module`) instead, so a program or test appends that bundle here:
    /// `Headless.resourceBundles.append(.module)`. ``reset()`` leaves this list alone. Readable
    /// and writable from any thread, since `UIImage(named:)` may run on any.
    nonisolated public static var resourceBundles: [Bundle] {
        get { ImageCache.resourceBundles }
        set { ImageCache.resourceBundles = newValue }
    }
}
