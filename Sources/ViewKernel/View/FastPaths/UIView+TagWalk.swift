// UIView+TagWalk.swift: the walk behind `viewWithTag(_:)` (its rule is in UIView.swift), which
// reads the stored tag of views whose class keeps UIView's `tag` instead of asking them (why this
// folder reads class metadata: UIViewOverrides.swift).

extension UIView {
    /// The first of this view's descendants whose `tag` is `tag`, depth-first in `subviews`
    /// order; nil when none has it. A view whose class keeps UIView's `tag` is not asked (asking
    /// retains the view for the call): its stored tag is what the getter would answer.
    ///
    /// Without recursion, so a deep chain cannot exhaust the stack; per level, its views and the
    /// index of the next one to visit (cheaper than pushing every child on a stack of views).
    /// Each level holds its array, so its views outlive any change a `tag` getter makes to the
    /// tree, and reads the elements in place, without retaining each view it visits.
    final func firstDescendant(withTag tag: Int) -> UIView? {
        var path: [SubviewWalkLevel] = [SubviewWalkLevel(subviewStorage)]
        let tagOverrides = UIViewOverrides.tag
        var knownDefault: UnsafeRawPointer?
        while !path.isEmpty {
            let top = path.count - 1
            let next = path[top].next
            guard next < path[top].count else {
                path.removeLast()
                continue
            }
            path[top].next = next + 1
            unowned(unsafe) let view: UIView
            if let elements = path[top].elements { view = elements[next] } else { view = path[top].siblings[next] }
            // The rule's test, `view.tag == tag`.
            let metadata = UIViewOverrides.metadata(of: view)
            if metadata == knownDefault || tagOverrides?.keepsDefaults(metadata) == true {
                knownDefault = metadata
                if view.tagStorage == tag { return view }
            } else if view.tag == tag {
                return view
            }
            if !view.subviewStorage.isEmpty { path.append(SubviewWalkLevel(view.subviewStorage)) }
        }
        return nil
    }
}

/// One level of the tag walk: the level's array, held so that its views stay alive whatever the
/// walk's callers do to the tree, its elements in place (nil if the array is not contiguous, never
/// the case for a native Swift array), and the next index.
struct SubviewWalkLevel {
    let siblings: [UIView]
    let elements: UnsafeMutablePointer<UIView>?
    let count: Int
    var next = 0

    init(_ siblings: [UIView]) {
        self.siblings = siblings
        elements = siblings._baseAddressIfContiguous
        count = siblings.count
    }
}
