// GapArray.swift: an array with a movable gap, so that edits near the last edit (typing) move
// only the elements between them, not everything after the edit.

/// A sequence kept as the elements before a gap and, reversed, the elements after it: replacing a
/// range costs the distance from the gap to the range plus the elements replaced, so a run of
/// edits in one place costs the same however long the sequence is.
struct GapArray<Element> {
    /// The elements before the gap, in order.
    private var front: [Element]
    /// The elements after the gap, last element first.
    private var back: [Element] = []

    init(_ elements: [Element]) {
        front = elements
    }

    /// How many elements there are.
    var count: Int { front.count + back.count }

    /// The element at `index` (0 ..< count).
    subscript(index: Int) -> Element {
        index < front.count ? front[index] : back[back.count - 1 - (index - front.count)]
    }

    /// The elements in `range`, in order.
    func elements(in range: Range<Int>) -> [Element] {
        range.map { self[$0] }
    }

    /// Replaces the elements in `range` with `elements`; the gap moves to the end of the new ones.
    mutating func replaceSubrange(_ range: Range<Int>, with elements: [Element]) {
        moveGap(to: range.upperBound)
        front.removeLast(range.count)
        front.append(contentsOf: elements)
    }

    /// Moves the gap so that `position` elements are before it.
    private mutating func moveGap(to position: Int) {
        while front.count > position, let last = front.popLast() { back.append(last) }
        while front.count < position, let next = back.popLast() { front.append(next) }
    }
}
