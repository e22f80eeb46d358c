// UISearchController.swift: the controller that runs a search from its search bar: it becomes
// active when the bar begins editing, asks its updater for results as the text changes, shows
// the results controller over the searched content, and ends with the Cancel button.

/// A view controller that runs a search from a search bar, as UIKit's `UISearchController`.
///
/// Put its ``searchBar`` in the interface (usually `navigationItem.searchController = self`'s
/// search controller, which puts the bar under the navigation bar's title). Tapping the field
/// makes the controller active: the delegate hears `willPresentSearchController(_:)`, the
/// interface shows (a dimming view over the content when
/// ``obscuresBackgroundDuringPresentation``, the ``searchResultsController`` once there is text),
/// the ``searchResultsUpdater`` is asked for results, then `didPresentSearchController(_:)`.
/// Each change of the text asks the updater again. Cancel (shown while active when
/// ``automaticallyShowsCancelButton``) ends the search and clears the text. Nothing is animated.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// Makes a search controller whose results show in `searchResultsController` (nil: the
    /// searched controller shows them itself).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        setUpSearchController()
    }

    /// Makes a search controller with no results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpSearchController()
    }

    /// Source compatibility; makes a search controller with no results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        setUpSearchController()
    }

    private func setUpSearchController() {
        ownSearchBar.searchController = self
        if let results = searchResultsController {
            addChild(results)
            results.didMove(toParent: self)
        }
    }

    private let ownSearchBar = UISearchBar()

    /// The search bar the search runs from; put it in the interface.
    open var searchBar: UISearchBar { ownSearchBar }

    /// The controller that shows the results, shown over the searched content; nil when the
    /// searched controller shows them itself.
    public let searchResultsController: UIViewController?

    /// The object asked to update the results, held weakly.
    open weak var searchResultsUpdater: UISearchResultsUpdating?

    /// The delegate, held weakly.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the search interface is shown. Setting it true presents it (the bar does not
    /// begin editing, as on a device); false dismisses it and clears the text.
    open var isActive: Bool {
        get { isActiveStorage }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }
    private var isActiveStorage = false

    /// Whether a dimming view covers the searched content while active; false by default, as
    /// since iOS 15. Tapping it ends the search.
    open var obscuresBackgroundDuringPresentation = false {
        didSet { updateSearchInterface() }
    }

    /// The older name of ``obscuresBackgroundDuringPresentation`` (deprecated in iOS 12).
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar's title row hides while the search is active, leaving the
    /// search row alone at the top of the bar, as on a phone; true by default.
    open var hidesNavigationBarDuringPresentation = true {
        didSet {
            guard isActiveStorage, oldValue != hidesNavigationBarDuringPresentation else { return }
            navigationBarHoldingSearchBar?.searchControllerDidChangeActive()
        }
    }

    /// The navigation bar whose search row holds the search bar, if any.
    var navigationBarHoldingSearchBar: UINavigationBar? {
        guard let bar = searchBar.superview as? UINavigationBar, bar.topItem?.searchController === self else { return nil }
        return bar
    }

    /// Whether the search bar shows its Cancel button while active; true by default.
    open var automaticallyShowsCancelButton = true

    /// Whether the search bar shows its scope bar while active; true by default. It rules when
    /// ``scopeBarActivation`` is `.automatic`.
    open var automaticallyShowsScopeBar = true

    /// When the controller shows and hides the search bar's scope bar (iOS 16); `.automatic` by
    /// default (UISearchController+Suggestions.swift).
    open var scopeBarActivation: ScopeBarActivation = .automatic

    /// Suggestions offered as shortcuts below the search field (iOS 16); nil by default. Kept
    /// (no suggestion list is drawn; Docs/Differences.md).
    open var searchSuggestions: [any UISearchSuggestion]?

    /// Whether no suggestions show while the search bar is stacked (iOS 16); false by default. Kept.
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked = false

    /// Whether the controller shows ``searchResultsController`` by itself: while active, when the
    /// search text is not empty; true by default. Setting ``showsSearchResultsController`` makes
    /// it false.
    open var automaticallyShowsSearchResultsController = true {
        didSet { updateSearchInterface() }
    }

    /// Whether ``searchResultsController`` shows while active. Setting it makes
    /// ``automaticallyShowsSearchResultsController`` false.
    open var showsSearchResultsController: Bool {
        get {
            guard isActiveStorage, searchResultsController != nil else { return false }
            if automaticallyShowsSearchResultsController { return !(searchBar.text ?? "").isEmpty }
            return showsResultsStorage
        }
        set {
            showsResultsStorage = newValue
            automaticallyShowsSearchResultsController = false
            updateSearchInterface()
        }
    }
    private var showsResultsStorage = false

    /// The view over the searched content: clear, with the dimming view and the results inside.
    open override func loadView() {
        let view = UIView(frame: UIScreen.main.bounds)
        view.backgroundColor = .clear
        self.view = view
    }

    /// The view that dims the searched content; tapping it ends the search.
    lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor(white: 0, alpha: 0.2)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: UISearchController.dimmingViewTapped))
        return view
    }()

    private func dimmingViewTapped() {
        deactivate()
    }

    // MARK: - Activation

    /// Becomes active (the bar began editing, or `isActive` was set): tells the delegate, shows
    /// the interface, asks the updater for results.
    func activate() {
        guard !isActiveStorage else { return }
        delegate?.willPresentSearchController(self)
        isActiveStorage = true
        let bar = searchBar
        bar.searchController = self
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(true, animated: true) }
        if showsScopeBarOnActivation, !(bar.scopeButtonTitles ?? []).isEmpty { bar.showsScopeBar = true }
        navigationBarHoldingSearchBar?.searchControllerDidChangeActive()
        if let delegate { delegate.presentSearchController(self) } else { showSearchInterface() }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    /// Ends the search (Cancel, a tap on the dimming view, or `isActive = false`): the bar
    /// stops editing and is cleared, the interface goes, the updater is asked once more.
    func deactivate() {
        guard isActiveStorage else { return }
        delegate?.willDismissSearchController(self)
        isActiveStorage = false
        let bar = searchBar
        if bar.searchTextField.isFirstResponder { bar.resignFirstResponder() }
        bar.text = ""
        if automaticallyShowsCancelButton { bar.setShowsCancelButton(false, animated: true) }
        if hidesScopeBarOnDismissal, !(bar.scopeButtonTitles ?? []).isEmpty { bar.showsScopeBar = false }
        navigationBarHoldingSearchBar?.searchControllerDidChangeActive()
        updateSearchInterface()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The search text changed by the user: the controller is active (typing made it so), the
    /// results controller follows the text, and the updater is asked.
    func searchTextDidChange() {
        guard isActiveStorage else { return }
        if scopeBarActivation == .onTextEntry, !(searchBar.text ?? "").isEmpty { searchBar.showsScopeBar = true }
        updateSearchInterface()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// Shows the search interface: the controller's view over the searched content, holding the
    /// dimming view and the results controller as needed. What the delegate's default
    /// `presentSearchController(_:)` does.
    func showSearchInterface() {
        interfaceShown = true
        updateSearchInterface()
    }
    private var interfaceShown = false

    /// Puts the controller's view over the searched content (below a navigation bar holding the
    /// search bar, else below the search bar in its window) while it has something to show.
    func updateSearchInterface() {
        if !isActiveStorage { interfaceShown = false }
        let showsResults = showsSearchResultsController
        let needsView = interfaceShown && (obscuresBackgroundDuringPresentation || showsResults)
        guard needsView, let placement = interfacePlacement() else {
            viewIfLoaded?.removeFromSuperview()
            return
        }
        guard let view else { return }
        view.frame = placement.frame
        if view.superview !== placement.container {
            if let below = placement.below {
                placement.container.insertSubview(view, belowSubview: below)
            } else {
                placement.container.addSubview(view)
            }
        }
        if obscuresBackgroundDuringPresentation, !showsResults {
            dimmingView.frame = view.bounds
            if dimmingView.superview !== view { view.addSubview(dimmingView) }
        } else {
            dimmingView.removeFromSuperview()
        }
        if let results = searchResultsController, let resultsView = results.view {
            if showsResults {
                resultsView.frame = view.bounds
                resultsView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                if resultsView.superview !== view { view.addSubview(resultsView) }
            } else if resultsView.superview === view {
                resultsView.removeFromSuperview()
            }
        }
    }

    /// Where the interface goes: the container, the frame in it, and the view to stay below.
    private func interfacePlacement() -> (container: UIView, frame: CGRect, below: UIView?)? {
        let bar = searchBar
        if let navigationBar = bar.superview as? UINavigationBar, let container = navigationBar.superview {
            // The bar's height follows the search (its scope bar, its title row): measure it first.
            container.layoutIfNeeded()
            let bounds = container.bounds
            let top = navigationBar.frame.maxY
            return (container, CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top)),
                    navigationBar)
        }
        guard let window = bar.window else { return nil }
        let top = bar.convert(bar.bounds, to: window).maxY
        let bounds = window.bounds
        return (window, CGRect(x: bounds.minX, y: top, width: bounds.width, height: max(0, bounds.maxY - top)), nil)
    }
}
