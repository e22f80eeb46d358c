// UIListSeparatorConfiguration.swift: how a list draws the separators above and below its rows
// (iOS 14.5; https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct).

/// The separators of a list's rows, as UIKit's `UIListSeparatorConfiguration`: whether each row
/// shows a separator above and below it, their insets and their colour. Set one for a whole list
/// section with `UICollectionLayoutListConfiguration.separatorConfiguration`, or per item with its
/// `itemSeparatorHandler`.
@preconcurrency @MainActor
public struct UIListSeparatorConfiguration: @MainActor Hashable {
    /// Whether a separator shows.
    public enum Visibility: Int, Hashable, Sendable {
        /// As the list decides: below every row but the last of a grouped section, none above.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// Insets whose edges mean "the list's own inset for this edge": the leading edge starts at
    /// the text, the trailing edge at the row's end.
    public static let automaticInsets = NSDirectionalEdgeInsets(top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude,
                                                                bottom: .greatestFiniteMagnitude, trailing: .greatestFiniteMagnitude)

    /// The separator above the row; `.automatic` (none) by default.
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator below the row; `.automatic` by default.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The insets of the separator above the row; ``automaticInsets`` by default.
    public var topSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The insets of the separator below the row; ``automaticInsets`` by default.
    public var bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    /// The separators' colour; the system separator colour by default.
    public var color: UIColor = .separator
    /// The separators' colour between selected rows while several can be selected; the
    /// separator colour by default.
    public var multipleSelectionColor: UIColor = .separator
    /// The list appearance the defaults are for.
    let appearance: UICollectionLayoutListConfiguration.Appearance

    /// Makes a configuration with the defaults of lists of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {
        appearance = listAppearance
    }

    /// Whether the separator below a row shows: as set, or for `.automatic` below every row but
    /// the last of a grouped section's, and never in a sidebar.
    func showsBottom(isLast: Bool) -> Bool {
        switch bottomSeparatorVisibility {
        case .visible: return true
        case .hidden: return false
        case .automatic:
            switch appearance {
            case .plain: return true
            case .grouped, .insetGrouped: return !isLast
            case .sidebar, .sidebarPlain: return false
            }
        }
    }

    /// Whether the separator above a row shows: only when set visible.
    var showsTop: Bool { topSeparatorVisibility == .visible }

    /// `inset` for an edge, or `automatic` when it is the automatic inset's.
    static func resolved(_ inset: CGFloat, automatic: CGFloat) -> CGFloat {
        inset == .greatestFiniteMagnitude ? automatic : inset
    }
}
