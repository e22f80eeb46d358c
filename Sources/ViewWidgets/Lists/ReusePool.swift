// ReusePool.swift: views waiting to be reused, by reuse identifier, and the classes registered to
// make new ones: the table's cells and header/footer views, collection views' cells and supplementary views.

/// A view that a list hands out again once it leaves the screen: a table's cell or header/footer
/// view, a collection view's cell or supplementary view.
@MainActor
protocol ReusableView: UIView {
    /// The pool the view goes back to; a view without one is not reused.
    var reuseIdentifier: String? { get }
    /// Resets what a reused view should not carry, just before it is handed out again.
    func prepareForReuse()
    /// Makes a view for the pool of `registeredReuseIdentifier`.
    init(registeredReuseIdentifier: String)
}

/// Reusable views by reuse identifier, as UIKit's table view keeps them: a view that scrolls away
/// waits in the pool of its identifier; dequeuing takes the most recently pooled one (after its
/// `prepareForReuse()`), else makes one of the class registered for the identifier, else gives nil.
@MainActor
struct ReusePool<View: ReusableView> {
    /// Views off screen, by identifier, oldest first. A list has a few identifiers at most and
    /// every cell shown comes through here, so the pools are searched in order rather than hashed.
    private var waiting: [(identifier: String, views: [View])] = []
    /// How to make a view for each registered identifier.
    private var makers: [String: (String) -> View] = [:]

    /// Registers `make` for `identifier` (nil unregisters): what `dequeue` calls when the pool of
    /// `identifier` is empty. A later registration replaces an earlier one.
    mutating func register(_ identifier: String, make: ((String) -> View)?) {
        makers[identifier] = make
    }

    /// Registers `viewClass` for `identifier` (nil unregisters): `dequeue` makes its views with
    /// `init(registeredReuseIdentifier:)`. A class that is not a `View` registers nothing.
    mutating func register(_ viewClass: AnyClass?, for identifier: String) {
        guard let viewClass else { return register(identifier, make: nil) }
        if let make = Self.maker(for: viewClass) { register(identifier, make: make) }
    }

    /// How to make views of `viewClass`; nil, with UIKit's message ("must pass a class of kind
    /// UITableViewCell"), when it is not a `View`.
    static func maker(for viewClass: AnyClass) -> ((String) -> View)? {
        guard let viewType = viewClass as? View.Type else {
            Headless.reportViolation("must pass a class of kind \(View.self)", exceptionName: "NSInvalidArgumentException")
            return nil
        }
        return { viewType.init(registeredReuseIdentifier: $0) }
    }

    /// Whether a class is registered for `identifier`.
    func isRegistered(_ identifier: String) -> Bool {
        makers[identifier] != nil
    }

    /// A pooled view of `identifier` prepared for reuse, a new view of the registered class, or nil.
    mutating func dequeue(_ identifier: String) -> View? {
        if let index = pool(of: identifier), let view = waiting[index].views.popLast() {
            view.prepareForReuse()
            return view
        }
        return makers[identifier]?(identifier)
    }

    /// Puts a view that left the screen in the pool of its reuse identifier; one without an
    /// identifier is let go.
    mutating func enqueue(_ view: View) {
        enqueue(view, identifier: view.reuseIdentifier)
    }

    /// `enqueue(_:)` for a caller that has read the view's reuse identifier already.
    mutating func enqueue(_ view: View, identifier: String?) {
        guard let identifier else { return }
        if let index = pool(of: identifier) {
            waiting[index].views.append(view)
        } else {
            waiting.append((identifier, [view]))
        }
    }

    /// How many views wait in the pool of `identifier`.
    func count(of identifier: String) -> Int {
        pool(of: identifier).map { waiting[$0].views.count } ?? 0
    }

    /// The views waiting in the pool of `identifier`, oldest first.
    func views(waitingIn identifier: String) -> [View] {
        pool(of: identifier).map { waiting[$0].views } ?? []
    }

    /// The index of `identifier`'s pool in `waiting`.
    private func pool(of identifier: String) -> Int? {
        // Most lists use one identifier: its pool is the first, compared without a loop.
        if let first = waiting.first, first.identifier == identifier { return 0 }
        for index in waiting.indices.dropFirst() where waiting[index].identifier == identifier { return index }
        return nil
    }
}
