// NSString+Draw.swift: drawing strings and attributed strings into the current graphics
// context, laid out by the same deterministic metrics as measuring them.

extension NSAttributedString {
    /// Draws the string on one line per paragraph with its top-left corner at `point`, into the
    /// current context (nothing without one). Text without a `.font` is Helvetica 12, without a
    /// `.foregroundColor` black.
    public func draw(at point: CGPoint) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let layout = TextLayout(attributedText: self)
        context.recordText(layout.offsetBy(dx: point.x, dy: point.y), in: CGRect(origin: point, size: layout.size))
    }

    /// Draws the string wrapped by words to `rect`'s width, keeping the lines that fit its height
    /// (at least one), from its top-left corner.
    public func draw(in rect: CGRect) {
        draw(with: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` as `boundingRect(with:options:context:)` measures it: wrapped
    /// with `.usesLineFragmentOrigin`, else one line per paragraph from `rect`'s origin.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        guard let graphics = UIGraphicsGetCurrentContext() else { return }
        let wraps = options.contains(.usesLineFragmentOrigin)
        let layout = TextLayout(attributedText: self, width: wraps ? rect.width : .infinity,
                                height: wraps ? rect.height : .infinity,
                                lineBreakMode: options.contains(.truncatesLastVisibleLine) ? .byTruncatingTail
                                                                                           : .byWordWrapping)
        context?.totalBounds = CGRect(origin: rect.origin, size: layout.size)
        graphics.recordText(layout.offsetBy(dx: rect.minX, dy: rect.minY), in: rect)
    }
}

extension NSString {
    /// Draws the string with `attrs` at `point`; see `NSAttributedString.draw(at:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(at: point)
    }

    /// Draws the string with `attrs` wrapped in `rect`; see `NSAttributedString.draw(in:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        NSAttributedString(string: self as String, attributes: attrs).draw(in: rect)
    }

    /// Draws the string with `attributes` in `rect`; see `NSAttributedString.draw(with:options:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        NSAttributedString(string: self as String, attributes: attributes).draw(with: rect, options: options,
                                                                              context: context)
    }
}

extension String {
    /// Draws the string with `attrs` at `point`; see `NSString.draw(at:withAttributes:)`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string with `attrs` wrapped in `rect`; see `NSString.draw(in:withAttributes:)`.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string with `attributes` in `rect`; see `NSString.draw(with:options:attributes:context:)`.
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as NSString).draw(with: rect, options: options, attributes: attributes, context: context)
    }
}
