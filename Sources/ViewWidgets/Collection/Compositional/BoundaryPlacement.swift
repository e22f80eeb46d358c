// BoundaryPlacement.swift: where a compositional section's headers and footers go: before or after
// its content (or over it, when they do not extend the section), aligned on its edge.

/// A boundary supplementary item of a section, resolved: its size, whether it comes before or
/// after the content (or covers its start or end), and its place across the scroll axis.
@MainActor
struct BoundaryPlacement {
    /// Where along the scroll axis.
    enum Position {
        /// Before the content insets; lengthens the section.
        case before
        /// After the content insets; lengthens the section.
        case after
        /// Over the start of the content.
        case overlayStart
        /// Over the end of the content.
        case overlayEnd
    }

    let item: NSCollectionLayoutBoundarySupplementaryItem
    let position: Position
    let vertical: Bool
    /// The size, with an estimated dimension replaced by what the view asked for.
    private(set) var size: CGSize
    /// The offset across the scroll axis from the content's edge.
    private(set) var crossStart: CGFloat = 0
    private let crossRoom: CGFloat
    private let crossBase: CGFloat

    /// Resolves `item` for a section in a content area of `container`, with the section's
    /// `insets` (followed across the axis when `follows`) and a size the view asked for, if any.
    init(_ item: NSCollectionLayoutBoundarySupplementaryItem, container: CGSize, insets: NSDirectionalEdgeInsets,
         follows: Bool, vertical: Bool, measured: CGSize?) {
        self.item = item
        self.vertical = vertical
        let alignment = item.alignment
        let before: Set<NSRectAlignment> = vertical ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
        let after: Set<NSRectAlignment> = vertical ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing, .topTrailing, .bottomTrailing]
        if before.contains(alignment) {
            position = item.extendsBoundary ? .before : .overlayStart
        } else if after.contains(alignment) {
            position = item.extendsBoundary ? .after : .overlayEnd
        } else {
            position = .overlayStart
        }
        let crossInsets = vertical ? insets.leading + insets.trailing : insets.top + insets.bottom
        let crossContainer = vertical ? container.width : container.height
        crossRoom = follows ? max(0, crossContainer - crossInsets) : crossContainer
        crossBase = follows ? (vertical ? insets.leading : insets.top) : 0
        let room = vertical ? CGSize(width: crossRoom, height: container.height) : CGSize(width: container.width, height: crossRoom)
        size = item.layoutSize.resolved(in: room)
        if let measured { setMeasured(measured) }
        placeAcross()
    }

    /// Which dimensions are estimated.
    var estimated: (width: Bool, height: Bool) {
        (item.layoutSize.widthDimension.isEstimated, item.layoutSize.heightDimension.isEstimated)
    }

    /// The length along the scroll axis.
    var mainLength: CGFloat { vertical ? size.height : size.width }

    /// The length across the scroll axis.
    var crossLength: CGFloat { vertical ? size.width : size.height }

    /// Takes the size the view asked for in its estimated dimensions.
    mutating func setMeasured(_ measured: CGSize) {
        if estimated.width { size.width = measured.width }
        if estimated.height { size.height = measured.height }
        placeAcross()
    }

    /// Aligns the item across the scroll axis: at the start, the end or the middle of its room.
    private mutating func placeAcross() {
        let alignment = item.alignment
        let starts: Set<NSRectAlignment> = vertical ? [.topLeading, .leading, .bottomLeading] : [.top, .topLeading, .topTrailing]
        let ends: Set<NSRectAlignment> = vertical ? [.topTrailing, .trailing, .bottomTrailing] : [.bottom, .bottomLeading, .bottomTrailing]
        if starts.contains(alignment) {
            crossStart = crossBase
        } else if ends.contains(alignment) {
            crossStart = crossBase + crossRoom - crossLength
        } else {
            crossStart = crossBase + (crossRoom - crossLength) / 2
        }
    }
}
