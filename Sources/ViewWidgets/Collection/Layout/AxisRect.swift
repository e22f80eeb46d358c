// AxisRect.swift: rectangles measured along a layout's scroll axis ("main") and across it
// ("cross"), so that one algorithm serves vertical and horizontal layouts; and what the flow and
// compositional layouts both ask along that axis: the first section on screen, the part shown.

/// A rectangle in scroll-axis terms: `main` runs along the scroll direction (y when scrolling
/// vertically), `cross` across it.
struct AxisRect: Equatable {
    var main: CGFloat
    var cross: CGFloat
    var mainLength: CGFloat
    var crossLength: CGFloat

    /// Makes a rectangle from its scroll-axis parts.
    init(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) {
        self.main = main
        self.cross = cross
        self.mainLength = mainLength
        self.crossLength = crossLength
    }

    /// The scroll-axis parts of `rect` for a layout that scrolls vertically or not.
    init(_ rect: CGRect, vertical: Bool) {
        self = vertical
            ? AxisRect(main: rect.minY, cross: rect.minX, mainLength: rect.height, crossLength: rect.width)
            : AxisRect(main: rect.minX, cross: rect.minY, mainLength: rect.width, crossLength: rect.height)
    }

    /// The rectangle in content coordinates.
    func rect(vertical: Bool) -> CGRect {
        vertical
            ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
            : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// The end along the scroll axis.
    var mainEnd: CGFloat { main + mainLength }

    /// The end across the scroll axis.
    var crossEnd: CGFloat { cross + crossLength }

    /// The rectangle moved by `main` and `cross`.
    func offsetBy(main dMain: CGFloat, cross dCross: CGFloat) -> AxisRect {
        AxisRect(main: main + dMain, cross: cross + dCross, mainLength: mainLength, crossLength: crossLength)
    }
}

/// A size in scroll-axis terms.
struct AxisSize: Equatable {
    var main: CGFloat
    var cross: CGFloat

    /// The scroll-axis parts of `size`.
    init(_ size: CGSize, vertical: Bool) {
        main = vertical ? size.height : size.width
        cross = vertical ? size.width : size.height
    }

    /// Makes a size from its parts.
    init(main: CGFloat, cross: CGFloat) {
        self.main = main
        self.cross = cross
    }

    /// The size in content coordinates.
    func size(vertical: Bool) -> CGSize {
        vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }
}

/// The first of `count` sections whose end is past `offset` along the scroll axis, found by
/// halves in `starts`: each section's start, then the last one's end.
func firstSection(endingAfter offset: CGFloat, count: Int, starts: [CGFloat]) -> Int {
    var lower = 0, upper = count
    while lower < upper {
        let middle = (lower + upper) / 2
        if starts[middle + 1] <= offset { lower = middle + 1 } else { upper = middle }
    }
    return lower
}

extension UICollectionViewLayout {
    /// The part of the content the collection view shows along the scroll axis, inside its
    /// insets (where pinned headers and footers stay); nil without a collection view.
    final func visibleMainRange(vertical: Bool) -> ClosedRange<CGFloat>? {
        guard let collectionView else { return nil }
        let bounds = collectionView.bounds, insets = collectionView.adjustedContentInset
        let low = vertical ? bounds.minY + insets.top : bounds.minX + insets.left
        let high = vertical ? bounds.maxY - insets.bottom : bounds.maxX - insets.right
        return low...max(low, high)
    }
}
