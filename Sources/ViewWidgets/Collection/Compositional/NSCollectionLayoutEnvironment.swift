// NSCollectionLayoutEnvironment.swift: what a compositional layout's section provider is told about
// the container its section goes in (https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment).

/// The container a compositional layout lays a section out in, as UIKit's
/// `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size.
    var contentSize: CGSize { get }
    /// The size inside the content insets.
    var effectiveContentSize: CGSize { get }
    /// The container's insets.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in effect.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// What a section provider is told about where its section goes, as UIKit's
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The collection view's content area.
    var container: NSCollectionLayoutContainer { get }
    /// The traits of the screen.
    var traitCollection: UITraitCollection { get }
}

/// The environment a compositional layout hands its section provider.
struct CompositionalEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    let contentSize: CGSize
    let contentInsets: NSDirectionalEdgeInsets
    let traitCollection: UITraitCollection

    var effectiveContentSize: CGSize {
        CGSize(width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
               height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
    var container: NSCollectionLayoutContainer { self }
}
