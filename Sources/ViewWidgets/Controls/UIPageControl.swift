// UIPageControl.swift: a row of dots, one per page, the current one highlighted.

/// A control showing one dot per page with the current page's dot highlighted, as UIKit's
/// `UIPageControl`.
///
/// A tap (a finger lifted inside the control) to the right of the current page's dot moves to the
/// next page, to the left to the previous one, and sends `.valueChanged` (after `endTracking`,
/// before `.touchUpInside`); at the first or last page a tap outward does nothing. Setting
/// ``currentPage`` in code sends nothing.
///
/// Dots are 7 points across, 16 points apart from centre to centre, centred in the bounds; the
/// control's fitting size is ``size(forNumberOfPages:)``.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// Makes a page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Source compatibility; makes a zero-sized page control with no pages.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// The number of pages (dots); 0 by default. A negative number counts as 0; the current page
    /// is kept within the pages.
    open var numberOfPages: Int {
        get { pageCount }
        set {
            pageCount = max(0, newValue)
            currentPageStorage = min(currentPageStorage, max(0, pageCount - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The current page, within `0..<numberOfPages`; 0 by default. Setting it clamps it and sends nothing.
    open var currentPage: Int {
        get { currentPageStorage }
        set {
            currentPageStorage = max(0, min(newValue, pageCount - 1))
            setNeedsDisplay()
        }
    }

    /// Whether the control shows nothing (and takes no taps) when there is only one page; false by default.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the dots of other pages; nil (a translucent grey) by default.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the current page's dot; nil (UIKit's dark grey) by default.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The size that shows `pageCount` dots: 16 points per page, 26 points high.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * UIPageControl.dotPitch, height: UIPageControl.height)
    }

    /// ``size(forNumberOfPages:)`` for the current number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: pageCount) }

    /// ``size(forNumberOfPages:)`` for the current number of pages.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Moves one page towards the side of the current dot where the finger lifted, and sends
    /// `.valueChanged` when the page changed.
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        guard let touch, isTouchInside, !isHiddenForSinglePage, pageCount > 0 else { return }
        let x = touch.location(in: self).x
        let next = x > dotCenter(of: currentPageStorage).x ? currentPageStorage + 1 : currentPageStorage - 1
        guard next >= 0, next < pageCount else { return }
        currentPageStorage = next
        setNeedsDisplay()
        sendActions(for: .valueChanged, event: event)
    }

    /// Draws the dots in the picture.
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        guard !isHiddenForSinglePage else { return }
        let other = pageIndicatorTintColor ?? UIColor(white: 0, alpha: 0.2)
        let current = currentPageIndicatorTintColor ?? UIColor(white: 0.2, alpha: 1)
        let radius = UIPageControl.dotDiameter / 2
        for page in 0..<pageCount {
            let center = dotCenter(of: page)
            context.fillEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2),
                                color: page == currentPageStorage ? current : other)
        }
    }

    /// Adds `currentPage = N; numberOfPages = M` to the dump.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        fields.leading.append("currentPage = \(currentPageStorage); numberOfPages = \(pageCount)")
    }

    // MARK: - Storage (internal)

    static let dotDiameter: CGFloat = 7
    static let dotPitch: CGFloat = 16
    static let height: CGFloat = 26

    var pageCount = 0
    var currentPageStorage = 0

    /// Whether the control shows nothing because it has one page and hides for a single page.
    var isHiddenForSinglePage: Bool { hidesForSinglePage && pageCount <= 1 }

    /// The centre of a page's dot, the row of dots centred in the bounds.
    func dotCenter(of page: Int) -> CGPoint {
        let rowWidth = CGFloat(pageCount) * UIPageControl.dotPitch
        let startX = (bounds.width - rowWidth) / 2
        return CGPoint(x: startX + (CGFloat(page) + 0.5) * UIPageControl.dotPitch, y: bounds.midY)
    }
}
