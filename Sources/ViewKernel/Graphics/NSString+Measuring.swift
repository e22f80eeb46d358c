// NSString+Measuring.swift: UIKit's string measurement (size(withAttributes:), boundingRect(...))
// for NSString, String and NSAttributedString, on the deterministic metrics of TextLayout.

extension NSString {
    /// The size of the string drawn on one line per paragraph with `attrs` (`.font` defaults to
    /// Helvetica 12), as UIKit's `size(withAttributes:)`: unrounded, so views round it up.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// The rectangle the string takes when laid out in `size`, as UIKit's
    /// `boundingRect(with:options:attributes:context:)`.
    ///
    /// With `.usesLineFragmentOrigin` the text wraps to `size.width` and keeps the lines that fit
    /// in `size.height` (at least one); `.truncatesLastVisibleLine` ends the last kept line with
    /// "…". Without it, each paragraph is one unwrapped line. The origin is zero; the size is the
    /// widest line by the total line height, unrounded (UIKit's advice: round it up with `ceil`).
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes)
            .boundingRect(with: size, options: options, context: context)
    }
}

extension String {
    /// The size of the string with `attrs`; see `NSString.size(withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as NSString).size(withAttributes: attrs)
    }

    /// The rectangle the string takes in `size`; see
    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]?,
                             context: NSStringDrawingContext?) -> CGRect {
        (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size of the attributed string on one line per paragraph, as UIKit's `size()`.
    public func size() -> CGSize {
        TextLayout(attributedText: self).size
    }

    /// The rectangle the attributed string takes in `size`, as UIKit's
    /// `boundingRect(with:options:context:)`; the rules are those of
    /// `NSString.boundingRect(with:options:attributes:context:)`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin)
        let layout = TextLayout(attributedText: self,
                                width: wraps ? size.width : .infinity,
                                height: wraps ? size.height : .infinity,
                                lineBreakMode: options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail
                                                                                           : .byWordWrapping)
        let rect = CGRect(origin: .zero, size: layout.size)
        context?.totalBounds = rect
        return rect
    }
}
