// LayoutEngine+Items.swift: the engine's own constraints on items: frame pins for views that
// translate their autoresizing mask, content-size constraints, and the insets of system guides.

internal import LayoutSolver

extension LayoutEngine {
    // MARK: - Frame pins (translatesAutoresizingMaskIntoConstraints)

    /// Pins a view that translates its mask, as UIKit's autoresizing constraints do: on an axis
    /// whose leading margin or length is flexible, its origin and length follow the superview's
    /// length (the flexible parts share any change in proportion, as autoresizing does); on
    /// other axes, and for a view without a superview or inside a scroll view's content, they
    /// equal the frame's. Either way they give the frame the view has now.
    func pinToFrame(_ view: UIView) {
        guard let variables = view.engineVariables else { return }
        let rect = view.alignmentRect(forFrame: view.frameIgnoringTransform)
        let mask = view.autoresizingMask
        let code = LayoutEngine.autoresizingCode(of: mask)
        let name = view.constraintDescriptionName
        let superview = view.superview.flatMap { $0 is ContentAreaProviding ? nil : $0 }
        var pins: [LayoutConstraint] = []
        var relative = false
        for axis in NSLayoutConstraint.Axis.allCases {
            let horizontal = axis == .horizontal
            let flexible = horizontal
                ? (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
                : (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            let origin = horizontal ? rect.minX : rect.minY
            let length = horizontal ? rect.width : rect.height
            let originVariable = horizontal ? variables.minX : variables.minY
            let names = horizontal ? ("minX", "width") : ("minY", "height")
            guard let superview, flexible.0 || flexible.1, origin.isFinite, length.isFinite else {
                for (variable, value, label) in [(originVariable, origin, names.0), (variables.size(axis), length, names.1)] {
                    let pin = LayoutConstraint(expression: LinearExpression(variable) - Double(value), relation: .equal)
                    addEngineConstraint(pin, describedAs: "<NSAutoresizingMaskLayoutConstraint \(code) \(name).\(label) == \(formatNumber(value)) (active)>")
                    pins.append(pin)
                }
                continue
            }
            relative = true
            let total = horizontal ? superview.bounds.width : superview.bounds.height
            let outer = self.variables(of: superview).size(axis)
            let trailing = total - origin - length
            let parts = [(flexible.0, origin), (flexible.1, length), (flexible.2, trailing)].filter(\.0).map(\.1)
            let sum = parts.reduce(0, +)
            func share(_ isFlexible: Bool, _ value: CGFloat) -> CGFloat {
                guard isFlexible else { return 0 }
                return sum != 0 ? value / sum : 1 / CGFloat(parts.count)
            }
            for (variable, value, isFlexible, label) in [(originVariable, origin, flexible.0, names.0),
                                                         (variables.size(axis), length, flexible.1, names.1)] {
                let fraction = share(isFlexible, value)
                let constant = value - fraction * total
                let expression = LinearExpression(terms: [.init(variable), .init(outer, -Double(fraction))],
                                                  constant: -Double(constant))
                let pin = LayoutConstraint(expression: expression, relation: .equal)
                let right = fraction == 0 ? formatNumber(value)
                    : "\(fraction == 1 ? "" : formatNumber(fraction) + "*")\(superview.constraintDescriptionName).\(names.1)"
                        + (constant == 0 ? "" : (constant > 0 ? " + " : " - ") + formatNumber(abs(constant)))
                addEngineConstraint(pin, describedAs: "<NSAutoresizingMaskLayoutConstraint \(code) \(name).\(label) == \(right) (active)>")
                pins.append(pin)
            }
        }
        // In the order minX, width, minY, height; `frameDidChange` finds relative pins by the flag.
        if view.superview == nil {
            for pin in pins { yieldingPins[pin] = view.layoutReference }
        }
        view.autoLayout.framePins = pins
        view.autoLayout.framePinsAreRelative = relative
    }

    /// Pins `view` to its frame now if it has a superview; otherwise at the next update pass, as
    /// UIKit makes autoresizing constraints lazily: a lone view given a size constraint before it
    /// is added to a stack view is not in conflict with its zero frame.
    func pinToFrameWhenPlaced(_ view: UIView) {
        if view.superview != nil {
            pinToFrame(view)
        } else {
            unpinnedItems.append(view.layoutReference)
        }
    }

    /// Takes away the pins of the superview-less views among `conflicts`' owners, which then wait
    /// for the next update pass; false when none of the conflicts is such a pin.
    func unpinRoots(among conflicts: [LayoutConstraint]) -> Bool {
        let roots = conflicts.compactMap { yieldingPins[$0]?.item as? UIView }
        guard !roots.isEmpty else { return false }
        for view in roots {
            guard let state = view.autoLayoutStorage, !state.framePins.isEmpty else { continue }
            state.framePins.forEach(removeEngineConstraint)
            state.framePins = []
            unpinnedItems.append(view.layoutReference)
        }
        return true
    }

    /// Pins the views that waited for the update pass and still translate their mask.
    func pinWaitingViews() {
        guard !unpinnedItems.isEmpty else { return }
        let waiting = unpinnedItems
        unpinnedItems.removeAll()
        for case let view as UIView in waiting.compactMap(\.item)
        where view.engineVariables != nil && view.translatesAutoresizingMaskIntoConstraints
            && view.autoLayoutStorage?.framePins.isEmpty == true {
            pinToFrame(view)
        }
        commitChanges()
    }

    /// The frame of a view that translates its mask changed: its pins follow (relative pins are
    /// made again, since the shares of the flexible parts may have changed).
    func frameDidChange(of view: UIView) {
        guard let state = view.autoLayoutStorage, state.framePins.count == 4 else { return }
        if state.framePinsAreRelative {
            state.framePins.forEach(removeEngineConstraint)
            state.framePins = []
            pinToFrame(view)
        } else {
            let rect = view.alignmentRect(forFrame: view.frameIgnoringTransform)
            let values = [rect.minX, rect.width, rect.minY, rect.height]
            for (pin, value) in zip(state.framePins, values) where value.isFinite {
                updateEngineConstraint(pin, constant: -Double(value))
            }
        }
        commitChanges()
    }

    /// A view in the engine that translates its mask moved to another superview (or none): its
    /// pins are made again against the new one, or wait for the next update pass without one.
    func superviewDidChange(of view: UIView) {
        // A view that outlived its stack view (which let it go without callbacks) forgets its
        // place in that stack's arrangement.
        if view.autoLayoutStorage?.arrangementIndex ?? 0 != 0 { view.arrangementIndex = 0 }
        guard view.engineVariables != nil, let state = view.autoLayoutStorage, state.translatesAutoresizingMask else { return }
        let mask = view.autoresizingMask
        guard state.framePinsAreRelative || state.framePins.isEmpty
                || !mask.intersection([.flexibleLeftMargin, .flexibleWidth, .flexibleTopMargin, .flexibleHeight]).isEmpty
        else { return }
        state.framePins.forEach(removeEngineConstraint)
        state.framePins = []
        state.framePinsAreRelative = false
        pinToFrameWhenPlaced(view)
        commitChanges()
    }

    /// `translatesAutoresizingMaskIntoConstraints` changed on a view in the engine: frame pins go
    /// and content-size constraints come, or the other way round.
    func translatesMaskDidChange(of view: UIView) {
        guard view.engineVariables != nil else { return }
        let state = view.autoLayout
        state.framePins.forEach(removeEngineConstraint)
        state.framePins = []
        state.contentConstraints.compactMap { $0 }.forEach(removeEngineConstraint)
        state.contentConstraints = []
        if state.translatesAutoresizingMask {
            pinToFrameWhenPlaced(view)
        } else {
            updateContentSizeConstraints(of: view)
            // The engine places the view from now on, even where its solved values did not change.
            state.engineFrameIsStale = true
            (view.superview ?? view).setNeedsLayout()
        }
        commitChanges()
    }

    /// UIKit's code for a mask in autoresizing constraints' descriptions: for each axis, leading
    /// margin, size and trailing margin, `-` fixed and `&` flexible (an empty mask keeps the
    /// trailing margin flexible).
    static func autoresizingCode(of mask: UIView.AutoresizingMask) -> String {
        func axis(_ leading: Bool, _ size: Bool, _ trailing: Bool) -> String {
            let trailingFlexible = trailing || !(leading || size)
            return [leading, size, trailingFlexible].map { $0 ? "&" : "-" }.joined()
        }
        return "h=" + axis(mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v=" + axis(mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    // MARK: - Content size

    /// Makes or updates the content-size constraints of a view that does not translate its mask:
    /// on each axis with an intrinsic size, `size ≤ intrinsic` at the hugging priority and
    /// `size ≥ intrinsic` at the compression resistance priority.
    func updateContentSizeConstraints(of view: UIView) {
        guard let variables = view.engineVariables, !view.translatesAutoresizingMaskIntoConstraints else { return }
        let state = view.autoLayout
        state.contentSizeIsStale = false
        let size = view.intrinsicContentSize
        let old = state.contentSize
        state.contentSize = size
        if state.contentConstraints.count == 4,
           (old.width == UIView.noIntrinsicMetric) == (size.width == UIView.noIntrinsicMetric),
           (old.height == UIView.noIntrinsicMetric) == (size.height == UIView.noIntrinsicMetric) {
            for (index, constraint) in state.contentConstraints.enumerated() {
                guard let constraint else { continue }
                updateEngineConstraint(constraint, constant: -Double(index < 2 ? size.width : size.height))
            }
            return
        }
        state.contentConstraints.compactMap { $0 }.forEach(removeEngineConstraint)
        state.contentConstraints = makeContentSizeConstraints(of: view, variables: variables, size: size)
        for (index, constraint) in state.contentConstraints.enumerated() {
            guard let constraint else { continue }
            let axis: NSLayoutConstraint.Axis = index < 2 ? .horizontal : .vertical
            addEngineConstraint(constraint, describedAs: .contentSize(
                view: view.layoutReference, axis: axis, length: axis == .horizontal ? size.width : size.height,
                hugging: axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical,
                compressionResistance: axis == .horizontal ? state.compressionResistance.horizontal
                    : state.compressionResistance.vertical))
        }
    }

    /// The four content-size constraints of `view` for `size` (width hugging, width resisting,
    /// height hugging, height resisting; nil on an axis without an intrinsic length), not yet added.
    func makeContentSizeConstraints(of view: UIView, variables: ItemVariables, size: CGSize) -> [LayoutConstraint?] {
        let state = view.autoLayout
        // A later arranged view counts its errors a little less, so that of views tied on
        // priority the later ones stretch and shrink first.
        let weight = Self.arrangementWeight(index: state.arrangementIndex)
        var made: [LayoutConstraint?] = []
        for axis in NSLayoutConstraint.Axis.allCases {
            let length = axis == .horizontal ? size.width : size.height
            guard length != UIView.noIntrinsicMetric, length.isFinite else {
                made += [nil, nil]
                continue
            }
            let hug = axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
            let resist = axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
            let expression = LinearExpression(variables.size(axis)) - Double(length)
            made.append(LayoutConstraint(expression: expression, relation: .lessThanOrEqual, priority: hug.rawValue,
                                         weight: weight))
            made.append(LayoutConstraint(expression: expression, relation: .greaterThanOrEqual, priority: resist.rawValue,
                                         weight: weight))
        }
        return made
    }

    /// How much less the content-size constraints of each later arranged view weigh (the weight
    /// is 1 / (1 + index × this)): far above the solver's tolerance (1e-8) between neighbours, and
    /// only ever compared within one priority. Weights fall with the index rather than rise with
    /// the views after it, so appending a view leaves the others' constraints as they are.
    static let arrangementTieBreak = 1e-6

    /// The weight of the constraints on the size of the arranged view at `index`.
    static func arrangementWeight(index: Int) -> Double {
        1 / (1 + Double(index) * arrangementTieBreak)
    }

    /// `invalidateIntrinsicContentSize()` was called: the content-size constraints are made again
    /// before the next layout pass.
    func intrinsicContentSizeDidChange(of view: UIView) {
        guard view.engineVariables != nil, let state = view.autoLayoutStorage, !state.contentSizeIsStale else { return }
        state.contentSizeIsStale = true
        staleContentItems.append(view.layoutReference)
        reinstallConstraints(referencingBaselinesOf: view)
    }

    /// A hugging or compression resistance priority changed.
    func contentPrioritiesDidChange(of view: UIView) {
        guard view.engineVariables != nil, let state = view.autoLayoutStorage, !state.translatesAutoresizingMask else { return }
        state.contentConstraints.compactMap { $0 }.forEach(removeEngineConstraint)
        state.contentConstraints = []
        updateContentSizeConstraints(of: view)
        commitChanges()
    }

    /// Remakes the content-size constraints of every view that asked since the last pass.
    func updateStaleContentSizes() {
        releaseConstraintsOfFreedViews()
        pinWaitingViews()
        guard !staleContentItems.isEmpty else { return }
        let stale = staleContentItems
        staleContentItems.removeAll()
        for case let view as UIView in stale.compactMap(\.item) where view.autoLayoutStorage?.contentSizeIsStale == true {
            updateContentSizeConstraints(of: view)
        }
        commitChanges()
    }

    /// Constraints on a view's baselines or margins hold constants taken from its text or its
    /// margins; when those change, the constraints are made again.
    func reinstallConstraints(referencingBaselinesOf view: UIView, orMargins margins: Bool = false) {
        guard let state = view.autoLayoutStorage, !state.insetDependents.isEmpty else { return }
        state.insetDependents.removeAll { $0.constraint?.container == nil }
        for case let constraint? in state.insetDependents.map(\.constraint)
        where constraint.references(view, baselines: !margins, margins: margins) {
            uninstall(constraint)
            install(constraint)
        }
    }

    /// Remembers, on each view whose baselines or margins `constraint` uses, that it depends on them.
    func noteInsetDependencies(of constraint: NSLayoutConstraint) {
        for item in [constraint.firstItem, constraint.secondItem] {
            guard let view = item as? UIView, constraint.references(view, baselines: true, margins: true),
                  let state = view.autoLayoutStorage,
                  !state.insetDependents.contains(where: { $0.constraint === constraint }) else { continue }
            state.insetDependents.append(constraint.reference)
        }
    }

    // MARK: - System guides

    /// Ties a system guide to its owning view: its rectangle is the view's bounds inset by the
    /// guide's insets (safe area or layout margins); the readable guide is no wider than a
    /// readable line and centred.
    func pinSystemGuide(_ guide: UILayoutGuide, kind: SystemGuideKind, in view: UIView) {
        guard let variables = guide.engineVariables else { return }
        if kind == .scrollContent {
            // Only the origin is the engine's: the size is what the constraints to it make it.
            guide.systemPins = [LayoutConstraint(variables.minX, .equal, 0), LayoutConstraint(variables.minY, .equal, 0)]
            for pin in guide.systemPins { addEngineConstraint(pin, describedAs: "<NSLayoutConstraint '\(kind.identifier)-origin' (active)>") }
            return
        }
        let pins = systemGuidePins(guide, kind: kind, variables: variables, in: view)
        guide.systemPins = pins.map { pin, label in
            addEngineConstraint(pin, describedAs: .systemGuidePin(label: label, guideType: type(of: guide),
                                                                  guideIdentifier: guide.identifier))
            return pin
        }
    }

    /// Moves a pinned system guide to its view's new insets: the pins keep their terms and only
    /// their constants change, which the solver applies in place (a removal and a new insertion per
    /// pin cost far more). False when a pin is no longer in the solver (it was broken): pin afresh.
    private func movedSystemGuideInPlace(_ guide: UILayoutGuide, kind: SystemGuideKind, in view: UIView) -> Bool {
        guard kind != .scrollContent, let variables = guide.engineVariables, !guide.systemPins.isEmpty,
              guide.systemPins.allSatisfy(solver.hasConstraint) else { return false }
        let pins = systemGuidePins(guide, kind: kind, variables: variables, in: view)
        guard pins.count == guide.systemPins.count else { return false }
        for (old, new) in zip(guide.systemPins, pins) { updateEngineConstraint(old, constant: new.0.expression.constant) }
        return true
    }

    /// The constraints that tie a system guide (not the scroll content guide) to its view's insets,
    /// with their names for a log; not added yet.
    private func systemGuidePins(_ guide: UILayoutGuide, kind: SystemGuideKind, variables: ItemVariables,
                                 in view: UIView) -> [(LayoutConstraint, String)] {
        let owner = self.variables(of: view)
        let insets: UIEdgeInsets = switch kind {
        case .safeArea: view.safeAreaInsets
        case .scrollFrame, .scrollContent: .zero
        case .margins, .readableContent: view.effectiveLayoutMargins
        }
        let name = "'\(kind.identifier)'"
        var pins: [(LayoutConstraint, String)] = [
            (LayoutConstraint(expression: LinearExpression(variables.minY) - Double(insets.top), relation: .equal), "\(name)-top"),
            (LayoutConstraint(expression: LinearExpression(variables.height) - LinearExpression(owner.height)
                + Double(insets.top + insets.bottom), relation: .equal), "\(name)-height"),
        ]
        let marginsWidth = LinearExpression(owner.width) - Double(insets.left + insets.right)
        if kind == .readableContent {
            // Centred: minX = left + (marginsWidth − width) / 2; as wide as the margins allow, up
            // to a readable line.
            pins.append((LayoutConstraint(expression: LinearExpression(variables.minX) - Double(insets.left)
                - marginsWidth.scaled(by: 0.5) + LinearExpression(variables.width).scaled(by: 0.5), relation: .equal), "\(name)-centerX"))
            pins.append((LayoutConstraint(expression: LinearExpression(variables.width) - Double(UIView.readableContentWidth),
                                          relation: .lessThanOrEqual), "\(name)-maxWidth"))
            pins.append((LayoutConstraint(expression: LinearExpression(variables.width) - marginsWidth,
                                          relation: .lessThanOrEqual), "\(name)-withinMargins"))
            pins.append((LayoutConstraint(expression: LinearExpression(variables.width) - marginsWidth,
                                          relation: .equal, priority: 999), "\(name)-width"))
        } else {
            pins.append((LayoutConstraint(expression: LinearExpression(variables.minX) - Double(insets.left), relation: .equal), "\(name)-left"))
            pins.append((LayoutConstraint(expression: LinearExpression(variables.width) - marginsWidth, relation: .equal), "\(name)-width"))
        }
        return pins
    }

    /// The owning view's insets changed: its system guides follow.
    func systemInsetsDidChange(of view: UIView) {
        guard let state = view.autoLayoutStorage else { return }
        for guide in state.systemGuides.values where guide.engineVariables != nil {
            guard let kind = guide.systemKind else { continue }
            if movedSystemGuideInPlace(guide, kind: kind, in: view) { continue }
            guide.systemPins.forEach(removeEngineConstraint)
            pinSystemGuide(guide, kind: kind, in: view)
        }
        reinstallConstraints(referencingBaselinesOf: view, orMargins: true)
        commitChanges()
    }
}

extension NSLayoutConstraint {
    /// Whether one of the constraint's items is `view` with a baseline (or margin) attribute.
    func references(_ view: UIView, baselines: Bool, margins: Bool) -> Bool {
        func matches(_ item: AnyObject?, _ attribute: Attribute) -> Bool {
            guard item === view else { return false }
            switch attribute {
            case .firstBaseline, .lastBaseline: return baselines
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins: return margins
            default: return false
            }
        }
        return matches(firstItem, firstAttribute) || matches(secondItem, secondAttribute)
    }
}
