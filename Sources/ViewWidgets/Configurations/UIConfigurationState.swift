// UIConfigurationState.swift: the state a view's configurations are updated for (iOS 14): traits,
// selection, highlight and the rest, with custom keys an app adds
// (https://developer.apple.com/documentation/uikit/uiconfigurationstate).

/// The state a configuration is updated for, as UIKit's `UIConfigurationState`: the traits of the
/// view and any custom values the app stores under its own keys.
@preconcurrency @MainActor
public protocol UIConfigurationState {
    /// Makes a state for `traitCollection`, every other value at its default.
    init(traitCollection: UITraitCollection)

    /// The traits of the view the state describes.
    var traitCollection: UITraitCollection { get set }

    /// The custom value stored under `key`; nil when none is.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for a custom value of a configuration state, as UIKit's `UIConfigurationStateCustomKey`.
///
///     extension UIConfigurationStateCustomKey {
///         static let isArchived = UIConfigurationStateCustomKey("com.example.isArchived")
///     }
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public let rawValue: String

    /// Makes the key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Makes the key named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The state of a view for its configurations, as UIKit's `UIViewConfigurationState`: traits,
/// disabled, highlighted, selected and focused. A header or footer view's state is one of these.
@preconcurrency @MainActor
public struct UIViewConfigurationState: UIConfigurationState, @MainActor Hashable {
    /// The traits of the view.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled (a cell whose `isUserInteractionEnabled` is false).
    public var isDisabled = false
    /// Whether a finger is on the view.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus (never true here: there is no focus engine).
    public var isFocused = false
    /// Whether the view is pinned, as a section header pinned to the top (iOS 17).
    public var isPinned = false
    /// The custom values, by key.
    var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Makes a state for `traitCollection`, with every flag false.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom value stored under `key`; nil when none is.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }
}

/// The state of a cell for its configurations, as UIKit's `UICellConfigurationState`: the view
/// state plus editing, expanded, swiped, reordering and drag and drop.
@preconcurrency @MainActor
public struct UICellConfigurationState: UIConfigurationState, @MainActor Hashable {
    /// The traits of the cell.
    public var traitCollection: UITraitCollection
    /// Whether the cell is disabled (its `isUserInteractionEnabled` is false).
    public var isDisabled = false
    /// Whether a finger is on the cell.
    public var isHighlighted = false
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell has the focus (never true here: there is no focus engine).
    public var isFocused = false
    /// Whether the cell's list is in editing mode.
    public var isEditing = false
    /// Whether the cell's outline item is expanded.
    public var isExpanded = false
    /// Whether the cell's swipe actions are showing.
    public var isSwiped = false
    /// Whether the cell is being reordered.
    public var isReordering = false
    /// Whether the cell is pinned (iOS 17).
    public var isPinned = false
    /// Where the cell is in a drag.
    public var cellDragState: DragState = .none
    /// Where the cell is in a drop.
    public var cellDropState: DropState = .none
    /// The custom values, by key.
    var customValues: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// Makes a state for `traitCollection`, with every flag false.
    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom value stored under `key`; nil when none is.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customValues[key] }
        set { customValues[key] = newValue }
    }

    /// Where a cell is in a drag, as UIKit's `UICellConfigurationState.DragState`.
    public enum DragState: Int, Hashable, Sendable {
        /// Not part of a drag.
        case none
        /// Lifting, at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// Where a cell is in a drop, as UIKit's `UICellConfigurationState.DropState`.
    public enum DropState: Int, Hashable, Sendable {
        /// Not part of a drop.
        case none
        /// A drop is under way elsewhere.
        case notTargeted
        /// The cell is a drop's target.
        case targeted
    }
}
