// UIBarButtonItem+Types.swift: the item styles and the system items, with UIKit's raw values.

extension UIBarButtonItem {
    /// How a bar button item is drawn, as UIKit's `UIBarButtonItem.Style`: `.plain` (0),
    /// `.bordered` (1, deprecated since iOS 8, drawn as `.plain`) and `.done` (2, a bold title).
    public enum Style: Int, Sendable, CaseIterable {
        /// A plain title or image; the default.
        case plain = 0
        /// Deprecated in UIKit since iOS 8; drawn as `.plain`.
        case bordered = 1
        /// The style of a button that completes a task: a bold title.
        case done = 2
    }

    /// The items UIKit draws itself, as `UIBarButtonItem.SystemItem`, with UIKit's raw values.
    ///
    /// Items with a word (done, cancel, edit, save, undo, redo) show that English word; items
    /// with an icon show no text here (there are no icon images) and name themselves in the tree
    /// dump (`systemItem = add`). `flexibleSpace` and `fixedSpace` only take room in the bar.
    public enum SystemItem: Int, Sendable, CaseIterable {
        /// "Done", in bold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save".
        case save = 3
        /// A plus sign.
        case add = 4
        /// Blank room that grows to fill the free space (in toolbars; nothing in a navigation bar).
        case flexibleSpace = 5
        /// Blank room of the item's `width`.
        case fixedSpace = 6
        /// The compose icon.
        case compose = 7
        /// The reply icon.
        case reply = 8
        /// The share (action) icon.
        case action = 9
        /// The organize (folder) icon.
        case organize = 10
        /// The bookmarks icon.
        case bookmarks = 11
        /// The search (magnifying glass) icon.
        case search = 12
        /// The refresh icon.
        case refresh = 13
        /// The stop (cross) icon.
        case stop = 14
        /// The camera icon.
        case camera = 15
        /// The trash icon.
        case trash = 16
        /// The play icon.
        case play = 17
        /// The pause icon.
        case pause = 18
        /// The rewind icon.
        case rewind = 19
        /// The fast-forward icon.
        case fastForward = 20
        /// "Undo".
        case undo = 21
        /// "Redo".
        case redo = 22
        /// The page curl icon (deprecated in UIKit since iOS 11).
        case pageCurl = 23
        /// The close icon.
        case close = 24

        /// The word UIKit shows for this item (in English), or nil for an icon or a space.
        var localizedTitle: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            case .undo: return "Undo"
            case .redo: return "Redo"
            default: return nil
            }
        }

        /// Whether the item is blank room rather than a button.
        var isSpace: Bool { self == .flexibleSpace || self == .fixedSpace }
    }
}

extension UIBarButtonItem {
    /// A space of `width` points between items in a toolbar (iOS 14), as
    /// `UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)` with that width.
    public class func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace, registration: nil)
        item.width = width
        return item
    }

    /// A space that shares the room left in a toolbar with the other flexible spaces (iOS 14).
    public class func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace, registration: nil)
    }
}
