// ClassTraits.swift: whether a view's class adopts one of the package's protocols, asked once per
// class. A dynamic cast to a protocol costs hundreds of instructions; some are asked on every
// cell a table shows.

@MainActor
enum ClassTraits {
    // Asked for every view a table shows: unchecked, as the hot view fields are.
    @exclusivity(unchecked) private static var baselineProviders: [ObjectIdentifier: Bool] = [:]
    @exclusivity(unchecked) private static var subviewObservers: [ObjectIdentifier: Bool] = [:]
    private static var safeAreaConsumers: [ObjectIdentifier: Bool] = [:]
    private static var barCoveringContainers: [ObjectIdentifier: Bool] = [:]

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

    /// `view` as a view that takes part of its safe area into its content inset (a scroll view),
    /// or nil. Asked at every level of every safe-area computation.
    static func safeAreaConsumer(_ view: UIView) -> SafeAreaConsumingView? {
        conforms(view, in: &safeAreaConsumers) { $0 is SafeAreaConsumingView } ? view as? SafeAreaConsumingView : nil
    }

    /// `owner` (a view's controller) as a container whose bars cover its children, or nil.
    static func barCoveringContainer(_ owner: UIResponder?) -> BarCoveringContainer? {
        guard let owner else { return nil }
        return conforms(owner, in: &barCoveringContainers) { $0 is BarCoveringContainer } ? owner as? BarCoveringContainer : nil
    }

    /// The protocol casts these answer cost a walk of the class's superclasses in the Swift
    /// runtime; the answer per class is kept.
    private static func conforms<Object: AnyObject>(_ object: Object, in known: inout [ObjectIdentifier: Bool],
                                                    test: (Object) -> Bool) -> Bool {
        let type = ObjectIdentifier(Swift.type(of: object))
        if let answer = known[type] { return answer }
        let answer = test(object)
        known[type] = answer
        return answer
    }
}
