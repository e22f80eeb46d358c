// UIMenu.swift: a menu: a title and a list of elements (actions, submenus, deferred elements),
// shown inline in its parent or as a submenu.

/// A menu, as UIKit's `UIMenu` (https://developer.apple.com/documentation/uikit/uimenu): a title
/// and children, immutable once made (``replacingChildren(_:)`` makes a changed copy). As a child
/// of another menu it shows as a row with a chevron that opens it, or, with `.displayInline`, as
/// its children set apart by a thick separator.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// How a menu shows (`UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        /// The bits of the options.
        public let rawValue: UInt
        /// Makes options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The menu's children show in its parent, set apart by separators, instead of a submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's row shows in red, as a destructive action.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action of the menu (and its submenus) is `.on`: picking one turns the
        /// others off (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children show as a row of small elements (iOS 17); shown as rows here.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A string that identifies a menu, as UIKit's `UIMenu.Identifier`.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        /// The identifying string.
        public let rawValue: String
        /// Makes an identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Makes an identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The sizes of a menu's elements (iOS 16's `UIMenu.ElementSize`).
    public typealias ElementSize = UIMenuElement.Size

    /// The menu's elements, in order.
    public let children: [UIMenuElement]
    /// How the menu shows; none by default.
    public let options: Options
    /// The menu's identifier: the one given, or a unique one.
    public let identifier: Identifier
    /// The size of the menu's elements (iOS 16); `.large` by default. Stored: every size shows
    /// as rows here.
    open var preferredElementSize: ElementSize = .large

    /// Makes a menu, as UIKit's `init(title:subtitle:image:identifier:options:preferredElementSize:children:)`.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.children = children
        self.options = options
        self.identifier = identifier ?? UIMenu.makeUniqueIdentifier()
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Source compatibility; this package has no archives, so this makes nothing.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A copy of the menu (same title, image, identifier and options) with `newChildren`.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions of the menu and its submenus whose state is `.on` (iOS 16), in order.
    open var selectedElements: [UIMenuElement] {
        var found: [UIMenuElement] = []
        var visited = Set<ObjectIdentifier>()
        UIMenu.collectSelected(in: self, into: &found, visited: &visited)
        return found
    }

    override var menuAttributes: Attributes { options.contains(.destructive) ? .destructive : [] }

    private static func collectSelected(in menu: UIMenu, into found: inout [UIMenuElement],
                                        visited: inout Set<ObjectIdentifier>) {
        guard visited.insert(ObjectIdentifier(menu)).inserted else { return }
        for child in menu.children {
            if let action = child as? UIAction, action.state == .on { found.append(action) }
            if let submenu = child as? UIMenu { collectSelected(in: submenu, into: &found, visited: &visited) }
        }
    }

    private static func makeUniqueIdentifier() -> Identifier {
        let runtime = Headless.current
        runtime.lastActionIdentifierNumber += 1
        return Identifier("com.apple.menu.dynamic.\(runtime.lastActionIdentifierNumber)")
    }
}

/// An element whose children are supplied later by a closure (iOS 14's `UIDeferredMenuElement`):
/// the menu shows a "Loading…" row until the closure calls its completion, possibly later on
/// the virtual clock. A cached element (made with `init(_:)`) asks its provider once, the first
/// time a menu shows it (a menu closed and opened again before the answer waits for that same
/// answer), and keeps the result for every later showing, in any menu; one made with
/// ``uncached(_:)`` asks again each time a menu shows it.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    /// The closure that supplies the elements; it calls its argument once with them.
    public typealias ElementProvider = @MainActor (@escaping @MainActor @Sendable ([UIMenuElement]) -> Void) -> Void

    let elementProvider: ElementProvider
    let isCached: Bool
    /// The elements the provider gave, kept by a cached element.
    var cachedElements: [UIMenuElement]?
    /// The showings waiting for a cached element's provider, asked once.
    private var cacheWaiters: [@MainActor ([UIMenuElement]) -> Void] = []
    private var hasAskedProvider = false

    /// Makes a cached deferred element, as UIKit's `init(_:)`.
    public convenience init(_ elementProvider: @escaping ElementProvider) {
        self.init(provider: elementProvider, cached: true)
    }

    /// Makes an element that asks its provider every time the menu shows it (iOS 15).
    public class func uncached(_ elementProvider: @escaping ElementProvider) -> Self {
        self.init(provider: elementProvider, cached: false)
    }

    init(provider: @escaping ElementProvider, cached: Bool) {
        elementProvider = provider
        isCached = cached
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Source compatibility; this package has no archives, so this makes nothing.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A cached element's elements for a showing: `waiter` gets them when the provider answers
    /// (at once when it already has); the provider is asked the first time only.
    func loadCached(_ waiter: @escaping @MainActor ([UIMenuElement]) -> Void) {
        if let cachedElements { return waiter(cachedElements) }
        cacheWaiters.append(waiter)
        guard !hasAskedProvider else { return }
        hasAskedProvider = true
        elementProvider { [weak self] elements in
            guard let self, self.cachedElements == nil else { return }
            self.cachedElements = elements
            let waiters = self.cacheWaiters
            self.cacheWaiters.removeAll()
            for waiter in waiters { waiter(elements) }
        }
    }
}
