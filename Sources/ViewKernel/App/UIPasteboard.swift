// UIPasteboard.swift: the general pasteboard that copy, cut and paste go through, one per runtime.

/// The pasteboard, as UIKit's `UIPasteboard`: here the general pasteboard only, holding strings.
/// It belongs to the runtime, so `Headless.reset()` empties it and no test sees another's copy.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The general pasteboard, which text fields and text views copy to and paste from.
    public static var general: UIPasteboard { Headless.current.pasteboard }

    /// Makes an empty pasteboard (the runtime makes the general one).
    override init() { super.init() }

    /// The strings on the pasteboard; nil when there are none. Setting it replaces the items.
    open var strings: [String]? {
        get { items.isEmpty ? nil : items }
        set {
            items = newValue ?? []
            changeCount += 1
        }
    }

    /// The first string on the pasteboard, or nil. Setting it replaces the items with it.
    open var string: String? {
        get { items.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Whether the pasteboard holds a string.
    open var hasStrings: Bool { !items.isEmpty }

    /// How many items the pasteboard holds.
    open var numberOfItems: Int { items.count }

    /// How many times the contents changed.
    open private(set) var changeCount = 0

    private var items: [String] = []
}
