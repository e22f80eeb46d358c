// TableFuzzModel.swift: the data behind the table fuzz: sections of rows with identities and
// heights, a data source and delegate that serve them (and notice questions about rows that do not
// exist), and the planning of consistent batch updates in UIKit's terms.
import Foundation
import TestSupport
import ViewWidgets

/// One row of the fuzz's data: an identity that survives moves, a height, and a version that
/// changes when the row is reloaded.
struct FuzzRow: Equatable {
    let id: Int
    var height: CGFloat
    var version = 0
}

/// One section: an identity, an optional header title (a 28-point header), and its rows.
struct FuzzSection: Equatable {
    /// The height of a titled section's header: UIKit's plain-style default, fixed here so that the
    /// oracle does not read it back from the table.
    static let headerHeight: CGFloat = 28
    /// The room a plain table leaves above each header (iOS 15's automatic `sectionHeaderTopPadding`).
    static let headerTopPadding: CGFloat = 22

    let id: Int
    var title: String?
    var rows: [FuzzRow]
}

/// Serves `sections` to a table as data source and delegate, recording which row each cell was
/// configured for and any question about a row or section that does not exist.
@MainActor
final class FuzzTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [FuzzSection] = []
    /// Every cell this source made, in order.
    var cellsMade: [UITableViewCell] = []
    /// The row (identity and version) each cell was last configured for.
    var configuredRows: [ObjectIdentifier: (id: Int, version: Int)] = [:]
    /// The identity of the row of every `cellForRowAt` question, in order.
    var cellRequests: [Int] = []
    /// Questions about rows or sections that do not exist, for the invariants.
    var badQuestions: [String] = []
    /// The next identity for a new row or section.
    var nextID = 1
    /// The estimate the delegate gives for every row; nil: the real height.
    var estimatedHeight: CGFloat?
    /// Whether rows size themselves: the delegate answers `automaticDimension` and each cell's
    /// constraints give its row's height (rows are never 0 high then: UIKit would log and use 44).
    var selfSizing = false

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard sections.indices.contains(section) else {
            badQuestions.append("numberOfRowsInSection \(section) of \(sections.count)")
            return 0
        }
        return sections[section].rows.count
    }

    private func row(at indexPath: IndexPath, asking question: String) -> FuzzRow? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.row) else {
            badQuestions.append("\(question) for \(indexPath.section)-\(indexPath.row)")
            return nil
        }
        return sections[indexPath.section].rows[indexPath.row]
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell") ?? {
            let made = FuzzSizingCell(style: .default, reuseIdentifier: "Cell")
            cellsMade.append(made)
            return made
        }()
        if let row = row(at: indexPath, asking: "cellForRowAt") {
            configuredRows[ObjectIdentifier(cell)] = (row.id, row.version)
            cellRequests.append(row.id)
            (cell as? FuzzSizingCell)?.contentHeight = selfSizing ? row.height : nil
        }
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        let height = row(at: indexPath, asking: "heightForRowAt")?.height ?? 0
        return selfSizing ? UITableView.automaticDimension : height
    }

    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        let height = row(at: indexPath, asking: "estimatedHeightForRowAt")?.height ?? 0
        return estimatedHeight ?? height
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        guard sections.indices.contains(section) else {
            badQuestions.append("titleForHeaderInSection \(section) of \(sections.count)")
            return nil
        }
        return sections[section].title
    }

    /// The identities of the rows a Delete button deleted, until the harness takes them.
    var committedIDs: [Int] = []

    /// A Delete button (a swipe's, or the one a tap on it reveals) deletes the row from the data
    /// and the table, as a to-do list does.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let row = row(at: indexPath, asking: "commit") else { return }
        committedIDs.append(row.id)
        sections[indexPath.section].rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    /// A new row with a random height (zero-height rows included).
    func makeRow(_ generator: inout SeededGenerator) -> FuzzRow {
        defer { nextID += 1 }
        return FuzzRow(id: nextID, height: generator.pick(selfSizing ? [20, 44, 44, 44, 90, 131.5] : [0, 20, 44, 44, 44, 90]))
    }

    /// A new section of up to `maximumRows` random rows, titled one time in three.
    func makeSection(_ generator: inout SeededGenerator, maximumRows: Int = 12) -> FuzzSection {
        let id = nextID
        nextID += 1
        let rows = (0..<generator.index(below: maximumRows + 1)).map { _ in makeRow(&generator) }
        return FuzzSection(id: id, title: generator.chance(1.0 / 3) ? "Section \(id)" : nil, rows: rows)
    }
}

/// A batch update in UIKit's terms, with its new content: deletions and reloads at index paths
/// before the update, insertions at index paths after it, moves from before to after.
struct TableBatch {
    var deletedSections = IndexSet()
    /// New sections by their index after the update.
    var insertedSections: [Int: FuzzSection] = [:]
    /// New content of reloaded sections, by their index before the update.
    var reloadedSections: [Int: FuzzSection] = [:]
    var deletedRows: [IndexPath] = []
    /// New rows by their index path after the update.
    var insertedRows: [IndexPath: FuzzRow] = [:]
    /// The new version of reloaded rows, by their index path before the update.
    var reloadedRows: [IndexPath: FuzzRow] = [:]
    var movedRows: [(from: IndexPath, to: IndexPath)] = []

    /// The data after this update, computed from UIKit's rules alone (independently of the
    /// table's own bookkeeping); nil when the update does not fit `old` (a row or section that is
    /// not there, an insertion past the end, a row both moved and deleted, ...).
    func applied(to old: [FuzzSection]) -> [FuzzSection]? {
        let oldCount = old.count
        guard deletedSections.allSatisfy({ $0 < oldCount }),
              reloadedSections.keys.allSatisfy({ (0..<oldCount).contains($0) && !deletedSections.contains($0) }) else { return nil }
        func isEditableRow(_ path: IndexPath) -> Bool {
            (0..<oldCount).contains(path.section) && (0..<old[path.section].rows.count).contains(path.row)
                && !deletedSections.contains(path.section) && reloadedSections[path.section] == nil
        }
        let leaving = deletedRows + Array(reloadedRows.keys) + movedRows.map(\.from)
        guard leaving.allSatisfy(isEditableRow), Set(leaving).count == leaving.count else { return nil }
        let survivors = (0..<oldCount).filter { !deletedSections.contains($0) }
        let finalCount = survivors.count + insertedSections.count
        guard insertedSections.keys.allSatisfy({ (0..<finalCount).contains($0) }) else { return nil }
        var oldIndexAt: [Int: Int] = [:]
        var next = 0
        for slot in 0..<finalCount where insertedSections[slot] == nil {
            oldIndexAt[slot] = survivors[next]
            next += 1
        }
        var arriving: [Int: [(row: Int, value: FuzzRow)]] = [:]
        for (path, row) in insertedRows { arriving[path.section, default: []].append((path.row, row)) }
        for move in movedRows { arriving[move.to.section, default: []].append((move.to.row, old[move.from.section].rows[move.from.row])) }
        // Rows arrive only in sections that stay as they are (not inserted, not reloaded).
        for slot in arriving.keys {
            guard let oldIndex = oldIndexAt[slot], reloadedSections[oldIndex] == nil else { return nil }
        }
        let gone = Set(deletedRows + movedRows.map(\.from))
        var result: [FuzzSection] = []
        for slot in 0..<finalCount {
            if let inserted = insertedSections[slot] { result.append(inserted); continue }
            guard let oldIndex = oldIndexAt[slot] else { return nil }
            if let reloaded = reloadedSections[oldIndex] { result.append(reloaded); continue }
            let stay = old[oldIndex].rows.enumerated().compactMap { row, value -> FuzzRow? in
                let path = IndexPath(row: row, section: oldIndex)
                return gone.contains(path) ? nil : reloadedRows[path] ?? value
            }
            let incoming = (arriving[slot] ?? []).sorted { $0.row < $1.row }
            let total = stay.count + incoming.count
            guard Set(incoming.map(\.row)).count == incoming.count, incoming.allSatisfy({ (0..<total).contains($0.row) }) else { return nil }
            var rows: [FuzzRow] = []
            var stayIndex = 0, incomingIndex = 0
            for position in 0..<total {
                if incomingIndex < incoming.count, incoming[incomingIndex].row == position {
                    rows.append(incoming[incomingIndex].value)
                    incomingIndex += 1
                } else {
                    rows.append(stay[stayIndex])
                    stayIndex += 1
                }
            }
            result.append(FuzzSection(id: old[oldIndex].id, title: old[oldIndex].title, rows: rows))
        }
        return result
    }

    /// The identities of rows whose selection this update drops although they stay: reloaded
    /// rows (rows of reloaded sections are new rows).
    func reloadedIDs(in old: [FuzzSection]) -> Set<Int> {
        Set(reloadedRows.values.map(\.id)).union(reloadedSections.keys.flatMap { old[$0].rows.map(\.id) })
    }

    /// A random batch that fits `old`: a few deleted, reloaded, inserted and moved rows, now and
    /// then a deleted, inserted or reloaded section; new rows and sections are made by `source`.
    @MainActor
    static func random(from old: [FuzzSection], source: FuzzTableSource, using generator: inout SeededGenerator,
                       maximumRows: Int) -> TableBatch {
        var batch = TableBatch()
        let growth = old.reduce(0) { $0 + $1.rows.count } < maximumRows ? 1.0 : 0.2
        for index in old.indices {
            if generator.chance(0.04) { batch.deletedSections.insert(index) }
            else if generator.chance(0.04) {
                let content = source.makeSection(&generator)
                batch.reloadedSections[index] = FuzzSection(id: old[index].id, title: content.title, rows: content.rows)
            }
        }
        let survivors = old.indices.filter { !batch.deletedSections.contains($0) }
        let insertedCount = old.count < 6 && generator.chance(0.08 * growth) ? 1 : 0
        let finalCount = survivors.count + insertedCount
        let insertedSlots = Set(Array(0..<finalCount).shuffled(using: &generator).prefix(insertedCount))
        // In order: a Set's order changes from run to run, and each section draws from the generator.
        for slot in insertedSlots.sorted() { batch.insertedSections[slot] = source.makeSection(&generator) }
        var newIndexOfOld: [Int: Int] = [:]
        var next = 0
        for slot in 0..<finalCount where !insertedSlots.contains(slot) {
            newIndexOfOld[survivors[next]] = slot
            next += 1
        }
        // Rows of the sections that stay as they are: deletions, reloads, moves and insertions.
        let editable = survivors.filter { batch.reloadedSections[$0] == nil }
        var staying: [Int: Int] = [:]
        var arriving: [Int: [FuzzRow?]] = [:]  // nil: a row moved in (filled below)
        var moves: [(from: IndexPath, toSlot: Int)] = []
        for section in editable {
            var stay = 0
            for (rowIndex, row) in old[section].rows.enumerated() {
                let path = IndexPath(row: rowIndex, section: section)
                let roll = generator.index(below: 100)
                if roll < 7 {
                    batch.deletedRows.append(path)
                } else if roll < 9, let target = editable.randomElement(using: &generator), let slot = newIndexOfOld[target] {
                    moves.append((path, slot))
                } else {
                    if roll < 13 {
                        batch.reloadedRows[path] = FuzzRow(id: row.id, height: generator.pick([row.height, 44, 0, 66]),
                                                           version: row.version + 1)
                    }
                    stay += 1
                }
            }
            if let slot = newIndexOfOld[section] {
                staying[slot] = stay
                let insertions = generator.chance(0.3 * growth) ? generator.index(below: 4) : 0
                for _ in 0..<insertions { arriving[slot, default: []].append(source.makeRow(&generator)) }
            }
        }
        for move in moves { arriving[move.toSlot, default: []].append(nil) }
        // Every arriving row takes a distinct random place in its new section.
        var movesBySlot: [Int: [IndexPath]] = [:]
        for move in moves { movesBySlot[move.toSlot, default: []].append(move.from) }
        for (slot, rows) in arriving.sorted(by: { $0.key < $1.key }) {
            let total = (staying[slot] ?? 0) + rows.count
            let places = Array(0..<total).shuffled(using: &generator).prefix(rows.count)
            var pendingMoves = movesBySlot[slot] ?? []
            for (row, place) in zip(rows, places) {
                let target = IndexPath(row: place, section: slot)
                if let row { batch.insertedRows[target] = row } else { batch.movedRows.append((pendingMoves.removeFirst(), target)) }
            }
        }
        return batch
    }
}

/// A cell whose content view, when self-sizing, holds one view pinned to its edges with a
/// height constraint: the row's height, through Auto Layout. The height is at 999, as iOS apps
/// set it: a reused cell keeps its old row's height until the table measures it, and a required
/// height would conflict with that (UIKit logs the conflict with the content view's height).
final class FuzzSizingCell: UITableViewCell {
    private let filler = UIView()
    private lazy var fillerHeight: NSLayoutConstraint = {
        let height = filler.heightAnchor.constraint(equalToConstant: 0)
        height.priority = UILayoutPriority(999)
        return height
    }()

    /// The height the constraints give the content view; nil: no constraints are active.
    var contentHeight: CGFloat? {
        didSet {
            guard let contentHeight else { return NSLayoutConstraint.deactivate(pins) }
            fillerHeight.constant = contentHeight
            if filler.superview == nil {
                filler.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(filler)
            }
            NSLayoutConstraint.activate(pins)
        }
    }

    private lazy var pins: [NSLayoutConstraint] = [
        filler.topAnchor.constraint(equalTo: contentView.topAnchor),
        filler.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        filler.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        contentView.bottomAnchor.constraint(equalTo: filler.bottomAnchor),
        fillerHeight,
    ]
}
