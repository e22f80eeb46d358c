// UIWindow+Level.swift: the levels windows are stacked in, with UIKit's values.

extension UIWindow {
    /// The level of a window among the others, as UIKit's `UIWindow.Level`: a window at a higher
    /// level covers every window at a lower one.
    public struct Level: RawRepresentable, Hashable, Sendable {
        /// The level's value.
        public let rawValue: CGFloat
        /// Makes a level of `rawValue`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Makes a level of `rawValue`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default level, 0.
        public static let normal = Level(0)
        /// The level of the status bar, 1000.
        public static let statusBar = Level(1000)
        /// The level of alerts, 2000.
        public static let alert = Level(2000)
    }
}
