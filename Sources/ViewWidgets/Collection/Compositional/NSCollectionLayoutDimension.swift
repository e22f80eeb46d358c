// NSCollectionLayoutDimension.swift: one dimension of a compositional layout element: a fraction
// of its container, an absolute length, or an estimate the element refines by sizing itself
// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension).

/// A width or height in a compositional layout, as UIKit's `NSCollectionLayoutDimension`.
@MainActor
open class NSCollectionLayoutDimension: NSObject {
    /// What the value means.
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the length in points, or the estimate.
    public let dimension: CGFloat

    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
        super.init()
    }

    /// A fraction of the container's width (the group's for an item, the section's for a group).
    public class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalWidth, dimension: fractionalWidth)
    }

    /// A fraction of the container's height.
    public class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .fractionalHeight, dimension: fractionalHeight)
    }

    /// A length in points.
    public class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .absolute, dimension: absoluteDimension)
    }

    /// An estimate in points: the element starts at it and then takes the size its view asks
    /// for (`preferredLayoutAttributesFitting(_:)`) when it comes on screen.
    public class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
        NSCollectionLayoutDimension(kind: .estimated, dimension: estimatedDimension)
    }

    /// Whether the dimension is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the dimension is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the dimension is a length in points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the dimension is an estimate.
    public var isEstimated: Bool { kind == .estimated }

    /// The length in a container of `size`: the fraction of its width or height, or the points
    /// (the estimate, for an estimated dimension).
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: dimension * size.width
        case .fractionalHeight: dimension * size.height
        case .absolute, .estimated: dimension
        }
    }
}

/// The width and height of a compositional layout element, as UIKit's `NSCollectionLayoutSize`.
@MainActor
open class NSCollectionLayoutSize: NSObject {
    /// The width.
    public let widthDimension: NSCollectionLayoutDimension
    /// The height.
    public let heightDimension: NSCollectionLayoutDimension

    /// Makes a size of two dimensions.
    public init(widthDimension width: NSCollectionLayoutDimension, heightDimension height: NSCollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
        super.init()
    }

    /// The size in a container of `size`.
    func resolved(in size: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: size), height: heightDimension.resolved(in: size))
    }
}

/// The space between the items of a group, as UIKit's `NSCollectionLayoutSpacing`.
@MainActor
open class NSCollectionLayoutSpacing: NSObject {
    /// The spacing in points.
    public let spacing: CGFloat
    /// Whether the spacing is exactly `spacing`.
    public let isFixedSpacing: Bool

    init(spacing: CGFloat, fixed: Bool) {
        self.spacing = spacing
        isFixedSpacing = fixed
        super.init()
    }

    /// Exactly `fixedSpacing` points.
    public class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: fixedSpacing, fixed: true)
    }

    /// At least `flexibleSpacing` points (laid out here as exactly that much).
    public class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
        NSCollectionLayoutSpacing(spacing: flexibleSpacing, fixed: false)
    }

    /// Whether the spacing may grow.
    public var isFlexibleSpacing: Bool { !isFixedSpacing }
}
