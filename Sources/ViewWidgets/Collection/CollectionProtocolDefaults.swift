// CollectionProtocolDefaults.swift: telling a conforming type's own method from a protocol
// extension's default, which UIKit does with respondsToSelector: (Swift has no such question).

/// Whether the last optional collection-view protocol method called was a default implementation.
///
/// The defaults of the optional methods whose absence changes what the collection view or a layout
/// does (a supplementary view that does not exist, a flow layout's uniform item size) set
/// ``defaultWasCalled``; ``probe(_:)`` tells the caller whether that happened.
@MainActor
enum CollectionProtocolDefaults {
    /// Set by a default implementation; cleared by ``probe(_:)``.
    static var defaultWasCalled = false

    /// Runs `body` and returns its result and whether a default implementation answered.
    static func probe<Result>(_ body: () -> Result) -> (result: Result, isDefault: Bool) {
        let outer = defaultWasCalled
        defaultWasCalled = false
        let result = body()
        let isDefault = defaultWasCalled
        defaultWasCalled = outer
        return (result, isDefault)
    }

    /// What a default implementation that stands for "not implemented" returns when it must
    /// return a view: a plain view that is never shown.
    static func placeholderView() -> UICollectionReusableView {
        defaultWasCalled = true
        return UICollectionReusableView(frame: .zero)
    }
}
