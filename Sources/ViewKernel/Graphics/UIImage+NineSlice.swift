// UIImage+NineSlice.swift: how an image fills a destination size: the nine pieces of a resizable
// image (fixed corners, edges and middle that tile or stretch), or one stretched piece.

extension UIImage {
    /// One piece of an image drawn into a destination: which part of the image, where it goes, and
    /// how it fills its destination.
    /// A headless addition (not UIKit API).
    public struct NineSlicePiece: Sendable, Equatable {
        /// Where a piece sits among the nine.
        public enum Position: Sendable, CaseIterable {
            /// The top-left corner (fixed).
            case topLeft
            /// The top edge (resizes horizontally).
            case top
            /// The top-right corner (fixed).
            case topRight
            /// The left edge (resizes vertically).
            case left
            /// The middle (resizes both ways); also the single piece of a plain image.
            case center
            /// The right edge (resizes vertically).
            case right
            /// The bottom-left corner (fixed).
            case bottomLeft
            /// The bottom edge (resizes horizontally).
            case bottom
            /// The bottom-right corner (fixed).
            case bottomRight
        }

        /// Which of the nine pieces this is.
        public var position: Position
        /// The part of the image, in points of the image (origin at its top-left).
        public var sourceRect: CGRect
        /// Where the part goes, in points of the destination (origin at its top-left).
        public var destinationRect: CGRect
        /// How the part fills the destination: `.stretch` scales it to the destination rect,
        /// `.tile` repeats it at its natural size from the destination's top-left, clipped to the
        /// rect. Corners are `.stretch` (they scale only when the destination is smaller than the
        /// caps).
        public var resizingMode: ResizingMode

        /// Whether the piece is repeated rather than scaled.
        public var tiles: Bool { resizingMode == .tile }

        /// Makes a piece.
        public init(position: Position, sourceRect: CGRect, destinationRect: CGRect, resizingMode: ResizingMode) {
            self.position = position
            self.sourceRect = sourceRect
            self.destinationRect = destinationRect
            self.resizingMode = resizingMode
        }
    }

    /// The pieces that draw this image into a rectangle of `destinationSize`, as UIKit draws it.
    ///
    /// A resizable image gives up to nine pieces: the corners keep their size, the top and bottom
    /// edges resize horizontally, the left and right edges vertically, and the middle both ways,
    /// each by the image's `resizingMode`. When the destination is smaller than the two caps of an
    /// axis, the caps shrink in proportion and the middle vanishes. A plain image gives one
    /// `.center` piece that stretches the whole image. Pieces with no area, in the image or in the
    /// destination, are left out; an empty image gives none.
    /// A headless addition (not UIKit API).
    public func nineSlicePieces(for destinationSize: CGSize) -> [NineSlicePiece] {
        let imageSize = size
        guard imageSize.width > 0, imageSize.height > 0 else { return [] }
        let destination = CGSize(width: UIImage.nonNegative(destinationSize.width),
                                 height: UIImage.nonNegative(destinationSize.height))
        guard isResizable else {
            guard destination.width > 0, destination.height > 0 else { return [] }
            return [NineSlicePiece(position: .center, sourceRect: CGRect(origin: .zero, size: imageSize),
                                   destinationRect: CGRect(origin: .zero, size: destination), resizingMode: .stretch)]
        }
        let columns = UIImage.slices(length: imageSize.width, startCap: capInsets.left, endCap: capInsets.right,
                                     destination: destination.width)
        let rows = UIImage.slices(length: imageSize.height, startCap: capInsets.top, endCap: capInsets.bottom,
                                  destination: destination.height)
        let positions: [[NineSlicePiece.Position]] = [
            [.topLeft, .top, .topRight], [.left, .center, .right], [.bottomLeft, .bottom, .bottomRight],
        ]
        var pieces: [NineSlicePiece] = []
        for (rowIndex, row) in rows.enumerated() {
            for (columnIndex, column) in columns.enumerated() {
                let source = CGRect(x: column.source.start, y: row.source.start,
                                    width: column.source.length, height: row.source.length)
                let target = CGRect(x: column.destination.start, y: row.destination.start,
                                    width: column.destination.length, height: row.destination.length)
                guard source.width > 0, source.height > 0, target.width > 0, target.height > 0 else { continue }
                let isCorner = rowIndex != 1 && columnIndex != 1
                pieces.append(NineSlicePiece(position: positions[rowIndex][columnIndex], sourceRect: source,
                                             destinationRect: target,
                                             resizingMode: isCorner ? .stretch : resizingMode))
            }
        }
        return pieces
    }

    /// A segment of an axis: where it starts and how long it is.
    typealias AxisSegment = (start: CGFloat, length: CGFloat)

    /// The start cap, middle and end cap of one axis, in the image and in the destination.
    static func slices(length: CGFloat, startCap: CGFloat, endCap: CGFloat,
                       destination: CGFloat) -> [(source: AxisSegment, destination: AxisSegment)] {
        let start = min(nonNegative(startCap), length)
        let end = min(nonNegative(endCap), length - start)
        let middle = length - start - end
        var targetStart = start, targetEnd = end
        if start + end > destination {
            let factor = start + end > 0 ? destination / (start + end) : 0
            targetStart = start * factor
            targetEnd = end * factor
        }
        let targetMiddle = max(0, destination - targetStart - targetEnd)
        return [
            ((0, start), (0, targetStart)),
            ((start, middle), (targetStart, targetMiddle)),
            ((start + middle, end), (targetStart + targetMiddle, targetEnd)),
        ]
    }

    /// A finite value of at least 0.
    static func nonNegative(_ value: CGFloat) -> CGFloat {
        value.isFinite ? max(0, value) : 0
    }
}
