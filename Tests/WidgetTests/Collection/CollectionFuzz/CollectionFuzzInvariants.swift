// CollectionFuzzInvariants.swift: what must hold after every operation of the collection view
// fuzz, and the cell-identity oracle of updates.
import Foundation
import TestSupport
@testable import ViewWidgets

/// What an update must keep and ask again, recorded just before it: the cell of every item on
/// screen, by item identity, the items it reloads, and where the cell-request log stood.
@MainActor
struct CollectionIdentityCheck {
    let cellsByItem: [Int: ObjectIdentifier]
    let reloadedIDs: Set<Int>
    let requestMark: Int

    /// Records the harness's collection view as it is now, with the model still the data before the update.
    init(harness: CollectionFuzzHarness, reloadedIDs: Set<Int>) {
        var cells: [Int: ObjectIdentifier] = [:]
        for path in harness.collectionView.indexPathsForVisibleItems where harness.exists(path) {
            if let cell = harness.collectionView.cellForItem(at: path) { cells[harness.row(at: path).id] = ObjectIdentifier(cell) }
        }
        cellsByItem = cells
        self.reloadedIDs = reloadedIDs
        requestMark = harness.source.cellRequests.count
    }

    /// After the update and a layout pass: a reloaded item on screen was asked for again; any other
    /// item on screen before and after keeps the very same cell.
    func failure(in harness: CollectionFuzzHarness, shown: [IndexPath]) -> InvariantFailure? {
        let asked = Set(harness.source.cellRequests[requestMark...])
        for path in shown {
            let row = harness.row(at: path)
            guard let cell = harness.collectionView.cellForItem(at: path) else { continue }
            if reloadedIDs.contains(row.id) {
                if !asked.contains(row.id) {
                    return InvariantFailure("a reloaded item is asked for again", "\(harness.path(path)) (item \(row.id)) was not")
                }
            } else if let before = cellsByItem[row.id], before != ObjectIdentifier(cell) {
                return InvariantFailure("an item on screen before and after an update keeps its cell",
                                        "\(harness.path(path)) (item \(row.id)) has another cell")
            }
        }
        return nil
    }
}

extension CollectionFuzzHarness {
    /// The invariants, after a layout pass: counts; the visible cells exactly the items whose
    /// layout frames meet the bounds, each in its frame, showing its item, selected as its item
    /// is; the headers exactly the titled sections whose header frames meet the bounds; the reuse
    /// pool apart from the screen and holding every other cell; the selection exactly the
    /// selected items that exist. The first that fails.
    func checkInvariants() -> InvariantFailure? {
        let messages = Headless.recordingViolations { collectionView.layoutIfNeeded() }
        if !messages.isEmpty { return InvariantFailure("layout reports nothing", "\(messages)") }
        if !source.badQuestions.isEmpty {
            return InvariantFailure("the collection view asks only about items that exist", "\(source.badQuestions)")
        }
        let sections = source.sections
        let counts = (0..<collectionView.numberOfSections).map(collectionView.numberOfItems(inSection:))
        if counts != sections.map(\.rows.count) {
            return InvariantFailure("counts match the data", "collection view has \(counts), data has \(sections.map(\.rows.count))")
        }
        if collectionView.contentSize != layout.collectionViewContentSize {
            return InvariantFailure("the content size is the layout's", "\(collectionView.contentSize) vs \(layout.collectionViewContentSize)")
        }
        let bounds = collectionView.bounds
        var expected: [IndexPath] = [], expectedSelection: [IndexPath] = [], frames: [IndexPath: CGRect] = [:]
        var expectedHeaders: [IndexPath] = []
        for (sectionIndex, section) in sections.enumerated() {
            let headerPath = IndexPath(item: 0, section: sectionIndex)
            let header = collectionView.layoutAttributesForSupplementaryElement(ofKind: UICollectionView.elementKindSectionHeader, at: headerPath)
            if (header != nil) != (section.title != nil) {
                return InvariantFailure("a section has a header exactly when it has a title", "section \(sectionIndex)")
            }
            if let header, rectsMeet(header.frame, bounds) { expectedHeaders.append(headerPath) }
            for (item, row) in section.rows.enumerated() {
                let path = IndexPath(item: item, section: sectionIndex)
                guard let frame = collectionView.layoutAttributesForItem(at: path)?.frame else {
                    return InvariantFailure("every item has layout attributes", self.path(path))
                }
                frames[path] = frame
                if rectsMeet(frame, bounds) { expected.append(path) }
                if selectedIDs.contains(row.id) { expectedSelection.append(path) }
            }
        }
        let shown = collectionView.indexPathsForVisibleItems
        if shown != expected {
            return InvariantFailure("visible cells are exactly the items whose frames meet the bounds",
                                    "bounds \(bounds): shows \(shown.map(path)), expected \(expected.map(path))")
        }
        let headers = collectionView.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader)
        if headers != expectedHeaders {
            return InvariantFailure("visible headers are exactly those whose frames meet the bounds",
                                    "shows \(headers.map(path)), expected \(expectedHeaders.map(path))")
        }
        if let failure = checkCells(shown, frames: frames) { return failure }
        if let identityCheck, let failure = identityCheck.failure(in: self, shown: shown) { return failure }
        let selection = collectionView.indexPathsForSelectedItems ?? []
        if selection != expectedSelection {
            return InvariantFailure("the selection is the selected items that exist",
                                    "collection view selects \(selection.map(path)), expected \(expectedSelection.map(path))")
        }
        return nil
    }

    /// Each visible cell in the collection view, in its item's frame, showing its item, selected as
    /// it is; the pool apart from the screen, and every cell made either visible or pooled.
    private func checkCells(_ shown: [IndexPath], frames: [IndexPath: CGRect]) -> InvariantFailure? {
        var shownIDs = Set<ObjectIdentifier>()
        for path in shown {
            guard let cell = collectionView.cellForItem(at: path) else {
                return InvariantFailure("a visible item has its cell", "\(self.path(path)) has none")
            }
            shownIDs.insert(ObjectIdentifier(cell))
            let row = row(at: path)
            if cell.superview !== collectionView || cell.isHidden || cell.frame != frames[path] {
                return InvariantFailure("a visible cell is in the collection view, in its item's frame",
                                        "\(self.path(path)): frame \(cell.frame), expected \(String(describing: frames[path]))")
            }
            guard let configured = source.configuredItems[ObjectIdentifier(cell)], configured == (row.id, row.version) else {
                return InvariantFailure("a visible cell shows its item",
                                        "\(self.path(path)) shows \(String(describing: source.configuredItems[ObjectIdentifier(cell)])), expected \((row.id, row.version))")
            }
            if cell.isSelected != selectedIDs.contains(row.id) {
                return InvariantFailure("a visible cell is selected exactly when its item is", "\(self.path(path)): isSelected \(cell.isSelected)")
            }
        }
        if shownIDs.count != shown.count { return InvariantFailure("no cell shows two items", "\(shown.count) items, \(shownIDs.count) cells") }
        let pool = collectionView.cellPool.views(waitingIn: "Cell")
        let poolIDs = Set(pool.map(ObjectIdentifier.init))
        if poolIDs.count != pool.count || !poolIDs.isDisjoint(with: shownIDs) {
            return InvariantFailure("no cell is both visible and pooled",
                                    "\(pool.count) pooled, \(poolIDs.count) distinct, \(poolIDs.intersection(shownIDs).count) also visible")
        }
        // A pooled cell waits among the subviews, hidden, as in UIKit; every other cell there is visible.
        if let cell = pool.first(where: { $0.superview !== collectionView || !$0.isHidden }) {
            return InvariantFailure("a pooled cell is a hidden subview", "superview \(String(describing: cell.superview)), hidden \(cell.isHidden)")
        }
        let cellSubviews = collectionView.subviews.compactMap { $0 as? UICollectionViewCell }
        if let stray = cellSubviews.first(where: { !poolIDs.contains(ObjectIdentifier($0)) && !shownIDs.contains(ObjectIdentifier($0)) }) {
            return InvariantFailure("every cell among the subviews is visible or pooled", "\(stray) is neither")
        }
        let made = FuzzCollectionCell.made
        if poolIDs.count + shownIDs.count != made.count
            || !made.allSatisfy({ poolIDs.contains(ObjectIdentifier($0)) || shownIDs.contains(ObjectIdentifier($0)) }) {
            return InvariantFailure("every cell made is visible or pooled", "\(made.count) made, \(shownIDs.count) visible, \(pool.count) pooled")
        }
        return nil
    }
}
