// UISearchBar+Appearance.swift: the search bar's style, images, position adjustments, bookmark
// and results-list buttons, scope bar styling and enabling
// (https://developer.apple.com/documentation/uikit/uisearchbar).

/// What a search bar keeps of its customised look (UISearchBar+Appearance.swift).
struct SearchBarAppearance {
    var iconImages: [UISearchBar.Icon: [UInt: UIImage]] = [:]
    var iconAdjustments: [UISearchBar.Icon: UIOffset] = [:]
    var fieldBackgroundImages: [UInt: UIImage] = [:]
    var bookmarkButton: UIButton?
    /// The field's `rightViewMode` before the bookmark/results button took the right view,
    /// restored when the button goes.
    var savedRightViewMode: UITextField.ViewMode?
    var scopeTitleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
}

extension UISearchBar {
    /// The icons of a search bar, with UIKit's raw values.
    public enum Icon: Int, Sendable, Hashable {
        /// The magnifying glass at the field's left (0).
        case search = 0
        /// The clear button (1).
        case clear = 1
        /// The bookmark button, an open book (2).
        case bookmark = 2
        /// The results list button (3).
        case resultsList = 3
    }

    /// Sets the image of `icon` in `state`; nil takes the system's back. A search icon set for
    /// `.normal` replaces the magnifying glass; the others are kept (Docs/Differences.md).
    public func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        appearance.iconImages[icon, default: [:]][state.rawValue] = iconImage
        if icon == .search, state == .normal {
            searchTextField.leftView = iconImage.map { image in
                let view = UIImageView(image: image)
                view.contentMode = .center
                view.frame = CGRect(x: 0, y: 0, width: 28, height: 36)
                return view
            } ?? MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: 28, height: 36))
        }
        if icon == .bookmark || icon == .resultsList { updateFieldButton() }
    }

    /// The image set for `icon` in `state`; nil when none was set.
    public func image(for icon: Icon, state: UIControl.State) -> UIImage? {
        appearance.iconImages[icon]?[state.rawValue]
    }

    /// Moves `icon` by `adjustment` from its place (kept; the icons are not moved).
    public func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {
        appearance.iconAdjustments[icon] = adjustment
    }

    /// The adjustment set for `icon`; zero by default.
    public func positionAdjustment(for icon: Icon) -> UIOffset {
        appearance.iconAdjustments[icon] ?? UIOffset()
    }

    /// Sets the image drawn behind the search field in `state` (kept; the field keeps its grey fill).
    public func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        appearance.fieldBackgroundImages[state.rawValue] = backgroundImage
    }

    /// The image set behind the search field in `state`; nil by default.
    public func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? {
        appearance.fieldBackgroundImages[state.rawValue]
    }

    /// Sets the text attributes of the scope bar's titles in `state`: the scope bar's segmented
    /// control draws its titles with them.
    public func setScopeBarButtonTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        appearance.scopeTitleAttributes[state.rawValue] = attributes
        scopeBar?.setTitleTextAttributes(attributes, for: state)
    }

    /// The text attributes of the scope bar's titles in `state`; nil by default.
    public func scopeBarButtonTitleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        appearance.scopeTitleAttributes[state.rawValue]
    }

    /// Shows or hides the scope bar, as setting ``showsScopeBar`` (`animated` is accepted; the
    /// bar changes at once).
    public func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    /// The bookmark or results-list button at the field's right while the field is not being
    /// edited: the results-list button when ``showsSearchResultsButton``, else the bookmark
    /// button when ``showsBookmarkButton``. A tap tells the delegate.
    func updateFieldButton() {
        let icon: Icon? = showsSearchResultsButton ? .resultsList : showsBookmarkButton ? .bookmark : nil
        guard let icon else {
            if let button = appearance.bookmarkButton, searchTextField.rightView === button {
                searchTextField.rightView = nil
                if let mode = appearance.savedRightViewMode { searchTextField.rightViewMode = mode }
            }
            appearance.bookmarkButton = nil
            appearance.savedRightViewMode = nil
            return
        }
        let button = appearance.bookmarkButton ?? UIButton(type: .system)
        let symbol = icon == .resultsList ? "list.bullet" : "book"
        button.setImage(image(for: icon, state: .normal) ?? UIImage(systemName: symbol), for: .normal)
        button.isSelected = icon == .resultsList && isSearchResultsButtonSelected
        button.isEnabled = isEnabled
        button.frame = CGRect(x: 0, y: 0, width: 28, height: 36)
        button.accessibilityLabel = icon == .resultsList ? "Results List" : "Bookmarks"
        if appearance.bookmarkButton == nil {
            button.addTarget(bridge, action: SearchFieldBridge.fieldButtonTapped, for: .touchUpInside)
        }
        if searchTextField.rightView !== button { appearance.savedRightViewMode = searchTextField.rightViewMode }
        appearance.bookmarkButton = button
        searchTextField.rightView = button
        searchTextField.rightViewMode = .unlessEditing
    }
}
