// UISearchToken.swift: the tokens a search field holds before its text (iOS 13), kept as data.

/// A token in a search field, as UIKit's `UISearchToken`: an icon and a text, and an object the
/// app attaches to it.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// Makes a token showing `icon` (nil: none) and `text`.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }

    /// The token's icon; nil when it has none.
    public let icon: UIImage?
    /// The token's text.
    public let text: String

    /// An object the app keeps with the token; nil by default.
    open var representedObject: Any?
}

extension UISearchTextField {
    /// The tokens, in order, before the text; empty by default. Kept as data: a token is not
    /// drawn, and typing does not delete it (Docs/Differences.md).
    public var tokens: [UISearchToken] {
        get { searchTokens }
        set { searchTokens = newValue }
    }

    /// Inserts `token` at `tokenIndex` (0...tokens.count). An index past the end is reported
    /// with NSRangeException and changes nothing.
    public func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        guard (0...searchTokens.count).contains(tokenIndex) else {
            Headless.reportViolation("*** -[__NSArrayM insertObject:atIndex:]: index \(tokenIndex) beyond bounds [0 .. \(searchTokens.count)]",
                                     exceptionName: "NSRangeException")
            return
        }
        searchTokens.insert(token, at: tokenIndex)
    }

    /// Removes the token at `tokenIndex`. An index out of range is reported with
    /// NSRangeException and changes nothing.
    public func removeToken(at tokenIndex: Int) {
        guard searchTokens.indices.contains(tokenIndex) else {
            let bounds = searchTokens.isEmpty ? "for empty array" : "beyond bounds [0 .. \(searchTokens.count - 1)]"
            Headless.reportViolation("*** -[__NSArrayM removeObjectsInRange:]: range {\(tokenIndex), 1} extends beyond bounds \(bounds)",
                                     exceptionName: "NSRangeException")
            return
        }
        searchTokens.remove(at: tokenIndex)
    }
}
