// UISegmentedControl.swift: a row of segments, one of them selected: storage, the segment API,
// tracking and the override points. Segment views, widths and the picture are in
// UISegmentedControl+Segments.swift.

/// A horizontal control of segments, each a title or an image, of which one is selected, as
/// UIKit's `UISegmentedControl`.
///
/// A tap on an enabled segment (a finger lifted inside the control, over that segment) selects it
/// and sends `.valueChanged` (after `endTracking`, before `.touchUpInside`); tapping the selected
/// segment again sends nothing. A momentary control (``isMomentary``) sends `.valueChanged` for
/// every tap, with ``selectedSegmentIndex`` set to the tapped segment while its actions run, and
/// shows no selection afterwards. Setting the selection in code sends nothing.
///
/// The control is 32 points high. Its width fits the segments: equal widths, each its widest
/// content plus 12 points on each side (or each its own content, with
/// ``apportionsSegmentWidthsByContent``); a segment given a width with ``setWidth(_:forSegmentAt:)``
/// keeps it. In a frame wider than that, the segments without a width share the room.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The value of ``selectedSegmentIndex`` when no segment is selected: -1.
    public static let noSegment = -1

    /// Makes a control with one segment per item: a `String` becomes a title, a `UIImage` an
    /// image (other items are skipped). It is sized to fit its segments.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            }
        }
        rebuildSegmentViews()
        bounds.size = intrinsicContentSize
    }

    /// Makes a control with no segments.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Source compatibility; makes a zero-sized control with no segments.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    // MARK: - Segments

    /// The number of segments.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment, or ``noSegment`` (the default). Setting it selects without sending an
    /// action; an index out of range (other than `noSegment`) is ignored.
    open var selectedSegmentIndex: Int {
        get { selectedIndexStorage }
        set {
            guard newValue == UISegmentedControl.noSegment || segments.indices.contains(newValue) else { return }
            guard newValue != selectedIndexStorage else { return }
            selectedIndexStorage = newValue
            updateSegmentAppearance()
        }
    }

    /// Whether segments show no selection after a tap; false by default.
    open var isMomentary = false

    /// Whether each segment is as wide as its own content rather than all as wide as the widest;
    /// false by default.
    open var apportionsSegmentWidthsByContent = false {
        didSet { segmentsDidChange() }
    }

    /// The colour of the selected segment's background; nil (white) by default.
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Inserts a segment showing `title` at `segment` (past the end: appended).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts a segment showing `image` at `segment` (past the end: appended).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Removes the segment at `segment` (out of range: nothing); the selection moves with the
    /// segments after it, and is cleared when it is the segment removed.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedIndexStorage == segment {
            selectedIndexStorage = UISegmentedControl.noSegment
        } else if selectedIndexStorage > segment {
            selectedIndexStorage -= 1
        }
        segmentsDidChange()
    }

    /// Removes every segment; nothing is selected.
    open func removeAllSegments() {
        segments.removeAll()
        selectedIndexStorage = UISegmentedControl.noSegment
        segmentsDidChange()
    }

    /// Shows `title` in `segment` (in place of an image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
        segmentsDidChange()
    }

    /// The title of `segment`, or nil.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Shows `image` in `segment` (in place of a title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
        segmentsDidChange()
    }

    /// The image of `segment`, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Gives `segment` a fixed width; 0 (the default) sizes it automatically.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = max(0, width)
        segmentsDidChange()
    }

    /// The width given to `segment` with ``setWidth(_:forSegmentAt:)``; 0 when it sizes automatically.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables one segment; a disabled segment is drawn grey and ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
        updateSegmentAppearance()
    }

    /// Whether `segment` is enabled; true by default.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the attributes of the titles in `state` (`.normal`, `.selected`): `.font` and
    /// `.foregroundColor` are used.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        segmentsDidChange()
    }

    /// The attributes of the titles in `state`, as set; nil by default.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    // MARK: - Sizing and layout

    /// The width that fits the segments, 32 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: fittingWidths().reduce(0, +), height: UISegmentedControl.height)
    }

    /// The fitting width and 32 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Places the segments side by side.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSegmentViews()
    }

    /// Draws the rounded track and the selected segment's background in the picture.
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        drawSegmentedControlSVGContent(in: context)
    }

    /// Adds `selectedSegmentIndex = N` to the dump when a segment is selected.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if selectedIndexStorage != UISegmentedControl.noSegment {
            fields.leading.append("selectedSegmentIndex = \(selectedIndexStorage)")
        }
    }

    // MARK: - Tracking

    /// Highlights the segment under the finger.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        highlightedSegment = segmentIndex(at: touch.location(in: self))
        updateSegmentAppearance()
        return super.beginTracking(touch, with: event)
    }

    /// Highlights the segment under the finger while it is inside the control.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        highlightedSegment = bounds.contains(point) ? segmentIndex(at: point) : nil
        updateSegmentAppearance()
        return super.continueTracking(touch, with: event)
    }

    /// Selects the enabled segment under a finger lifted inside the control and sends
    /// `.valueChanged` when the selection changed (always, when momentary).
    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        super.endTracking(touch, with: event)
        highlightedSegment = nil
        defer { updateSegmentAppearance() }
        guard let touch, bounds.contains(touch.location(in: self)),
              let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return }
        if isMomentary {
            selectedIndexStorage = index
            sendActions(for: .valueChanged, event: event)
            selectedIndexStorage = UISegmentedControl.noSegment
        } else if index != selectedIndexStorage {
            selectedIndexStorage = index
            updateSegmentAppearance()
            sendActions(for: .valueChanged, event: event)
        }
    }

    /// Clears the highlight.
    open override func cancelTracking(with event: UIEvent?) {
        super.cancelTracking(with: event)
        highlightedSegment = nil
        updateSegmentAppearance()
    }

    /// A segmented control's single tap is its own: overlapping recognizers of other views wait for it.
    override func defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    // MARK: - Storage (internal)

    /// One segment's content and settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var width: CGFloat = 0
        var isEnabled = true
    }

    /// The height of the control (UIKit's since iOS 13).
    static let height: CGFloat = 32

    var segments: [Segment] = []
    var selectedIndexStorage = UISegmentedControl.noSegment
    /// The segment under the finger while tracking.
    var highlightedSegment: Int?
    /// The title attributes per control state's raw value.
    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// One view per segment, in order.
    var segmentViews: [UISegment] = []

    private func insert(_ segment: Segment, at index: Int) {
        let position = max(0, min(index, segments.count))
        segments.insert(segment, at: position)
        if selectedIndexStorage >= position { selectedIndexStorage += 1 }
        segmentsDidChange()
    }
}
