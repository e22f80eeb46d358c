// UIPickerView.swift: wheels of rows, one selected per component: the API and the touches.
// The rows' labels and the picture are in UIPickerView+Wheels.swift.

/// A view of one or more wheels (components) of rows, with one row selected in each, as UIKit's
/// `UIPickerView`.
///
/// The ``dataSource`` gives the components and rows, the ``delegate`` their titles. Each component
/// shows its selected row in the middle of the picker, on a grey band, with the rows around it
/// above and below (as many as fit). A vertical drag on a component turns it by whole rows (the
/// rows the finger moved, rounded) when the finger lifts; a tap on a row above or below the middle
/// turns it to that row; either way the delegate hears `pickerView(_:didSelectRow:inComponent:)`
/// when the selection changed. The wheel does not spin on: it settles at once. The picker is 216
/// points high (``sizeThatFits(_:)``), rows 32 points.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// Makes a picker with no data source.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        clipsToBounds = true
    }

    /// Source compatibility; makes a zero-sized picker.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The object that gives the components and rows, held weakly.
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { reloadAllComponents() }
    }

    /// The object that gives titles and sizes and hears of selections, held weakly.
    open weak var delegate: UIPickerViewDelegate? {
        didSet { reloadAllComponents() }
    }

    /// The number of components, as the data source last gave it.
    open var numberOfComponents: Int { rowCounts.count }

    /// The number of rows of `component`, as the data source last gave it; 0 for a component out of range.
    open func numberOfRows(inComponent component: Int) -> Int {
        rowCounts.indices.contains(component) ? rowCounts[component] : 0
    }

    /// The size of a row of `component`: the component's width and its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        let frames = componentFrames()
        let width = frames.indices.contains(component) ? frames[component].width : 0
        return CGSize(width: width, height: rowHeight(forComponent: component))
    }

    /// Asks the data source and delegate again for everything; selections are kept within the rows.
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        rowCounts = (0..<count).map { max(0, dataSource?.pickerView(self, numberOfRowsInComponent: $0) ?? 0) }
        selectedRows = rowCounts.indices.map { index in
            let previous = selectedRows.indices.contains(index) ? selectedRows[index] : 0
            return min(previous, max(0, rowCounts[index] - 1))
        }
        rebuildWheels()
    }

    /// Asks the data source and delegate again for `component`.
    open func reloadComponent(_ component: Int) {
        guard rowCounts.indices.contains(component) else { return }
        rowCounts[component] = max(0, dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0)
        selectedRows[component] = min(selectedRows[component], max(0, rowCounts[component] - 1))
        rebuildWheels()
    }

    /// Turns `component` to `row` (clamped to its rows), telling the delegate nothing; `animated`
    /// is accepted for source compatibility (the wheel settles at once).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return }
        selectedRows[component] = max(0, min(row, rowCounts[component] - 1))
        rebuildWheels()
    }

    /// The selected row of `component`, or -1 when it has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        guard rowCounts.indices.contains(component), rowCounts[component] > 0 else { return -1 }
        return selectedRows[component]
    }

    /// The width given and 216 points.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: UIPickerView.height)
    }

    /// No intrinsic width; 216 points high.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIPickerView.height)
    }

    /// Places each component's rows around the middle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutWheels()
    }

    /// Draws the grey band behind the selected rows in the picture.
    open override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        let height = rowHeight(forComponent: 0)
        context.fillRect(CGRect(x: 8, y: bounds.midY - height / 2, width: max(0, bounds.width - 16), height: height),
                         color: UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12), cornerRadius: 8)
    }

    // MARK: - Touches

    /// Remembers where the finger went down and on which component.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        touchStart = touch.location(in: self)
    }

    /// Turns the wheel under the finger by the rows it moved (a drag), or to the row tapped.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(touch) else { return }
        trackedTouch = nil
        finishTurn(at: touch.location(in: self))
    }

    /// Forgets the finger; the wheel stays.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let touch = trackedTouch, touches.contains(touch) { trackedTouch = nil }
    }

    // MARK: - Storage (internal)

    /// The picker's height (UIKit's default).
    static let height: CGFloat = 216
    /// The default row height.
    static let defaultRowHeight: CGFloat = 32

    var rowCounts: [Int] = []
    var selectedRows: [Int] = []
    /// One view per component holding its visible rows' labels.
    var wheels: [UIView] = []
    var trackedTouch: UITouch?
    var touchStart = CGPoint.zero
}
