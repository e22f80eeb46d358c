// UISegmentedControl+Segments.swift: the segments' views, their widths, and the control's track
// and selection in pictures.

/// The view of one segment: its title label or image view (internal; named after UIKit's).
/// Segments take no touches themselves: the control tracks them.
final class UISegment: UIView {
    let label = UILabel()
    /// The image view, for a segment that shows an image.
    private(set) var imageView: UIImageView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        label.textAlignment = .center
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `title`, or `image` when there is no title.
    func show(title: String?, image: UIImage?) {
        label.text = title
        if title != nil, label.superview == nil { addSubview(label) }
        if let image {
            let view = imageView ?? UIImageView()
            view.image = image
            if imageView == nil {
                addSubview(view)
                imageView = view
            }
        }
    }

    // MARK: - Accessibility: each segment is a button, as in UIKit (the control is a container)

    /// True unless set.
    override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The segment's title unless a label was set.
    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? label.text }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button`, `.selected` for the selected segment, `.notEnabled` for a disabled one, unless
    /// traits were set.
    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            guard accessibilityStorage?.traits == nil else { return super.accessibilityTraits }
            var traits: UIAccessibilityTraits = .button
            guard let control = superview as? UISegmentedControl,
                  let index = control.segmentViews.firstIndex(where: { $0 === self }) else { return traits }
            if index == control.selectedSegmentIndex { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: index) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 4, dy: 0)
        guard let imageView else { return }
        let size = imageView.image?.size ?? .zero
        imageView.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(),
                                 y: ((bounds.height - size.height) / 2).rounded(), width: size.width, height: size.height)
    }
}

extension UISegmentedControl {
    /// The room on each side of a segment's content.
    static let contentPadding: CGFloat = 12
    /// How far the selected segment's background is inset in the track.
    static let selectionInset: CGFloat = 2

    /// The font of titles in `state` (`.font` of the attributes, else 13 points, semibold when selected).
    func titleFont(selected: Bool) -> UIFont {
        let state: UIControl.State = selected ? .selected : .normal
        if let font = titleAttributes[state.rawValue]?[.font] as? UIFont { return font }
        if selected, let font = titleAttributes[UIControl.State.normal.rawValue]?[.font] as? UIFont { return font }
        return selected ? .systemFont(ofSize: 13, weight: .semibold) : .systemFont(ofSize: 13)
    }

    /// The width of a segment's content plus its padding (the selected font, the wider one).
    func contentWidth(of segment: Segment) -> CGFloat {
        let content: CGFloat
        if let title = segment.title {
            content = (title as NSString).size(withAttributes: [.font: titleFont(selected: true)]).width.rounded(.up)
        } else {
            content = segment.image?.size.width ?? 0
        }
        return content + UISegmentedControl.contentPadding * 2
    }

    /// Each segment's width when the control is its fitting size.
    func fittingWidths() -> [CGFloat] {
        let contents = segments.map(contentWidth(of:))
        let widest = contents.max() ?? 0
        return segments.indices.map { index in
            if segments[index].width > 0 { return segments[index].width }
            return apportionsSegmentWidthsByContent ? contents[index] : widest
        }
    }

    /// Each segment's width in the current bounds: fixed widths kept, the rest sharing what is left
    /// (in proportion to content when apportioned, else equally).
    func laidOutWidths() -> [CGFloat] {
        let fitting = fittingWidths()
        let fixedTotal = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        guard !automatic.isEmpty else { return fitting }
        let automaticFitting = automatic.reduce(0) { $0 + fitting[$1] }
        let room = max(0, bounds.width - fixedTotal)
        var widths = fitting
        for index in automatic {
            widths[index] = automaticFitting > 0 && apportionsSegmentWidthsByContent
                ? room * fitting[index] / automaticFitting
                : room / CGFloat(automatic.count)
        }
        return widths
    }

    /// The frame of each segment in the control's bounds: from the left, or from the right when
    /// the control runs right to left (a `.spatial` or `.playback` control never does).
    func segmentFrames() -> [CGRect] {
        var x: CGFloat = 0
        let mirrored = isRightToLeft, width = bounds.width
        return laidOutWidths().map { segmentWidth in
            var frame = CGRect(x: x.rounded(), y: 0, width: (x + segmentWidth).rounded() - x.rounded(), height: bounds.height)
            if mirrored { frame.origin.x = width - frame.maxX }
            x += segmentWidth
            return frame
        }
    }

    /// The segment under `point` (control coordinates), or nil.
    func segmentIndex(at point: CGPoint) -> Int? {
        segmentFrames().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    /// The segment views changed in number or content: rebuilds them, then lays out again.
    func segmentsDidChange() {
        rebuildSegmentViews()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Makes one view per segment anew.
    func rebuildSegmentViews() {
        for view in segmentViews { view.removeFromSuperview() }
        segmentViews = segments.map { segment in
            let view = UISegment()
            view.show(title: segment.title, image: segment.image)
            addSubview(view)
            return view
        }
        updateSegmentAppearance()
    }

    /// Fonts and colours for the selection, the highlight and disabled segments.
    func updateSegmentAppearance() {
        for (index, view) in segmentViews.enumerated() {
            let isSelected = index == selectedIndexStorage
            view.label.font = titleFont(selected: isSelected)
            let state: UIControl.State = isSelected ? .selected : .normal
            let color = titleAttributes[state.rawValue]?[.foregroundColor] as? UIColor ?? .black
            let enabled = isEnabled && segments.indices.contains(index) && segments[index].isEnabled
            view.label.textColor = enabled ? color : UIColor(white: 0.75, alpha: 1)
            view.alpha = index == highlightedSegment && !isSelected ? 0.6 : 1
        }
        setNeedsDisplay()
    }

    /// Places each segment view in its frame.
    func layoutSegmentViews() {
        for (view, frame) in zip(segmentViews, segmentFrames()) where view.frame != frame {
            view.frame = frame
        }
    }

    /// The grey rounded track, the white background of the selected segment, and the hairlines
    /// between unselected segments.
    func drawSegmentedControlSVGContent(in context: SVGDrawingContext) {
        let track = CGRect(origin: .zero, size: bounds.size)
        context.fillRect(track, color: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12), cornerRadius: 9)
        let frames = segmentFrames()
        if frames.indices.contains(selectedIndexStorage) {
            let selected = frames[selectedIndexStorage].insetBy(dx: UISegmentedControl.selectionInset,
                                                                dy: UISegmentedControl.selectionInset)
            context.fillRect(selected, color: selectedSegmentTintColor ?? .white, cornerRadius: 7)
        }
        for index in frames.indices.dropFirst() where index != selectedIndexStorage && index - 1 != selectedIndexStorage {
            let x = isRightToLeft ? frames[index].maxX : frames[index].minX  // where it meets the one before
            context.fillRect(CGRect(x: x - 0.5, y: 8, width: 1, height: max(0, bounds.height - 16)),
                             color: UIColor(white: 0, alpha: 0.15))
        }
    }
}
