// UIConfigurationTextAttributesTransformer.swift: UIKit's attribute scope for Foundation's
// AttributedString (font, colours) and the transformer that button configurations apply to the
// attributes of their titles (iOS 15).

extension AttributeScopes {
    /// The attributes UIKit adds to `AttributedString`, as UIKit's `AttributeScopes.UIKitAttributes`:
    /// `font`, `foregroundColor` and `backgroundColor` (plus Foundation's own). Write
    /// `container.font = .preferredFont(forTextStyle: .headline)` or `string.foregroundColor = .red`.
    public struct UIKitAttributes: AttributeScope {
        /// The `UIFont` of the text.
        public let font: FontAttribute
        /// The `UIColor` of the text.
        public let foregroundColor: ForegroundColorAttribute
        /// The `UIColor` behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// Foundation's attributes.
        public let foundation: AttributeScopes.FoundationAttributes

        /// The font attribute, stored under UIKit's `NSFont` name.
        public enum FontAttribute: AttributedStringKey {
            /// A font.
            public typealias Value = UIFont
            /// UIKit's name for it.
            public static let name = "NSFont"
        }

        /// The text colour attribute, stored under UIKit's `NSColor` name.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// UIKit's name for it.
            public static let name = "NSColor"
        }

        /// The background colour attribute, stored under UIKit's `NSBackgroundColor` name.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// A colour.
            public typealias Value = UIColor
            /// UIKit's name for it.
            public static let name = "NSBackgroundColor"
        }
    }

    /// UIKit's attribute scope (`\.uiKit`).
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `string.font` and `container.foregroundColor` name UIKit's attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// A function from text attributes to text attributes, which a button configuration applies to
/// its title's or subtitle's attributes before showing them, as UIKit's
/// `UIConfigurationTextAttributesTransformer` (iOS 15).
///
///     configuration.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
///         var outgoing = incoming
///         outgoing.font = UIFont.preferredFont(forTextStyle: .headline)
///         return outgoing
///     }
public struct UIConfigurationTextAttributesTransformer: Hashable {
    /// The transform.
    public let transform: (AttributeContainer) -> AttributeContainer
    private let token = TextTransformerToken()

    /// Makes a transformer that applies `transform`.
    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    /// Applies the transform to `input`.
    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    /// Whether both are the same transformer (or copies of it).
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.token === rhs.token }

    /// Hashes the transformer's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(token)) }
}

/// The identity one text transformer and its copies share.
private final class TextTransformerToken: Sendable {}
