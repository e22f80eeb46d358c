// HeightIndex.swift: running totals of row (or section) heights, for O(log n) geometry queries.

/// Heights of consecutive rows with their running totals, kept in a Fenwick tree so that the
/// offset of any row, the row at any offset, and a change of one height all cost O(log n).
///
/// This is what lets a table of a million rows find the rows on screen without walking them.
struct HeightIndex {
    /// The heights, in order.
    private(set) var heights: [CGFloat]
    /// The Fenwick tree (1-based): `tree[i]` sums the heights of a block ending at row i - 1.
    private var tree: [CGFloat]

    /// Makes an index of `heights` in O(n).
    init(heights: [CGFloat] = []) {
        self.heights = heights
        let count = heights.count
        tree = [CGFloat](unsafeUninitializedCapacity: count + 1) { tree, initialized in
            tree[0] = 0
            for index in 0..<count { tree[index + 1] = heights[index] }
            for index in 1..<(count + 1) {
                let parent = index + (index & -index)
                if parent <= count { tree[parent] += tree[index] }
            }
            initialized = count + 1
        }
    }

    /// The number of rows.
    var count: Int { heights.count }

    /// The sum of all heights.
    var total: CGFloat { offset(of: count) }

    /// The sum of the heights of the rows before `index` (the top of row `index`).
    func offset(of index: Int) -> CGFloat {
        // Not `min(_:_:)`: a debug build calls the generic function (a scroll step asks this
        // for every row on screen).
        let count = heights.count
        var position = index < count ? index : count
        var sum: CGFloat = 0
        while position > 0 {
            sum += tree[position]
            position -= position & -position
        }
        return sum
    }

    /// Changes one height.
    mutating func setHeight(_ height: CGFloat, at index: Int) {
        let delta = height - heights[index]
        guard delta != 0 else { return }
        heights[index] = height
        var position = index + 1
        while position <= count {
            tree[position] += delta
            position += position & -position
        }
    }

    /// The row whose span holds `offset`: the last row whose top is at or above it. Offsets above
    /// the first row give 0, past the end give the last row; nil when there are no rows.
    func index(containing offset: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        // Binary lifting: find the largest prefix whose sum is <= offset.
        var position = 0
        var remaining = offset
        var step = 1
        while step * 2 <= count { step *= 2 }
        while step > 0 {
            let next = position + step
            if next <= count, tree[next] <= remaining {
                position = next
                remaining -= tree[next]
            }
            step /= 2
        }
        // `position` rows have their bottom at or above `offset`; skip zero-height rows backwards
        // is unnecessary: the row that holds the offset is the next one.
        return min(position, count - 1)
    }
}
