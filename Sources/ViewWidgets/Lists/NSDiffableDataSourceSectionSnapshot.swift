// NSDiffableDataSourceSectionSnapshot.swift: the items of one section as an outline: items with
// children, each parent expanded or collapsed (iOS 14;
// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesectionsnapshot-swift.struct).

/// The items of one section as a tree, as UIKit's `NSDiffableDataSourceSectionSnapshot`: root
/// items and the children appended to them, each parent expanded or collapsed. A section shows its
/// ``visibleItems``: the roots and, under each expanded parent, its visible children.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// The items with no parent, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var expanded: Set<ItemIdentifierType> = []
    private var members: Set<ItemIdentifierType> = []

    /// Makes an empty snapshot.
    public init() {}

    /// Makes a copy of `snapshot`.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot) {
        self = snapshot
    }

    /// Every item, depth first: each parent before its children, expanded or not.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        walk(rootItems, into: &result, visibleOnly: false)
        return result
    }

    /// The items a section shows: the roots and, under each expanded parent, its visible children.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(rootItems, into: &result, visibleOnly: true)
        return result
    }

    private func walk(_ level: [ItemIdentifierType], into result: inout [ItemIdentifierType], visibleOnly: Bool) {
        for item in level {
            result.append(item)
            if let nested = children[item], !visibleOnly || expanded.contains(item) {
                walk(nested, into: &result, visibleOnly: visibleOnly)
            }
        }
    }

    /// Whether the snapshot has `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// Whether `item` is expanded (its children show while it is visible).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` shows: it is a root, or its parent is expanded and visible.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard members.contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// How deep `item` is: 0 for a root, 1 for its children...
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] { level += 1; current = parent }
        return level
    }

    /// The index of `item` in ``items``, or nil.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// The parent of `child`, or nil for a root (or an item not in the snapshot).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// A snapshot of `parent`'s descendants (with `parent` as its root when `includingParent`),
    /// with their expansion.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard members.contains(parent) else { return result }
        if includingParent {
            result.append([parent])
            if expanded.contains(parent) { result.expanded.insert(parent) }
            copyChildren(of: parent, into: &result, under: parent)
        } else {
            result.append(children[parent] ?? [])
            for child in children[parent] ?? [] {
                if expanded.contains(child) { result.expanded.insert(child) }
                copyChildren(of: child, into: &result, under: child)
            }
        }
        return result
    }

    private func copyChildren(of item: ItemIdentifierType, into result: inout NSDiffableDataSourceSectionSnapshot, under parent: ItemIdentifierType) {
        for child in children[item] ?? [] {
            result.append([child], to: parent)
            if expanded.contains(child) { result.expanded.insert(child) }
            copyChildren(of: child, into: &result, under: child)
        }
    }

    // MARK: - Changing

    /// Adds `items` at the end of `parent`'s children, or of the roots when `parent` is nil. An
    /// item already in the snapshot, or a parent that is not, is refused with UIKit's message.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard accepts(items, parent: parent) else { return }
        if let parent {
            children[parent, default: []].append(contentsOf: items)
            for item in items { parents[item] = parent }
        } else {
            rootItems.append(contentsOf: items)
        }
        members.formUnion(items)
    }

    /// Inserts `items` as siblings just before `item`.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, next: item, after: false)
    }

    /// Inserts `items` as siblings just after `item`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, next: item, after: true)
    }

    private mutating func insert(_ items: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool) {
        guard members.contains(item) else {
            return DiffableViolations.report(DiffableViolations.missingItem)
        }
        let parent = parents[item]
        guard accepts(items, parent: nil) else { return }
        var siblings = parent.map { children[$0] ?? [] } ?? rootItems
        guard let index = siblings.firstIndex(of: item) else { return }
        siblings.insert(contentsOf: items, at: after ? index + 1 : index)
        if let parent { children[parent] = siblings } else { rootItems = siblings }
        for inserted in items { parents[inserted] = parent }
        members.formUnion(items)
    }

    /// Adds `snapshot`'s items (with their children and expansion) under `parent`, or as roots.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType? = nil) {
        // Refused roots (reported) bring none of their children.
        guard accepts(snapshot.rootItems, parent: parent) else { return }
        append(snapshot.rootItems, to: parent)
        merge(snapshot)
    }

    /// Inserts `snapshot`'s items (with their children and expansion) as siblings just before `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, before item: ItemIdentifierType) {
        insert(snapshot, next: item, after: false)
    }

    /// Inserts `snapshot`'s items (with their children and expansion) as siblings just after `item`.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, after item: ItemIdentifierType) {
        insert(snapshot, next: item, after: true)
    }

    private mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, next item: ItemIdentifierType, after: Bool) {
        let before = members.count
        insert(snapshot.rootItems, next: item, after: after)
        // Refused roots (reported) bring none of their children.
        guard members.count == before + snapshot.rootItems.count else { return }
        merge(snapshot)
    }

    /// Deletes `items` and all their descendants.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) {
            var removed: [ItemIdentifierType] = []
            walk([item], into: &removed, visibleOnly: false)
            if let parent = parents[item] {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            } else {
                rootItems.removeAll { $0 == item }
            }
            for gone in removed {
                members.remove(gone)
                parents[gone] = nil
                children[gone] = nil
                expanded.remove(gone)
            }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Expands `items`: their children show while they are visible.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where members.contains(item) { expanded.insert(item) }
    }

    /// Collapses `items`: their children no longer show.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// Replaces `parent`'s descendants with `snapshot`'s items.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot) {
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// A text drawing of the tree: one line per item, indented by level, `+` before an expanded
    /// parent and `-` before a collapsed one.
    public func visualDescription() -> String {
        items.map { item in
            let mark = children[item] == nil ? "•" : expanded.contains(item) ? "+" : "-"
            return String(repeating: "  ", count: level(of: item)) + "\(mark) \(item)"
        }.joined(separator: "\n")
    }

    /// Takes in `snapshot`'s children and expansion (its roots are already placed).
    private mutating func merge(_ snapshot: NSDiffableDataSourceSectionSnapshot) {
        for root in snapshot.rootItems { mergeChildren(of: root, from: snapshot) }
        expanded.formUnion(snapshot.expanded)
    }

    private mutating func mergeChildren(of item: ItemIdentifierType, from snapshot: NSDiffableDataSourceSectionSnapshot) {
        guard let nested = snapshot.children[item] else { return }
        append(nested, to: item)
        for child in nested { mergeChildren(of: child, from: snapshot) }
    }

    /// Whether `items` can be added under `parent`: none already present or given twice, and
    /// the parent present; otherwise UIKit's message is reported and nothing changes.
    private func accepts(_ items: [ItemIdentifierType], parent: ItemIdentifierType?) -> Bool {
        if let parent, !members.contains(parent) {
            DiffableViolations.report(DiffableViolations.missingItem)
            return false
        }
        return DiffableViolations.areUnique(items.filter { members.contains($0) } + items, kind: "item")
    }
}
