// UISearchSuggestion.swift: the suggestions a search controller or search field offers (iOS 16;
// https://developer.apple.com/documentation/uikit/uisearchsuggestion).

import Foundation

/// A suggestion for the search, as UIKit's `UISearchSuggestion`: its text, and optionally a
/// description, an icon, an attributed text and an object it stands for.
@preconcurrency @MainActor
public protocol UISearchSuggestion: NSObjectProtocol {
    /// The suggestion's text, usually the search term.
    var localizedSuggestion: String? { get }
    /// A description of the suggestion, for accessibility.
    var localizedDescription: String? { get }
    /// An image shown with the suggestion.
    var iconImage: UIImage? { get }
    /// The suggestion's styled text, shown instead of ``localizedSuggestion`` when not nil.
    var localizedAttributedSuggestion: NSAttributedString? { get }
    /// An object the suggestion stands for.
    var representedObject: Any? { get set }
}

extension UISearchSuggestion {
    /// None by default.
    public var localizedDescription: String? { nil }
    /// None by default.
    public var iconImage: UIImage? { nil }
    /// None by default.
    public var localizedAttributedSuggestion: NSAttributedString? { nil }
    /// None by default (a set is ignored).
    public var representedObject: Any? {
        get { nil }
        set {}
    }
}

/// A search suggestion with a text, a description and an icon, as UIKit's `UISearchSuggestionItem`.
@preconcurrency @MainActor
open class UISearchSuggestionItem: NSObject, UISearchSuggestion {
    /// The suggestion's text (the attributed text's characters when made with one).
    open private(set) var localizedSuggestion: String?
    /// The description, for accessibility; nil when none was given.
    open private(set) var localizedDescription: String?
    /// The icon; nil when none was given.
    open private(set) var iconImage: UIImage?
    /// The styled text; nil when the item was made with a plain text.
    open private(set) var localizedAttributedSuggestion: NSAttributedString?
    /// An object the suggestion stands for; nil by default.
    open var representedObject: Any?

    /// Makes a suggestion with `suggestion` as its text.
    public convenience init(localizedSuggestion suggestion: String) {
        self.init(localizedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    /// Makes a suggestion with a text and a description.
    public convenience init(localizedSuggestion suggestion: String, localizedDescription description: String?) {
        self.init(localizedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    /// Makes a suggestion with a text, a description and an icon.
    public init(localizedSuggestion suggestion: String, localizedDescription description: String?, iconImage: UIImage?) {
        localizedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }

    /// Makes a suggestion with a styled text.
    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: nil, iconImage: nil)
    }

    /// Makes a suggestion with a styled text and a description.
    public convenience init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?) {
        self.init(localizedAttributedSuggestion: suggestion, localizedDescription: description, iconImage: nil)
    }

    /// Makes a suggestion with a styled text, a description and an icon.
    public init(localizedAttributedSuggestion suggestion: NSAttributedString, localizedDescription description: String?,
                iconImage: UIImage?) {
        localizedSuggestion = suggestion.string
        localizedAttributedSuggestion = suggestion
        localizedDescription = description
        self.iconImage = iconImage
        super.init()
    }
}
