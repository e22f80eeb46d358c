// CollectionFuzzHarness+Operations.swift: what each operation does to the collection view and to
// the model, and what UIKit reports for the operations it refuses.
import Foundation
import TestSupport
@testable import ViewWidgets

extension CollectionFuzzHarness {
    /// Runs `body` recording violations; a failure unless they are exactly `expected`.
    func recorded(_ text: String, expecting expected: [String] = [], _ body: () -> Void) -> (String, InvariantFailure?) {
        let messages = Headless.recordingViolations(body)
        guard messages == expected else {
            return (text, InvariantFailure("violations as UIKit raises them", "reported \(messages), expected \(expected)"))
        }
        return (messages.isEmpty ? text : "\(text) -> reported \"\(messages[0])\"", nil)
    }

    func perform(_ operation: CollectionOperation) -> (String, InvariantFailure?) {
        switch operation {
        case let .update(batch, inBatch, order, splitItems):
            return performUpdate(batch, inBatch: inBatch, order: order, splitItems: splitItems)
        case let .moveSection(from, to):
            let count = source.sections.count
            guard from < count, to < count else { return ("(skipped: moveSection(\(from), toSection: \(to)) with \(count) sections)", nil) }
            identityCheck = CollectionIdentityCheck(harness: self, reloadedIDs: [])
            source.sections.insert(source.sections.remove(at: from), at: to)
            return recorded("moveSection(\(from), toSection: \(to))") {
                if feeding == .diffable { applyModel() } else { collectionView.moveSection(from, toSection: to) }
            }
        case let .inconsistentUpdate(kind, section, offset):
            return performInconsistentUpdate(kind: kind, section: section, offset: offset)
        case .duplicateIdentifiers(let section):
            guard source.sections.indices.contains(section), let first = source.sections[section].rows.first else {
                return ("(skipped: no item to append twice in section \(section))", nil)
            }
            var snapshot = snapshot(of: source.sections)
            return recorded("snapshot.appendItems([\(first.id), \(first.id)]); apply", expecting: [
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \(first.id)\n)}",
            ]) {
                snapshot.appendItems([first.id, first.id], toSection: source.sections[section].id)
                applyModel()
            }
        case .reloadData(let sections):
            source.sections = sections
            updateSelection { $0.removeAll() }
            return recorded("reloadData() with \(sections.map { $0.rows.count }) items") { reloadModel() }
        case .scroll(let y):
            return recorded("contentOffset.y = \(y)") { collectionView.setContentOffset(CGPoint(x: 0, y: y), animated: false) }
        case let .scrollToItem(target, position, animated):
            let scrollPosition = Self.positions[position]
            return recorded("scrollToItem(at: \(path(target)), at: \(scrollPosition.rawValue), animated: \(animated))",
                            expecting: exists(target) ? [] : [outOfBoundsMessage(target)]) {
                collectionView.scrollToItem(at: target, at: scrollPosition, animated: animated)
            }
        case .advance(let interval):
            return recorded("Headless.advance(by: \(interval))") { Headless.advance(by: interval) }
        case let .select(target, position):
            let scrollPosition = Self.positions[position]
            guard exists(target) else {
                return recorded("selectItem(at: \(path(target)) (missing), scrollPosition: \(scrollPosition.rawValue))",
                                expecting: scrollPosition.isEmpty ? [] : [outOfBoundsMessage(target)]) {
                    collectionView.selectItem(at: target, animated: false, scrollPosition: scrollPosition)
                }
            }
            let id = row(at: target).id
            updateSelection { if !allowsMultipleSelection { $0.removeAll() }; $0.insert(id) }
            return recorded("selectItem(at: \(path(target)), scrollPosition: \(scrollPosition.rawValue))") {
                collectionView.selectItem(at: target, animated: false, scrollPosition: scrollPosition)
            }
        case .deselect(let target):
            if exists(target) { updateSelection { $0.remove(row(at: target).id) } }
            return recorded("deselectItem(at: \(path(target)))") { collectionView.deselectItem(at: target, animated: false) }
        case .deselectAll:
            updateSelection { $0.removeAll() }
            return recorded("selectItem(at: nil)") { collectionView.selectItem(at: nil, animated: false, scrollPosition: []) }
        case .setMultipleSelection(let allowed):
            guard allowed || selectedIDs.count <= 1 else { return ("(skipped: multiple selection off with \(selectedIDs.count) selected)", nil) }
            allowsMultipleSelection = allowed
            collectionView.allowsMultipleSelection = allowed
            return ("allowsMultipleSelection = \(allowed)", nil)
        case .tap(let target):
            return performTap(target)
        case .reconfigure(let target):
            guard exists(target) else { return ("(skipped: reconfigure \(path(target)), which is gone)", nil) }
            identityCheck = CollectionIdentityCheck(harness: self, reloadedIDs: [])
            source.sections[target.section].rows[target.item].version += 1
            let id = row(at: target).id
            return recorded("reconfigureItems(at: [\(path(target))])") {
                if feeding == .diffable { applyModel(reconfigured: [id]) } else { collectionView.reconfigureItems(at: [target]) }
            }
        case let .resize(width, height):
            return recorded("collectionView.frame = (0 0; \(width) \(height))") {
                collectionView.frame = CGRect(x: 0, y: 0, width: width, height: height)
            }
        case let .nonFiniteSetting(index, value):
            return performNonFiniteSetting(index, value)
        }
    }

    /// How many settings `nonFiniteSetting` picks from.
    static let nonFiniteSettingCount = 5

    /// Sets one of the layout's settings, or the content inset, to `value`: refused with the
    /// logged message, nothing changes, and the content size stays finite.
    private func performNonFiniteSetting(_ index: Int, _ value: CGFloat) -> (String, InvariantFailure?) {
        let text = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
        let contentSize = collectionView.contentSize
        let (name, message, body): (String, String, () -> Void) = switch index {
        case 0: ("layout.sectionInset.top", "UICollectionViewFlowLayout sectionInset {\(text), 0, 0, 0} is refused: it must be finite; {0, 0, 0, 0} is kept",
                 { self.layout.sectionInset.top = value })
        case 1: ("layout.minimumLineSpacing", "UICollectionViewFlowLayout minimumLineSpacing \(text) is refused: it must be finite; 10 is kept",
                 { self.layout.minimumLineSpacing = value })
        case 2: ("layout.itemSize.height", "UICollectionViewFlowLayout itemSize {50, \(text)} is refused: it must be finite; {50, 50} is kept",
                 { self.layout.itemSize.height = value })
        case 3: ("layout.headerReferenceSize.height", "UICollectionViewFlowLayout headerReferenceSize {0, \(text)} is refused: it must be finite; {0, 0} is kept",
                 { self.layout.headerReferenceSize.height = value })
        default: ("contentInset.bottom", "\(type(of: collectionView)) contentInset {0, 0, \(text), 0} is refused: it must be finite; {0, 0, 0, 0} is kept",
                  { self.collectionView.contentInset.bottom = value })
        }
        let (described, failure) = recorded("\(name) = \(text)", expecting: [message]) {
            body()
            collectionView.layoutIfNeeded()
        }
        if let failure { return (described, failure) }
        guard collectionView.contentSize == contentSize else {
            return (described, InvariantFailure("a refused setting changes nothing", "content size \(contentSize) became \(collectionView.contentSize)"))
        }
        return (described, nil)
    }

    /// UIKit's message for scrolling to an item or section that does not exist.
    func outOfBoundsMessage(_ target: IndexPath) -> String {
        let count = source.sections.count
        guard (0..<count).contains(target.section) else {
            return "Attempted to scroll the collection view to an out-of-bounds section (\(target.section)) when there are only \(count) sections."
        }
        return "Attempted to scroll the collection view to an out-of-bounds item (\(target.item)) when there are only \(source.sections[target.section].rows.count) items in section \(target.section)."
    }

    /// A tap at the middle of an item's cell, through the window: selects it (or, with multiple
    /// selection, deselects it when selected). Skipped when the item has no cell whose middle is
    /// on screen.
    private func performTap(_ target: IndexPath) -> (String, InvariantFailure?) {
        guard exists(target), let cell = collectionView.cellForItem(at: target), cell.frame.width > 0, cell.frame.height > 0 else {
            return ("(skipped: tap \(path(target)), not on screen)", nil)
        }
        let middle = CGPoint(x: cell.frame.midX, y: cell.frame.midY)
        let bounds = collectionView.bounds
        let inWindow = collectionView.convert(middle, to: window)
        guard middle.x > bounds.minX, middle.x < bounds.maxX, middle.y > bounds.minY, middle.y < bounds.maxY,
              window.bounds.contains(inWindow) else {
            return ("(skipped: tap \(path(target)), its middle is off screen)", nil)
        }
        let id = row(at: target).id
        if allowsMultipleSelection, selectedIDs.contains(id) {
            updateSelection { $0.remove(id) }
        } else {
            updateSelection { if !allowsMultipleSelection { $0.removeAll() }; $0.insert(id) }
        }
        return recorded("tap \(path(target))") { window.tap(at: inWindow) }
    }

    /// A batch that fits the data: batch updates (in one performBatchUpdates, or one call at a
    /// time when `inBatch` is false and there is one change) or, for a diffable data source, the
    /// new data's snapshot with the reloads marked.
    private func performUpdate(_ batch: TableBatch, inBatch: Bool, order: UInt64, splitItems: Bool) -> (String, InvariantFailure?) {
        guard let newSections = batch.applied(to: source.sections) else { return ("(skipped: a batch that no longer fits the data)", nil) }
        let collectionView = self.collectionView
        var calls: [(text: String, call: () -> Void)] = []
        if !batch.deletedSections.isEmpty {
            calls.append(("deleteSections(\(Array(batch.deletedSections)))", { collectionView.deleteSections(batch.deletedSections) }))
        }
        if !batch.insertedSections.isEmpty {
            let sections = IndexSet(batch.insertedSections.keys)
            calls.append(("insertSections(\(Array(sections)))", { collectionView.insertSections(sections) }))
        }
        if !batch.reloadedSections.isEmpty {
            let sections = IndexSet(batch.reloadedSections.keys)
            calls.append(("reloadSections(\(Array(sections)))", { collectionView.reloadSections(sections) }))
        }
        for (name, paths, call) in [("deleteItems", batch.deletedRows.sorted(), UICollectionView.deleteItems),
                                    ("insertItems", batch.insertedRows.keys.sorted(), UICollectionView.insertItems),
                                    ("reloadItems", batch.reloadedRows.keys.sorted(), UICollectionView.reloadItems)] where !paths.isEmpty {
            for group in splitItems ? paths.map({ [$0] }) : [paths] {
                calls.append(("\(name)(\(group.map(path)))", { call(collectionView)(group) }))
            }
        }
        for move in batch.movedRows {
            calls.append(("moveItem(\(path(move.from)) -> \(path(move.to)))", { collectionView.moveItem(at: move.from, to: move.to) }))
        }
        var generator = SeededGenerator(seed: order)
        calls.shuffle(using: &generator)
        let reloaded = batch.reloadedIDs(in: source.sections)
        let reloadedSectionRows = batch.reloadedSections.values.flatMap { $0.rows.map(\.id) }
        identityCheck = CollectionIdentityCheck(harness: self, reloadedIDs: reloaded.union(reloadedSectionRows))
        let reloadedSectionIDs = batch.reloadedSections.keys.map { source.sections[$0].id }
        source.sections = newSections
        let remaining = Set(newSections.flatMap { $0.rows.map(\.id) })
        updateSelection { $0 = $0.intersection(remaining).subtracting(reloaded) }
        let list = calls.map(\.text).joined(separator: ", ")
        if feeding == .diffable {
            let reloadedItems = batch.reloadedRows.values.map(\.id)
            return recorded("apply(snapshot) for \(calls.isEmpty ? "(no change)" : list)") {
                applyModel(reloaded: reloadedItems, reloadedSections: reloadedSectionIDs)
            }
        }
        if !inBatch, calls.count <= 1 {
            return recorded(calls.isEmpty ? "(empty update)" : list) { calls.forEach { $0.call() } }
        }
        return recorded("performBatchUpdates { \(list) }") {
            collectionView.performBatchUpdates { calls.forEach { $0.call() } }
        }
    }

    /// An update that does not match the data: UIKit's message, and nothing changes.
    private func performInconsistentUpdate(kind: Int, section: Int, offset: Int) -> (String, InvariantFailure?) {
        let count = source.sections.count
        let oldSections = source.sections
        var generator = SeededGenerator(seed: UInt64(section * 7 + offset))
        let result: (String, InvariantFailure?)
        let visibleBefore = collectionView.indexPathsForVisibleItems
        switch kind {
        case _ where kind <= 2 && section >= count:
            return ("(skipped: an inconsistent update of section \(section) of \(count))", nil)
        case 0:
            let items = oldSections[section].rows.count
            source.sections[section].rows.append(source.model.makeRow(&generator))
            result = recorded("data gains an item in section \(section); performBatchUpdates {}", expecting: [
                "Invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(items + 1)) must be equal to the number of items contained in that section before the update (\(items)), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
            ]) { collectionView.performBatchUpdates({}) }
        case 1, 2:
            let items = oldSections[section].rows.count
            let target = IndexPath(item: items + offset, section: section)
            let reload = kind == 2
            result = recorded("\(reload ? "reloadItems" : "deleteItems")(\(path(target))) beyond the data", expecting: [
                "attempt to delete item \(target.item) from section \(section) which only contains \(items) items before the update",
            ]) {
                if reload { collectionView.reloadItems(at: [target]) } else { collectionView.deleteItems(at: [target]) }
            }
        case 3:
            let target = count + 1 + offset
            result = recorded("insertSections([\(target)]) beyond the data", expecting: [
                "attempt to insert section \(target) but there are only \(count) sections after the update",
            ]) { collectionView.insertSections(IndexSet(integer: target)) }
        default:
            source.sections.append(source.model.makeSection(&generator))
            result = recorded("data gains a section; performBatchUpdates {}", expecting: [
                "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(count + 1)) must be equal to the number of sections contained in the collection view before the update (\(count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
            ]) { collectionView.performBatchUpdates({}) }
        }
        source.sections = oldSections
        if result.1 == nil, collectionView.indexPathsForVisibleItems != visibleBefore {
            return (result.0, InvariantFailure("a refused update changes nothing", "visible \(visibleBefore) became \(collectionView.indexPathsForVisibleItems)"))
        }
        return result
    }
}
