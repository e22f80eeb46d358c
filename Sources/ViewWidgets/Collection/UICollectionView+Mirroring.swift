// UICollectionView+Mirroring.swift: a collection view running in the direction opposite to its
// layout's development direction shows the layout's frames mirrored, as UIKit does for layouts
// whose `flipsHorizontallyInOppositeLayoutDirection` is true (the flow and compositional layouts).

extension UICollectionView {
    /// The width the frames of `layout` are mirrored across in this collection view, or nil when
    /// they are shown as the layout gives them: the content's width, or the width inside the
    /// adjusted insets when the content is narrower (a short horizontal row then starts at the
    /// right edge, as on a device).
    func mirrorWidth(for layout: UICollectionViewLayout) -> CGFloat? {
        guard layout.flipsHorizontallyInOppositeLayoutDirection,
              effectiveUserInterfaceLayoutDirection != layout.developmentLayoutDirection else { return nil }
        let insets = adjustedContentInset
        return max(contentSize.width, bounds.width - insets.left - insets.right)
    }

    /// Brings the mirroring in line with the direction and the content, keeping the same content
    /// in view: when mirroring starts or stops the offset is mirrored too (a fresh collection
    /// view running right to left shows its first items, at the right end), and while mirrored a
    /// wider or narrower content moves the offset by the difference, so the elements keep their
    /// distance from the right end as they keep it from the left one left to right.
    func updateMirroring(for layout: UICollectionViewLayout) {
        let width = mirrorWidth(for: layout)
        let previous = mirroredContentWidth
        guard width != previous else { return }
        mirroredContentWidth = width
        var offset = contentOffset
        switch (previous, width) {
        case let (old?, new?):
            offset.x += new - old
            offset = clampedOffset(offset)
        case let (nil, mirror?), let (mirror?, nil):
            let insets = adjustedContentInset
            offset.x = mirror - offset.x - bounds.width + insets.right - insets.left
        case (nil, nil):
            return
        }
        if offset != contentOffset { contentOffset = offset }
    }

    /// `attributes` as this collection view shows them: a mirrored copy while the layout's frames
    /// are mirrored (the layout's own attributes are left as they are), else themselves.
    func mirrored(_ attributes: UICollectionViewLayoutAttributes?) -> UICollectionViewLayoutAttributes? {
        guard let attributes, let width = mirroredContentWidth else { return attributes }
        return attributes.mirroredCopy(across: width)
    }
}

extension UICollectionViewLayoutAttributes {
    /// A copy whose centre is mirrored across a content `width` (x' = width − x − frame width).
    func mirroredCopy(across width: CGFloat) -> UICollectionViewLayoutAttributes {
        let copy = (self.copy() as? UICollectionViewLayoutAttributes) ?? UICollectionViewLayoutAttributes()
        let center = copy.center
        copy.center = CGPoint(x: width - center.x, y: center.y)
        return copy
    }
}

extension CGRect {
    /// The rect mirrored across a content `width`: what a layout working left to right calls the
    /// same area.
    func mirrored(across width: CGFloat) -> CGRect {
        CGRect(x: width - maxX, y: minY, width: self.width, height: height)
    }
}
