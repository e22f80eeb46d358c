// NSCollectionLayoutDimension.swift: one dimension of a compositional layout element: a fraction
// of its container, an absolute length, or an estimate the element refines by sizing itself
// (https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension).

/// A width or height in a compositional layout, as UIKit's `NSCollectionLayoutDimension`.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
    /// What the value means.
    enum Kind {
        case fractionalWidth, fractionalHeight, absolute, estimated
    }

    let kind: Kind
    /// The fraction, the length in points, or the estimate.
    public let dimension: CGFloat

    /// Makes a dimension; a value that is not finite is logged and 0 is used (a decision: UIKit
    /// takes it, and the layout's frames and content size turn NaN).
    init(kind: Kind, dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension.isFinite ? dimension : 0
        super.init()
        if !dimension.isFinite {
            Headless.reportLoggedProblem("NSCollectionLayoutDimension.\(kind)(\(formatNumber(dimension))) is not a finite number; 0 is used")
        }
    }

    /// A fraction of the container's width (the group's for an item, the section's for a group).
    /// NaN or infinity is logged and 0 is used, as for every dimension.
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
