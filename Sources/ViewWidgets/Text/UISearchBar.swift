// UISearchBar.swift: a bar with a search field and an optional Cancel button, whose editing
// reaches the search bar's delegate.

/// A search field on a bar, as UIKit's `UISearchBar`: a ``UISearchTextField`` inset 8 points
/// from the sides of a 56-point bar, and a Cancel button at the right when `showsCancelButton`
/// is set. The field's editing is passed to the search bar's delegate (``UISearchBarDelegate``);
/// its Return key is the Search key.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// The bar's height, as UIKit sizes a search bar without a prompt or scope bar.
    static let barHeight: CGFloat = 56

    /// The text field, whose delegate is the search bar's own: set the search bar's `delegate`.
    public let searchTextField = UISearchTextField(frame: .zero)

    /// The Cancel button, made the first time it shows.
    private var cancelButton: UIButton?

    /// Passes the field's delegate calls and changes on to the search bar's delegate.
    lazy var bridge = SearchFieldBridge(searchBar: self)

    /// Makes a search bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchBar()
    }

    /// Source compatibility; makes a zero-sized search bar.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchBar()
    }

    private func setUpSearchBar() {
        searchTextField.delegate = bridge
        searchTextField.addTarget(bridge, action: SearchFieldBridge.textChanged, for: .editingChanged)
        addSubview(searchTextField)
    }

    /// The delegate, held weakly.
    open weak var delegate: UISearchBarDelegate?

    /// The search controller whose bar this is; it hears the bar's editing before the delegate.
    weak var searchController: UISearchController?

    /// How far the navigation bar's search row holding this bar has collapsed as the content
    /// scrolled (0 up to 52 points; UINavigationBar+Search.swift): the field loses as much of its
    /// 36 points of height and fades with it, so it is gone (transparent, no height) once the
    /// row has collapsed by 36 points.
    var fieldCollapse: CGFloat = 0 {
        didSet {
            guard oldValue != fieldCollapse else { return }
            searchTextField.alpha = max(0, 36 - fieldCollapse) / 36
            setNeedsLayout()
        }
    }

    /// The titles of the scope bar's buttons, left to right; nil by default
    /// (UISearchBar+Scope.swift).
    open var scopeButtonTitles: [String]? {
        didSet { scopeButtonTitlesDidChange() }
    }

    /// Whether the scope bar shows under the field (with ``scopeButtonTitles``); false by default.
    open var showsScopeBar = false {
        didSet { if showsScopeBar != oldValue { scopeBarVisibilityDidChange() } }
    }

    /// The index of the selected scope button; 0 by default. Setting it tells nobody.
    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    /// The segmented control of the scope bar, made when it first shows.
    var scopeBar: UISegmentedControl?

    /// The search text; `""` when there is none. Setting it tells nobody.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    /// The grey text shown while the field is empty; nil by default.
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    /// A line of text above the field; nil by default. Stored only (not laid out).
    open var prompt: String?

    /// How the bar looks; `.default` by default. Stored only.
    open var searchBarStyle: Style = .default

    /// The bar's background colour; nil by default. Stored only.
    open var barTintColor: UIColor?

    /// The bar's style; `.default` by default. Kept (the bar is drawn as `searchBarStyle` says).
    open var barStyle: UIBarStyle = .default

    /// Whether the bar's background is translucent; true by default. Kept.
    open var isTranslucent = true

    /// Whether the bookmark button (an open book) shows at the field's right while the field is
    /// not being edited; false by default. A tap calls the delegate's `searchBarBookmarkButtonClicked(_:)`.
    open var showsBookmarkButton = false { didSet { updateFieldButton() } }

    /// Whether the results list button shows at the field's right while the field is not being
    /// edited (instead of the bookmark button); false by default. A tap calls the delegate's
    /// `searchBarResultsListButtonClicked(_:)`.
    open var showsSearchResultsButton = false { didSet { updateFieldButton() } }

    /// Whether the results list button is selected; false by default.
    open var isSearchResultsButtonSelected = false { didSet { updateFieldButton() } }

    /// How far the field's background is moved from its place; zero by default. Kept.
    open var searchFieldBackgroundPositionAdjustment = UIOffset()

    /// How far the text is moved inside the field; zero by default. Kept.
    open var searchTextPositionAdjustment = UIOffset()

    /// The image behind the bar; nil by default. Kept.
    open var backgroundImage: UIImage?

    /// The image behind the scope bar; nil by default. Kept.
    open var scopeBarBackgroundImage: UIImage?

    /// Whether the bar takes input (iOS 16.4); true by default. A disabled bar's field, scope
    /// bar, Cancel button and bookmark/results button are disabled: taps on them do nothing.
    open var isEnabled = true {
        didSet {
            searchTextField.isEnabled = isEnabled
            scopeBar?.isEnabled = isEnabled
            cancelButton?.isEnabled = isEnabled
            appearance.bookmarkButton?.isEnabled = isEnabled
        }
    }

    /// The icons, images and buttons customised (UISearchBar+Appearance.swift).
    var appearance = SearchBarAppearance()

    /// Whether the Cancel button shows; false by default.
    open var showsCancelButton = false { didSet { setNeedsLayout() } }

    /// Shows or hides the Cancel button (`animated` is accepted; it changes at once).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Which keyboard the field shows; `.default` by default.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    /// What the Return key says; `.search` by default.
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// When the keyboard capitalizes by itself; `.sentences` by default.
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    /// Whether autocorrection is on; `.default` by default.
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }

    /// The view shown along the top of the keyboard while the field is edited; nil by default.
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    /// True: the search field can edit.
    open override var canBecomeFirstResponder: Bool { searchTextField.canBecomeFirstResponder }

    /// Begins editing in the search field (its delegate calls reach the search bar's delegate).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        searchTextField.becomeFirstResponder()
    }

    /// Ends editing in the search field.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        searchTextField.resignFirstResponder()
    }

    /// Places the field, 36 points tall and 8 points in from the sides, and the Cancel button,
    /// in the row above the scope bar when it shows.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let row = fieldRow
        var fieldRight = bounds.maxX - 8
        if showsCancelButton {
            let button = cancelButton ?? makeCancelButton()
            let size = button.intrinsicContentSize
            button.frame = CGRect(x: bounds.maxX - 8 - size.width, y: row.midY - size.height / 2,
                                  width: size.width, height: size.height)
            if button.superview !== self { addSubview(button) }
            fieldRight = button.frame.minX - 8
        } else if let cancelButton, cancelButton.superview === self {
            cancelButton.removeFromSuperview()
        }
        let fieldHeight = max(0, 36 - fieldCollapse)
        searchTextField.frame = CGRect(x: bounds.minX + 8, y: row.midY - fieldHeight / 2, width: max(0, fieldRight - bounds.minX - 8),
                                       height: fieldHeight)
        layoutScopeBar()
    }

    /// The bar's width (the size offered) by 56 points, 100 with the scope bar.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width > 0 ? size.width : bounds.width, height: UISearchBar.barHeight + scopeBarHeight)
    }

    /// No intrinsic width; 56 points tall, 100 with the scope bar.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UISearchBar.barHeight + scopeBarHeight)
    }

    private func makeCancelButton() -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Cancel", for: .normal)
        button.addTarget(bridge, action: SearchFieldBridge.cancelTapped, for: .touchUpInside)
        button.isEnabled = isEnabled
        cancelButton = button
        return button
    }

    /// How a search bar looks, as UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable, CaseIterable {
        /// The system's look (0).
        case `default` = 0
        /// A translucent background with an opaque field (1).
        case prominent = 1
        /// No background; an opaque field (2).
        case minimal = 2
    }
}

/// The search field's delegate and target: it passes each call on to the search bar's delegate.
@MainActor
final class SearchFieldBridge: UITextFieldDelegate {
    weak var searchBar: UISearchBar?

    init(searchBar: UISearchBar) { self.searchBar = searchBar }

    private var barDelegate: UISearchBarDelegate? { searchBar?.delegate }

    /// Asks the delegate; when editing may begin, the bar's search controller becomes active.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        let allowed = barDelegate?.searchBarShouldBeginEditing(searchBar) ?? true
        if allowed { searchBar.searchController?.activate() }
        return allowed
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        if let searchBar { barDelegate?.searchBarTextDidBeginEditing(searchBar) }
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let searchBar else { return true }
        return barDelegate?.searchBarShouldEndEditing(searchBar) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        if let searchBar { barDelegate?.searchBarTextDidEndEditing(searchBar) }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard let searchBar else { return true }
        return barDelegate?.searchBar(searchBar, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key: tells the delegate, and keeps editing (the delegate usually resigns).
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let searchBar { barDelegate?.searchBarSearchButtonClicked(searchBar) }
        return true
    }

    /// `.editingChanged` from the field (typing or the clear button).
    func textChanged(_ field: UITextField) {
        guard let searchBar else { return }
        barDelegate?.searchBar(searchBar, textDidChange: field.text ?? "")
        searchBar.searchController?.searchTextDidChange()
    }

    /// The Cancel button's tap: tells the delegate, then ends the search controller's search.
    func cancelTapped() {
        guard let searchBar else { return }
        barDelegate?.searchBarCancelButtonClicked(searchBar)
        searchBar.searchController?.deactivate()
    }

    /// A tap on the bookmark or results list button.
    func fieldButtonTapped() {
        guard let searchBar else { return }
        if searchBar.showsSearchResultsButton {
            barDelegate?.searchBarResultsListButtonClicked(searchBar)
        } else {
            barDelegate?.searchBarBookmarkButtonClicked(searchBar)
        }
    }

    /// A tap on a scope button.
    func scopeChanged(_ control: UISegmentedControl) {
        guard let searchBar else { return }
        searchBar.selectedScopeButtonIndex = control.selectedSegmentIndex
        barDelegate?.searchBar(searchBar, selectedScopeButtonIndexDidChange: control.selectedSegmentIndex)
    }
}
