// UISheetPresentationController+Detent.swift: the heights a sheet rests at (system and custom
// detents), their identifiers and the context a custom detent resolves in.

extension UISheetPresentationController {
    /// A height a sheet rests at, as UIKit's `UISheetPresentationController.Detent`.
    @preconcurrency @MainActor
    public final class Detent: NSObject {
        /// The detent's identifier (`.medium`, `.large`, or a custom one).
        public let identifier: Identifier
        /// Works out the height from a context; nil for the system detents.
        private let resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?

        private init(identifier: Identifier,
                     resolver: ((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)?) {
            self.identifier = identifier
            self.resolver = resolver
            super.init()
        }

        /// The system detent for a sheet at full height.
        public static func large() -> Detent { Detent(identifier: .large, resolver: nil) }

        /// The system detent for a sheet about half the height of the screen (here half of the
        /// large detent's height, a decision: Docs/Differences.md).
        public static func medium() -> Detent { Detent(identifier: .medium, resolver: nil) }

        /// A detent whose height `resolver` works out from the context (iOS 16); a nil answer makes
        /// the detent inactive. A nil `identifier` gets a unique one.
        public static func custom(identifier: Identifier? = nil,
                                  resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), resolver: resolver)
        }

        /// The height of this detent in `context` (iOS 16); nil when inactive.
        public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            if let resolver { return resolver(context).map { min(max(0, $0), context.maximumDetentValue) } }
            switch identifier {
            case .medium: return (context.maximumDetentValue / 2).rounded()
            default: return context.maximumDetentValue
            }
        }

        /// A detent's identifier, as UIKit's `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: Hashable, Equatable, RawRepresentable, Sendable {
            /// The identifier's text.
            public let rawValue: String
            /// Makes an identifier from its text.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Makes an identifier from its text.
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The identifier of the system's medium detent.
            public static let medium = Identifier("com.apple.UIKit.medium")
            /// The identifier of the system's large detent.
            public static let large = Identifier("com.apple.UIKit.large")
        }
    }
}

/// What a custom detent resolves in, as UIKit's
/// `UISheetPresentationControllerDetentResolutionContext` (iOS 16).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest height a detent can have: the large detent's.
    var maximumDetentValue: CGFloat { get }
}

/// The context the detents of a presented sheet resolve in.
@MainActor
final class SheetDetentContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat
    init(traits: UITraitCollection, maximum: CGFloat) {
        containerTraitCollection = traits
        maximumDetentValue = maximum
    }
}
