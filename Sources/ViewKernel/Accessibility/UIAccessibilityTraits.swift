// UIAccessibilityTraits.swift: the traits that tell an assistive technology what an element is
// and what state it is in, with UIKit's names.

/// Constants that describe how an accessibility element behaves, as UIKit's `UIAccessibilityTraits`.
///
/// The bit values of the traits UIKit documents with a value in its headers are UIKit's;
/// `toggleButton` and `supportsZoom` have values of their own here.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The bits of the traits.
    public let rawValue: UInt64

    /// Makes traits from their bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// The element has no traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves like a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element behaves like a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element behaves like an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element plays its own sound when activated.
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// The element behaves like a keyboard key.
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// The element is static text that cannot change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element summarises the app's state when it launches.
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// The element is not enabled and does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// The element's label or value changes often.
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// The element is a search field.
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// The element starts a media session when activated.
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// The element can be adjusted through a range of values (a slider, a picker wheel).
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// The element lets the user touch it directly.
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// The element turns the page when reading reaches its end.
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// The element is a tab bar.
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// The element is a header that divides content into sections.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element behaves like a toggle button (a switch).
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 17)
    /// The element supports zooming.
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)

    /// The names of the traits, in the order of their bits, for dumps.
    package static let names: [(UIAccessibilityTraits, String)] = [
        (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"),
        (.playsSound, "playsSound"), (.keyboardKey, "keyboardKey"), (.staticText, "staticText"),
        (.summaryElement, "summaryElement"), (.notEnabled, "notEnabled"),
        (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
        (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.tabBar, "tabBar"), (.header, "header"), (.toggleButton, "toggleButton"),
        (.supportsZoom, "supportsZoom"),
    ]
}

extension UIAccessibilityTraits: CustomStringConvertible {
    /// The trait names joined by commas (`button, selected`), or `none`.
    public var description: String {
        let names = UIAccessibilityTraits.names.filter { contains($0.0) }.map(\.1)
        return names.isEmpty ? "none" : names.joined(separator: ", ")
    }
}
