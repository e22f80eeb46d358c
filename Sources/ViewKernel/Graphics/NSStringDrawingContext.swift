// NSStringDrawingContext.swift: the in/out parameters of string measurement.

/// Extra parameters and results of string measurement, as UIKit's `NSStringDrawingContext`.
///
/// `totalBounds` is set by `boundingRect(with:options:attributes:context:)`; the scale factor
/// is kept for source compatibility (text is never shrunk by measurement here, so
/// `actualScaleFactor` stays 1).
open class NSStringDrawingContext: NSObject {
    /// The smallest scale factor the caller accepts; not used for measurement here.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale factor used by the last measurement: always 1 here.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text measured last.
    open internal(set) var totalBounds: CGRect = .zero

    /// Makes a context with no minimum scale factor.
    public override init() { super.init() }
}
