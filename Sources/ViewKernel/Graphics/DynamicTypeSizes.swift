// DynamicTypeSizes.swift: the point size of each text style at each content size category, the
// iOS table of the "Typography" page of Apple's Human Interface Guidelines.

/// Apple's Dynamic Type sizes for iOS, as data.
package enum DynamicTypeSizes {
    /// Each style's sizes, one per category of ``UIContentSizeCategory/ordered``: extraSmall,
    /// small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge, then the five
    /// accessibility sizes.
    static let table: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: bodySizes,
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Body's sizes, also those of a style this table does not know.
    private static let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]

    /// The point size of `style` at `category` (at Large for an unspecified or unknown category).
    package static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let sizes = table[style] ?? bodySizes
        return sizes[category.tableIndex]
    }

    /// `value` scaled as `style` grows from Large to `category`: multiplied by the style's size
    /// there over its size at Large, as `UIFontMetrics` scales.
    static func scale(_ value: CGFloat, by style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let sizes = table[style] ?? bodySizes
        return value * sizes[category.tableIndex] / sizes[UIContentSizeCategory.largeIndex]
    }
}
