// VisualFormat.swift: constraints from the Visual Format Language, `H:|-[name(>=80)]-8-[other]-|`.

extension NSLayoutConstraint {
    /// The constraints `format` describes in Apple's Visual Format Language, inactive, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`
    /// (https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/AutolayoutPG/VisualFormatLanguage.html).
    ///
    /// `H:` (the default) or `V:`, `|` for the superview, `[name]` for a view of `views`, an
    /// optional `(predicates)` after a name (`==50`, `>=80@750`, `otherName` for equal sizes), and
    /// connections between them: `-` is the standard space (8 points between siblings, 20 to the
    /// superview), `-n-` or `-(predicates)-` a space, nothing at all no space. `options` aligns every
    /// view with the first. A malformed format is reported as UIKit raises it ("Unable to parse
    /// constraint format: ...", with the format and a caret under the place) and gives no constraints.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                  metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        var parser = VisualFormatParser(format: format, metrics: metrics ?? [:], views: views, options: opts)
        do {
            return try parser.parse()
        } catch {
            Headless.reportViolation("Unable to parse constraint format: \n\(error.reason) \n\(format) \n\(String(repeating: " ", count: error.position))^",
                                     exceptionName: "NSInvalidArgumentException")
            return []
        }
    }
}

/// Where and why a format could not be read.
struct VisualFormatError: Error {
    let reason: String
    let position: Int
}

/// One predicate: a relation, a constant or a view, and a priority.
private struct VisualPredicate {
    var relation = NSLayoutConstraint.Relation.equal
    var constant: CGFloat = 0
    var view: UIView?
    var priority = UILayoutPriority.required
}

/// A hand-written recursive-descent reader of one format string.
@MainActor
private struct VisualFormatParser {
    let characters: [Character]
    let metrics: [String: Any]
    let views: [String: Any]
    let options: NSLayoutConstraint.FormatOptions
    var index = 0
    var isVertical = false
    var constraints: [NSLayoutConstraint] = []

    init(format: String, metrics: [String: Any], views: [String: Any], options: NSLayoutConstraint.FormatOptions) {
        characters = Array(format)
        self.metrics = metrics
        self.views = views
        self.options = options
    }

    private var leadingAttribute: NSLayoutConstraint.Attribute {
        if isVertical { return .top }
        return options.contains(.directionLeftToRight) ? .left : .leading
    }

    private var trailingAttribute: NSLayoutConstraint.Attribute {
        if isVertical { return .bottom }
        return options.contains(.directionLeftToRight) ? .right : .trailing
    }

    private var sizeAttribute: NSLayoutConstraint.Attribute { isVertical ? .height : .width }

    mutating func parse() throws(VisualFormatError) -> [NSLayoutConstraint] {
        if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
            isVertical = characters[0] == "V"
            index = 2
        }
        var previous: UIView?            // the view before the pending connection
        var leadsFromSuperview = false   // the format starts with `|`
        var pendingSpace: [VisualPredicate]?
        var placed: [UIView] = []
        if peek == "|" {
            index += 1
            leadsFromSuperview = true
            pendingSpace = try readConnection(toSuperview: true)
        }
        guard peek == "[" else { throw fail("Expected a view") }
        while peek == "[" {
            let view = try readView()
            if let previous {
                add(view, leadingAttribute, previous, trailingAttribute, pendingSpace ?? [VisualPredicate()])
            } else if leadsFromSuperview {
                guard let superview = view.superview else {
                    throw VisualFormatError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", position: 0)
                }
                add(view, leadingAttribute, superview, leadingAttribute, pendingSpace ?? [VisualPredicate()])
            }
            placed.append(view)
            previous = view
            pendingSpace = nil
            if peek == "-" || peek == "[" || peek == "|" {
                if peek == "[" { pendingSpace = [VisualPredicate()]; continue }
                if peek == "|" { break }
                pendingSpace = try readConnection(toSuperview: false)
                if peek == "|" { break }
                guard peek == "[" else { throw fail("Expected a view") }
            }
        }
        if peek == "|" {
            index += 1
            guard let last = previous, let superview = last.superview else {
                throw VisualFormatError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                                        position: index - 1)
            }
            // The space after the last view: `-n-|` or `-|`, the superview's trailing edge.
            add(superview, trailingAttribute, last, trailingAttribute, pendingSpace ?? [VisualPredicate()])
        } else if pendingSpace != nil {
            throw fail("Expected a view")
        }
        guard index == characters.count else { throw fail("Expected a view") }
        addAlignments(placed)
        return constraints
    }

    // MARK: - Pieces

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func fail(_ reason: String) -> VisualFormatError {
        VisualFormatError(reason: reason, position: index)
    }

    /// `[name]` or `[name(predicates)]`; the view's size predicates become constraints.
    private mutating func readView() throws(VisualFormatError) -> UIView {
        index += 1   // [
        let start = index
        let name = readIdentifier()
        guard !name.isEmpty else { throw fail("Expected a view") }
        guard let view = views[name] as? UIView else {
            throw VisualFormatError(reason: "\(name) is not a key in the views dictionary.", position: start)
        }
        if peek == "(" {
            for predicate in try readPredicateList() {
                constraints.append(NSLayoutConstraint(
                    item: view, attribute: sizeAttribute, relatedBy: predicate.relation, toItem: predicate.view,
                    attribute: predicate.view == nil ? .notAnAttribute : sizeAttribute, multiplier: 1,
                    constant: predicate.constant))
                constraints[constraints.count - 1].priority = predicate.priority
            }
        }
        guard peek == "]" else { throw fail("Expected ']'") }
        index += 1
        return view
    }

    /// After a `-`: `-|`/`-[` (standard space), `n-`, `metric-`, or `(predicates)-`.
    private mutating func readConnection(toSuperview: Bool) throws(VisualFormatError) -> [VisualPredicate] {
        guard peek == "-" else { return [VisualPredicate()] }   // `|[view]`: no space
        index += 1
        let standard = VisualPredicate(constant: toSuperview || peek == "|" ? 20 : systemSpacing)
        if peek == "[" || peek == "|" { return [standard] }
        let predicates = peek == "(" ? try readPredicateList() : [try readPredicate()]
        guard peek == "-" else { throw fail("Expected '-'") }
        index += 1
        return predicates
    }

    /// `(predicate, predicate, ...)`.
    private mutating func readPredicateList() throws(VisualFormatError) -> [VisualPredicate] {
        index += 1   // (
        var predicates = [try readPredicate()]
        while peek == "," {
            index += 1
            predicates.append(try readPredicate())
        }
        guard peek == ")" else { throw fail("Expected ')'") }
        index += 1
        return predicates
    }

    /// `(==|<=|>=)? (number | metric | viewName) (@priority)?`.
    private mutating func readPredicate() throws(VisualFormatError) -> VisualPredicate {
        var predicate = VisualPredicate()
        for (symbol, relation) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
        where characters[index...].starts(with: symbol) {
            predicate.relation = relation
            index += 2
            break
        }
        let start = index
        if let number = readNumber() {
            predicate.constant = number
        } else {
            let name = readIdentifier()
            if let metric = metricValue(name) {
                predicate.constant = metric
            } else if let view = views[name] as? UIView {
                predicate.view = view
            } else {
                throw VisualFormatError(reason: name.isEmpty ? "Expected a number or a metric" : "\(name) is not a key in the metrics or views dictionaries.",
                                        position: start)
            }
        }
        if peek == "@" {
            index += 1
            let priorityStart = index
            if let number = readNumber() {
                predicate.priority = UILayoutPriority(Float(number))
            } else if let metric = metricValue(readIdentifier()) {
                predicate.priority = UILayoutPriority(Float(metric))
            } else {
                throw VisualFormatError(reason: "Expected a priority", position: priorityStart)
            }
        }
        return predicate
    }

    private mutating func readIdentifier() -> String {
        var name = ""
        while let character = peek, character.isLetter || character.isNumber || character == "_" {
            if name.isEmpty, character.isNumber { break }
            name.append(character)
            index += 1
        }
        return name
    }

    private mutating func readNumber() -> CGFloat? {
        var text = ""
        if peek == "-" || peek == "+" { text.append(characters[index]); index += 1 }
        while let character = peek, character.isNumber || character == "." {
            text.append(character)
            index += 1
        }
        guard let value = Double(text) else {
            index -= text.count
            return nil
        }
        return CGFloat(value)
    }

    private func metricValue(_ name: String) -> CGFloat? {
        switch metrics[name] {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as Float: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
    }

    /// `first.attr1 == second.attr2 + space` for each predicate of the space.
    private mutating func add(_ first: UIView, _ attribute1: NSLayoutConstraint.Attribute, _ second: UIView,
                              _ attribute2: NSLayoutConstraint.Attribute, _ space: [VisualPredicate]) {
        for predicate in space {
            let constraint = NSLayoutConstraint(item: first, attribute: attribute1, relatedBy: predicate.relation,
                                                toItem: second, attribute: attribute2, multiplier: 1,
                                                constant: predicate.constant)
            constraint.priority = predicate.priority
            constraints.append(constraint)
        }
    }

    /// The alignment options: each view after the first aligned with it on the chosen attributes.
    private mutating func addAlignments(_ placed: [UIView]) {
        guard let first = placed.first else { return }
        let alignments: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute)] = [
            (.alignAllLeft, .left), (.alignAllRight, .right), (.alignAllTop, .top), (.alignAllBottom, .bottom),
            (.alignAllLeading, .leading), (.alignAllTrailing, .trailing), (.alignAllCenterX, .centerX),
            (.alignAllCenterY, .centerY), (.alignAllLastBaseline, .lastBaseline), (.alignAllFirstBaseline, .firstBaseline),
        ]
        for (option, attribute) in alignments where options.contains(option) {
            for view in placed.dropFirst() {
                constraints.append(NSLayoutConstraint(item: first, attribute: attribute, relatedBy: .equal, toItem: view,
                                                      attribute: attribute, multiplier: 1, constant: 0))
            }
        }
    }
}
