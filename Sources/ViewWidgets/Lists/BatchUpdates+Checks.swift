// BatchUpdates+Checks.swift: UIKit's messages for a batch update that does not match the data
// source's new counts (and for a diffable data source's missing cell), worded once for a table's
// rows and a collection view's items.

/// The words UIKit's messages use for one kind of list: the messages are the same sentences, a
/// table's speaking of rows and a collection view's of items.
struct ListVocabulary: Sendable {
    /// The view's class: "UITableView" or "UICollectionView".
    let className: String
    /// The view in prose: "table view" or "collection view".
    let view: String
    /// One element: "row" or "item".
    let element: String

    /// Several elements: "rows" or "items".
    var elements: String { element + "s" }

    static let table = ListVocabulary(className: "UITableView", view: "table view", element: "row")
    static let collection = ListVocabulary(className: "UICollectionView", view: "collection view", element: "item")

    /// A two-element index path as UIKit's messages print it (an `NSIndexPath`'s description).
    static func describe(_ indexPath: IndexPath) -> String {
        "<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath[1])}"
    }

    /// UIKit's message for a diffable data source's cell provider that made no cell.
    func nilCell(at indexPath: IndexPath) -> String {
        "\(className) dataSource returned a nil cell for \(element) at index path: \(ListVocabulary.describe(indexPath))"
    }
}

extension BatchUpdates {
    /// Whether the batch matches the data source's new counts; when it does not, UIKit's message
    /// is reported (for the exception UIKit raises) and the view must change nothing.
    @MainActor
    func isConsistent(oldCounts: [Int], newCounts: [Int], in words: ListVocabulary) -> Bool {
        guard let message = inconsistency(oldCounts: oldCounts, newCounts: newCounts, in: words) else { return true }
        Headless.reportViolation(message)
        return false
    }

    /// UIKit's message for this batch when it does not match the data source's new counts (the
    /// elements of each section before the update and after it), or nil when it does.
    func inconsistency(oldCounts: [Int], newCounts: [Int], in words: ListVocabulary) -> String? {
        let oldSectionCount = oldCounts.count, newSectionCount = newCounts.count
        for section in deletedSections where section >= oldSectionCount {
            return "attempt to delete section \(section), but there are only \(oldSectionCount) sections before the update"
        }
        for section in insertedSections where section >= newSectionCount {
            return "attempt to insert section \(section) but there are only \(newSectionCount) sections after the update"
        }
        let inserted = insertedSections.count, deleted = deletedSections.count
        if newSectionCount != oldSectionCount + inserted - deleted {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(words.view) after the update (\(newSectionCount)) must be equal to the number of sections contained in the \(words.view) before the update (\(oldSectionCount)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        }
        return elementInconsistency(oldCounts: oldCounts, newCounts: newCounts, in: words)
    }

    /// The message for rows or items that do not add up, once the sections do. `indexPath[1]` is
    /// the row or the item.
    private func elementInconsistency(oldCounts: [Int], newCounts: [Int], in words: ListVocabulary) -> String? {
        let oldSectionCount = oldCounts.count, newSectionCount = newCounts.count
        let element = words.element, elements = words.elements
        func countBefore(_ indexPath: IndexPath) -> Int {
            oldCounts.indices.contains(indexPath.section) ? oldCounts[indexPath.section] : 0
        }
        // An element of a section that does not exist, or a negative one, is as missing as one past the end.
        for indexPath in deletedRows.sorted() + reloadedRows.sorted() where !(0..<countBefore(indexPath)).contains(indexPath[1]) {
            guard (0..<oldSectionCount).contains(indexPath.section) else {
                return "attempt to delete \(element) \(indexPath[1]) from section \(indexPath.section), but there are only \(oldSectionCount) sections before the update"
            }
            return "attempt to delete \(element) \(indexPath[1]) from section \(indexPath.section) which only contains \(countBefore(indexPath)) \(elements) before the update"
        }
        for indexPath in movedRows.map(\.from) where !(0..<countBefore(indexPath)).contains(indexPath[1]) {
            return "attempt to move index path (\(ListVocabulary.describe(indexPath))) that does not exist - there are only \(countBefore(indexPath)) \(elements) in section \(indexPath.section) before the update"
        }
        for indexPath in insertedRows.sorted() + movedRows.map(\.to) {
            guard newCounts.indices.contains(indexPath.section) else {
                return "attempt to insert \(element) \(indexPath[1]) into section \(indexPath.section), but there are only \(newSectionCount) sections after the update"
            }
            let count = newCounts[indexPath.section]
            if !(0..<count).contains(indexPath[1]) {
                return "attempt to insert \(element) \(indexPath[1]) into section \(indexPath.section), but there are only \(count) \(elements) in section \(indexPath.section) after the update"
            }
        }
        for oldSection in 0..<oldSectionCount where !reloadedSections.contains(oldSection) {
            guard let newSection = newSection(for: oldSection), newCounts.indices.contains(newSection) else { continue }
            let before = oldCounts[oldSection], after = newCounts[newSection]
            let insertedHere = insertedRows.filter { $0.section == newSection }.count
            let deletedHere = deletedRows.filter { $0.section == oldSection }.count
            let movedIn = movedRows.filter { $0.to.section == newSection && $0.from.section != oldSection }.count
            let movedOut = movedRows.filter { $0.from.section == oldSection && $0.to.section != newSection }.count
            if after != before + insertedHere - deletedHere + movedIn - movedOut {
                return "Invalid update: invalid number of \(elements) in section \(newSection). The number of \(elements) contained in an existing section after the update (\(after)) must be equal to the number of \(elements) contained in that section before the update (\(before)), plus or minus the number of \(elements) inserted or deleted from that section (\(insertedHere) inserted, \(deletedHere) deleted) and plus or minus the number of \(elements) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }
}
