// UIPickerViewDataSource.swift: what a picker view asks of its data source and tells its delegate.

/// The object that tells a ``UIPickerView`` how many components and rows it has, as UIKit's
/// `UIPickerViewDataSource`.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components (wheels).
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows of `component`.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The object that gives a ``UIPickerView`` its rows' titles and sizes and hears of selections, as
/// UIKit's `UIPickerViewDelegate`. UIKit's optional methods are requirements here with default
/// implementations.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// The title of a row; nil (an empty row) by default.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The width of a component; 0 (share the picker's width equally) by default.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of the rows of a component; 0 (32 points) by default.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The user selected `row` of `component` (not sent for `selectRow(_:inComponent:animated:)`);
    /// does nothing by default.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// 0: the picker shares its width equally.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    /// 0: rows are 32 points high.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
