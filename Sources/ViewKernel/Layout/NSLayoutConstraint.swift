// NSLayoutConstraint.swift: one linear relation between two layout attributes, as UIKit's
// `NSLayoutConstraint`: `item1.attribute1 = multiplier × item2.attribute2 + constant`.

internal import LayoutSolver

/// A relation between two layout attributes that the Auto Layout engine keeps true (or, below
/// `.required`, as true as it can), as UIKit's `NSLayoutConstraint`
/// (https://developer.apple.com/documentation/uikit/nslayoutconstraint):
///
///     item1.attribute1 = multiplier × item2.attribute2 + constant
///
/// Items are views or layout guides. A new constraint is inactive; activating it (`isActive`,
/// `activate(_:)`) adds it to the closest common ancestor of its items (`view.constraints`), and
/// the engine solves. Changing `constant` or `priority` of an active constraint takes effect on
/// the next layout pass, which `layoutIfNeeded()` runs at once (inside an animation block, the
/// frames animate).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The first item; held weakly, as UIKit does (the view that holds the constraint owns it).
    open var firstItem: AnyObject? { firstLayoutItem }
    /// The second item; nil for a constraint on a constant, such as a width.
    open var secondItem: AnyObject? { secondLayoutItem }
    /// The first item's attribute.
    public let firstAttribute: Attribute
    /// The relation of the first attribute to the second.
    public let relation: Relation
    /// The second item's attribute; `.notAnAttribute` without a second item.
    public let secondAttribute: Attribute
    /// What the second attribute is multiplied by.
    public let multiplier: CGFloat

    /// The items as the engine uses them: typed once, when the constraint is made, so that the
    /// engine does not look up a protocol conformance for each item it reads. Not retained, as in
    /// UIKit, but nil once an item is freed (`LayoutItemReference`).
    var firstLayoutItem: (any LayoutItem)? { firstReference?.item }
    var secondLayoutItem: (any LayoutItem)? { secondReference?.item }
    private let firstReference: LayoutItemReference?
    private let secondReference: LayoutItemReference?

    /// Whether the constraint could be made at all: false after a misuse UIKit raises for (no item,
    /// a location equal to a constant, attributes of two axes); such a constraint never activates.
    let isValid: Bool

    /// Makes `item1.attribute1 relation multiplier × item2.attribute2 + constant`, inactive, at
    /// `.required`. Items must be views or layout guides. UIKit raises, and this package reports
    /// with UIKit's message, for a location attribute related to a constant (no second item, or a
    /// multiplier of 0) and for attributes of different axes or kinds (a width to a leading edge).
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        let first = NSLayoutConstraint.layoutItem(view1)
        // Unwrapped by hand: passing the main-actor function to `flatMap` wraps it in a thunk that
        // checks the executor at run time, on every call.
        let second = if let view2 { NSLayoutConstraint.layoutItem(view2) } else { (any LayoutItem)?.none }
        firstReference = first?.layoutReference
        secondReference = second?.layoutReference
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constantStorage = NSLayoutConstraint.withinConstantLimit(c)
        isValid = NSLayoutConstraint.validate(first: first, attr1, hasSecond: view2 != nil, second: second,
                                              attr2, multiplier: multiplier, constant: c)
        super.init()
    }

    /// The same constraint from items already known as objects (`hasSecond`: a second item was
    /// given, even if it is gone), as anchors and stack views make them: a cast of each item from
    /// `Any` cost more than the rest of making the constraint.
    package init(object view1: AnyObject?, attribute attr1: Attribute, relatedBy relation: Relation,
                 toObject view2: AnyObject?, hasSecond: Bool, attribute attr2: Attribute, multiplier: CGFloat,
                 constant c: CGFloat) {
        let first = if let view1 { NSLayoutConstraint.layoutItem(object: view1) } else { (any LayoutItem)?.none }
        let second = if let view2 { NSLayoutConstraint.layoutItem(object: view2) } else { (any LayoutItem)?.none }
        firstReference = first?.layoutReference
        secondReference = second?.layoutReference
        firstAttribute = attr1
        self.relation = relation
        secondAttribute = second == nil ? .notAnAttribute : attr2
        self.multiplier = multiplier
        constantStorage = NSLayoutConstraint.withinConstantLimit(c)
        isValid = NSLayoutConstraint.validate(first: first, attr1, hasSecond: hasSecond, second: second,
                                              attr2, multiplier: multiplier, constant: c)
        super.init()
    }

    // MARK: - What can change

    /// The constant added to the second attribute. Changing it on an active constraint moves the
    /// views on the next layout pass; the engine updates incrementally. A value that is not finite
    /// is refused as UIKit raises ("constant is not finite!  That's illegal."); one beyond UIKit's
    /// limit of ±2,777,777 points is replaced by the limit, with UIKit's console message.
    open var constant: CGFloat {
        get { constantStorage }
        set {
            guard newValue.isFinite else {
                Headless.reportViolation(NSLayoutConstraint.nonFiniteConstantMessage(newValue, firstAnchor: firstAnchorText,
                                                                                     secondAnchor: secondAnchorText))
                return
            }
            let newValue = NSLayoutConstraint.withinConstantLimit(newValue)
            guard newValue != constantStorage else { return }
            constantStorage = newValue
            Headless.current.layoutEngine.constantDidChange(of: self)
        }
    }
    private var constantStorage: CGFloat

    /// How much the constraint must hold; `.required` by default. An active constraint cannot move
    /// between required and optional (UIKit raises); other changes take effect at once. A
    /// priority outside (0, 1000] is refused as UIKit raises, and nothing changes.
    open var priority: UILayoutPriority {
        get { priorityStorage }
        set {
            guard newValue.rawValue > 0, newValue.rawValue <= 1000 else {
                Headless.reportViolation("It's illegal to set priority:\(String(format: "%g", Double(newValue.rawValue))).  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000.")
                return
            }
            guard newValue != priorityStorage else { return }
            if isActive, (newValue == .required) != (priorityStorage == .required) {
                Headless.reportViolation("Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority \(formatNumber(CGFloat(newValue.rawValue))) and the existing priority was \(formatNumber(CGFloat(priorityStorage.rawValue))).")
                return
            }
            priorityStorage = newValue
            Headless.current.layoutEngine.priorityDidChange(of: self)
        }
    }
    private var priorityStorage = UILayoutPriority.required

    /// A name that shows in the constraint's description and in unsatisfiable-constraint reports.
    open var identifier: String?

    /// Whether an archive keeps the constraint; false by default. Stored for source compatibility.
    open var shouldBeArchived = false

    /// Whether the constraint takes part in layout. Setting it to true adds the constraint to the
    /// closest common ancestor of its items (items without one are reported as UIKit raises);
    /// setting it to false removes it from that view.
    open var isActive: Bool {
        get { container != nil }
        set {
            if newValue { NSLayoutConstraint.activate([self]) } else { NSLayoutConstraint.deactivate([self]) }
        }
    }

    /// Activates each constraint (faster than one at a time on a device; the same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        let engine = Headless.current.layoutEngine
        for constraint in constraints where !constraint.isActive { engine.activate(constraint) }
        engine.commitChanges()
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        let engine = Headless.current.layoutEngine
        for constraint in constraints { engine.deactivate(constraint) }
        engine.commitChanges()
    }

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: firstLayoutItem, attribute: firstAttribute)
    }

    /// The second item's anchor; nil without a second item.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        secondLayoutItem.map { NSLayoutAnchor(item: $0, attribute: secondAttribute) }
    }

    // MARK: - Engine bookkeeping (internal)

    /// The view whose `constraints` hold this constraint while it is active; not retained, and
    /// cleared by that view's `deinit` (see `LayoutItemReference` for why not weak).
    var container: UIView? {
        get { containerStorage }
        set { containerStorage = newValue }
    }
    @exclusivity(unchecked) nonisolated(unsafe) unowned(unsafe) var containerStorage: UIView?
    /// How the engine refers to the constraint, made on first use; cleared by `deinit`.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var referenceStorage: ConstraintReference?

    /// The engine's references to the constraint read nil from now on.
    deinit {
        referenceStorage?.constraint = nil
    }

    /// How the engine refers to the constraint without retaining it.
    var reference: ConstraintReference {
        if let referenceStorage { return referenceStorage }
        let reference = ConstraintReference(self)
        referenceStorage = reference
        return reference
    }
    /// The solver's copy while installed; nil when inactive or broken (unsatisfiable).
    /// (Read by the `deinit` of the view that holds it, as are `referenceStorage` and
    /// `brokenByThis`: see `LayoutEngine.FreedConstraint`.)
    nonisolated(unsafe) var solverConstraint: LayoutConstraint?
    /// Whether, when this constraint cannot hold with the required ones, the engine breaks the
    /// other constraint rather than this one: a stack view's collapse of a hidden view (UIKit
    /// breaks the view's own height, logs the conflict, and the view collapses).
    package var prevailsInConflicts = false
    /// The constraints this one broke by prevailing; they are installed again when it goes.
    nonisolated(unsafe) var brokenByThis: [ConstraintReference] = []
    /// Whether the constraint's leading and trailing attributes were last resolved right to left
    /// (as the right and left edges), with its first item's direction.
    var resolvedRightToLeft = false
    /// Whether the engine keeps the constraint among those it resolves again when a direction changes.
    var isTrackedForDirection = false

    // MARK: - Description

    /// `<NSLayoutConstraint UILabel'Name'.leading == UIView.leading + 20 (active)>`, as the debugger
    /// prints it without addresses: the identifier in quotes first, a multiplier as `0.5*`, a
    /// priority below 1000 as `@750`.
    open override var description: String {
        MainActor.assumeIsolated { "<\(kindName) \(equationDescription)\(isActive ? " (active)" : "")>" }
    }

    /// The class name shown in descriptions.
    var kindName: String { String(describing: type(of: self)) }

    /// `'id' UILabel'Name'.leading == UIView.leading + 20 @750`.
    var equationDescription: String {
        var text = identifier.map { "'\($0)' " } ?? ""
        text += "\(NSLayoutConstraint.describe(firstLayoutItem)).\(firstAttribute.name) \(relation.symbol) "
        var rhs: [String] = []
        if let second = secondLayoutItem {
            let factor = multiplier == 1 ? "" : "\(formatNumber(multiplier))*"
            rhs.append("\(factor)\(NSLayoutConstraint.describe(second)).\(secondAttribute.name)")
        }
        if secondLayoutItem == nil {
            rhs.append(formatNumber(constant))
        } else if constant != 0 {
            rhs.append(constant < 0 ? "- \(formatNumber(-constant))" : "+ \(formatNumber(constant))")
        }
        text += rhs.joined(separator: " ")
        if priority != .required { text += " @\(formatNumber(CGFloat(priority.rawValue)))" }
        return text
    }

    /// How an item shows in a constraint's description: its class, and a label's text in quotes.
    static func describe(_ item: AnyObject?) -> String {
        switch item {
        case let view as UIView: view.constraintDescriptionName
        case let guide as UILayoutGuide: guide.descriptionName
        default: "nil"
        }
    }

    // MARK: - Checking

    /// The item as the engine knows it: a view or a layout guide, or nil.
    static func layoutItem(_ candidate: Any) -> (any LayoutItem)? {
        switch candidate {
        case let view as UIView: view
        case let guide as UILayoutGuide: guide
        default: nil
        }
    }

    /// The object as the engine knows it: a view or a layout guide, or nil (class casts only).
    static func layoutItem(object: AnyObject) -> (any LayoutItem)? {
        if let view = object as? UIView { return view }
        if let guide = object as? UILayoutGuide { return guide }
        return nil
    }

    /// Whether the items, attributes, multiplier and constant make a constraint UIKit accepts;
    /// reports UIKit's message otherwise.
    private static func validate(first: AnyObject?, _ attr1: Attribute, hasSecond: Bool, second: AnyObject?,
                                 _ attr2: Attribute, multiplier: CGFloat, constant: CGFloat) -> Bool {
        let creation = "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]"
        guard let first, hasSecond == (second != nil) else {
            Headless.reportViolation("\(creation): Constraint items must each be a view or layout guide.",
                                     exceptionName: "NSInvalidArgumentException")
            return false
        }
        guard multiplier.isFinite else {
            Headless.reportViolation("Multiplier is not finite!  That's illegal.  multiplier:\(String(format: "%g", Double(multiplier)))")
            return false
        }
        guard attr1 != .notAnAttribute else {
            Headless.reportViolation("\(creation): Invalid pairing of layout attributes", exceptionName: "NSInvalidArgumentException")
            return false
        }
        if !attr1.isSize, second == nil || multiplier == 0 {
            Headless.reportViolation("NSLayoutConstraint for \(describe(first)): A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs.",
                                     exceptionName: "NSInvalidArgumentException")
            return false
        }
        // Sizes pair with sizes (a width with a height makes an aspect ratio); locations pair
        // with locations of the same axis.
        if second != nil, attr2 == .notAnAttribute || attr1.isSize != attr2.isSize
            || (!attr1.isSize && attr1.axis != attr2.axis) {
            Headless.reportViolation("\(creation): Invalid pairing of layout attributes", exceptionName: "NSInvalidArgumentException")
            return false
        }
        guard constant.isFinite else {
            Headless.reportViolation(nonFiniteConstantMessage(constant, firstAnchor: anchorText(first, attr1),
                                                     secondAnchor: second.map { anchorText($0, attr2) } ?? "(null)"))
            return false
        }
        return true
    }

    // MARK: - Constants UIKit refuses or limits

    /// The largest constant UIKit's engine takes, in points either way (its private
    /// `_constraintConstantLimit`); a larger one is replaced by it.
    static let constantLimit: CGFloat = 2_777_777

    /// `constant` within ±``constantLimit``; beyond it, the limit, with the message UIKit logs
    /// (once a runtime, as UIKit logs it once a process). A constant that is not finite is
    /// returned as it is, for the caller to refuse.
    static func withinConstantLimit(_ constant: CGFloat) -> CGFloat {
        guard constant.isFinite, abs(constant) > constantLimit else { return constant }
        let engine = Headless.current.layoutEngine
        if !engine.hasLoggedConstantLimit {
            engine.hasLoggedConstantLimit = true
            Headless.reportLoggedProblem("This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  A smaller value will be substituted, but this problem should be fixed. Break on BOOL _NSLayoutConstraintNumberExceedsLimit() to debug.  This will be logged only once.  This may break in the future.")
        }
        return constant > 0 ? constantLimit : -constantLimit
    }

    /// UIKit's message for a constant that is not finite.
    static func nonFiniteConstantMessage(_ constant: CGFloat, firstAnchor: String, secondAnchor: String) -> String {
        "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(String(format: "%g", Double(constant))) firstAnchor:\(firstAnchor) secondAnchor:\(secondAnchor)"
    }

    /// An anchor as UIKit prints it in that message: `<NSLayoutXAxisAnchor "UIView.leading">`
    /// (without the addresses this package leaves out of every description).
    static func anchorText(_ item: AnyObject?, _ attribute: Attribute) -> String {
        let kind = attribute.isSize ? "NSLayoutDimension" : attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        return "<\(kind) \"\(describe(item)).\(attribute.name)\">"
    }

    private var firstAnchorText: String { NSLayoutConstraint.anchorText(firstLayoutItem, firstAttribute) }
    private var secondAnchorText: String {
        secondLayoutItem.map { NSLayoutConstraint.anchorText($0, secondAttribute) } ?? "(null)"
    }
}
