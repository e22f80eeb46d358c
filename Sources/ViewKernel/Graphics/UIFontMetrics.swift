// UIFontMetrics.swift: scaling fonts and values for Dynamic Type by a text style's curve.

/// Scales fonts and values for Dynamic Type, as UIKit's `UIFontMetrics`: by how much its text
/// style grows (or shrinks) from the default category, Large, to the category of the given traits
/// (of `UITraitCollection.current` when none are given, or when they set none). Body's metrics
/// turn 17 points into 53 at the largest accessibility size, and 34 into 106.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The text style the metrics scale for.
    private let textStyle: UIFont.TextStyle

    /// The metrics of the body style.
    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    /// Makes the metrics for `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` scaled for the current traits' category: `font`'s size at Large. The scaled font
    /// remembers the style and the size it was scaled from, so it can adjust to a later category.
    open func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the current traits' category, at most `maximumPointSize` (0 sets no
    /// maximum, as in UIKit).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the category of `traitCollection`.
    open func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the category of `traitCollection`, at most `maximumPointSize` (0 sets no
    /// maximum).
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        UIFontMetrics.scaled(face: font.face, basePointSize: font.pointSize, style: textStyle, maximumPointSize: maximumPointSize,
                             at: UIContentSizeCategory.effective(in: traitCollection))
    }

    /// `value` scaled for the current traits' category: a layout value (a spacing, a height) that
    /// grows with the text.
    open func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the category of `traitCollection`.
    open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        DynamicTypeSizes.scale(value, by: textStyle, at: UIContentSizeCategory.effective(in: traitCollection))
    }

    /// `face` at `basePointSize` scaled by `style`'s curve to `category`, capped by a positive
    /// `maximumPointSize`, remembering how it was made.
    static func scaled(face: FontFace, basePointSize: CGFloat, style: UIFont.TextStyle, maximumPointSize: CGFloat,
                       at category: UIContentSizeCategory) -> UIFont {
        var size = DynamicTypeSizes.scale(basePointSize, by: style, at: category)
        if maximumPointSize > 0 { size = min(size, maximumPointSize) }
        return UIFont(face: face, pointSize: size,
                      dynamicType: .scaled(style: style, basePointSize: basePointSize, maximumPointSize: maximumPointSize))
    }
}
