// ClassTraits.swift: whether a view's class adopts one of the package's protocols, asked once per
// class. A dynamic cast to a protocol costs hundreds of instructions; some are asked on every
// cell a table shows.

@MainActor
enum ClassTraits {
    // Asked for every view a table shows: unchecked, as the hot view fields are.
    @exclusivity(unchecked) private static var baselineProviders: [ObjectIdentifier: Bool] = [:]
    @exclusivity(unchecked) private static var subviewObservers: [ObjectIdentifier: Bool] = [:]

    /// `view` as a `BaselineProviding` view (a label), or nil.
    static func baselineProvider(_ view: UIView) -> BaselineProviding? {
        conforms(view, in: &baselineProviders) { $0 is BaselineProviding } ? view as? BaselineProviding : nil
    }

    /// `view` as a view that watches its subviews (a stack view), or nil.
    static func subviewObserver(_ view: UIView?) -> SubviewChangeObserving? {
        guard let view else { return nil }
        let observes: Bool
        if let known = view.observesSubviews {
            observes = known
        } else {
            observes = conforms(view, in: &subviewObservers) { $0 is SubviewChangeObserving }
            view.observesSubviews = observes
        }
        return observes ? view as? SubviewChangeObserving : nil
    }

    private static func conforms(_ view: UIView, in known: inout [ObjectIdentifier: Bool],
                                 test: (UIView) -> Bool) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: view))
        if let answer = known[type] { return answer }
        let answer = test(view)
        known[type] = answer
        return answer
    }
}
