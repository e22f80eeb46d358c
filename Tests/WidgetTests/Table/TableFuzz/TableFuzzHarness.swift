// TableFuzzHarness.swift: replays TableOperations on a fresh table in a window, keeps the model's
// data and selection in step, and after every operation checks the table against an oracle:
// visible cells exactly the rows meeting the bounds, each showing its row, no cell both visible
// and pooled, selection within bounds.
import Foundation
import TestSupport
@testable import ViewWidgets // the reuse pool is internal; the invariants look inside it.

/// Applies TableOperations to a fresh table in a visible window, keeping the data and the
/// selection of the model in step and checking the table against them after every operation.
@MainActor
final class TableFuzzHarness: RandomOperationSubject {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table: UITableView
    let source = FuzzTableSource()
    /// What the last operation's update must have kept and asked again, checked with the invariants.
    var identityCheck: CellIdentityCheck?
    /// A deliberate break of the calls made to the table, to test the fuzz itself.
    enum Sabotage {
        case none
        /// `reloadRows` calls are left out (the data still changes).
        case ignoreReloads
        /// A move is told to the table as a deletion and an insertion (the counts still match).
        case moveAsDeleteAndInsert
    }
    let sabotage: Sabotage
    /// The selected rows, by identity.
    private(set) var selectedIDs: Set<Int> = []
    private var multipleSelection = false
    /// The most rows updates grow the data to (they mostly shrink it beyond).
    let maximumRows = 120
    /// The table's refresh control and what it sent (TableFuzzHarness+Refresh.swift).
    let refresh = FuzzRefreshRecorder()

    /// A harness around the table `makeTable` gives (a deliberately broken subclass, to test the
    /// fuzz itself), 320 x 480.
    init(estimatingHeights: Bool = false, selfSizing: Bool = false, sabotage: Sabotage = .none,
         makeTable: () -> UITableView = { UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain) }) {
        Headless.reset()
        table = makeTable()
        self.sabotage = sabotage
        window.isHidden = false
        if estimatingHeights {
            table.estimatedRowHeight = 44
            source.estimatedHeight = 44
        }
        if selfSizing {
            table.rowHeight = UITableView.automaticDimension
            source.selfSizing = true
        }
        var generator = SeededGenerator(seed: 1)
        source.sections = (0..<3).map { _ in source.makeSection(&generator, maximumRows: 10) }
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        refresh.attach(to: table)
        table.layoutIfNeeded()
    }

    /// Applies one operation, then checks every invariant.
    func apply(_ operation: TableOperation) -> (description: String, failure: InvariantFailure?) {
        identityCheck = nil
        let (text, failure) = perform(operation)
        if let failure = failure ?? checkInvariants() {
            return (text, InvariantFailure(failure.invariant, "after \(text): \(failure.detail)"))
        }
        return (text, nil)
    }

    /// A random operation for the data of the moment, weighted towards updates and scrolling;
    /// rows are mostly ones that exist, now and then ones that do not.
    func randomOperation(using generator: inout SeededGenerator) -> TableOperation {
        let positions: [UITableView.ScrollPosition] = [.none, .top, .middle, .bottom]
        func anyPath(missingChance: Double) -> IndexPath {
            let total = source.sections.reduce(0) { $0 + $1.rows.count }
            if total == 0 || generator.chance(missingChance) {
                let count = source.sections.count
                let section = count == 0 || generator.chance(0.25) ? count + generator.index(below: 3) : generator.index(below: count)
                let rows = section < count ? source.sections[section].rows.count : 0
                return IndexPath(row: rows + generator.index(below: 3), section: section)
            }
            var index = generator.index(below: total)
            for (section, info) in source.sections.enumerated() {
                if index < info.rows.count { return IndexPath(row: index, section: section) }
                index -= info.rows.count
            }
            return IndexPath(row: 0, section: 0)
        }
        switch generator.index(below: 100) {
        case 0..<30:
            let batch = TableBatch.random(from: source.sections, source: source, using: &generator, maximumRows: maximumRows)
            return .update(batch, style: generator.pick([.single, .beginEnd, .performBatch]), order: generator.next(),
                           splitRows: generator.chance(0.3))
        case 30..<33:
            let count = max(source.sections.count, 1)
            return .moveSection(from: generator.index(below: count), to: generator.index(below: count))
        case 33..<37:
            return .inconsistentUpdate(kind: generator.index(below: 5), section: generator.index(below: max(source.sections.count, 1)),
                                       offset: generator.index(below: 3))
        case 37..<39:
            return .reloadData((0..<generator.index(below: 6)).map { _ in source.makeSection(&generator) })
        case 39..<55:
            return .scroll(y: CGFloat(Int.random(in: -100...(Int(table.contentSize.height) + 100), using: &generator)))
        case 55..<61: return .scrollToRow(anyPath(missingChance: 0.1), generator.pick(positions), animated: generator.chance(0.3))
        case 61..<66: return .advance(generator.pick([0, 1.0 / 60, 0.1, 0.5]))
        case 66..<79: return .select(anyPath(missingChance: 0.2), generator.pick(positions))
        case 79..<85: return .deselect(anyPath(missingChance: 0.05))
        case 85..<87: return .deselectAll
        case 87..<90: return .setMultipleSelection(generator.chance(0.5))
        case 90..<92: return .swipe(anyPath(missingChance: 0), distance: generator.pick([30, 100, 150, 300, -100]))
        case 92..<93: return .tapRevealedButton
        case 93..<94: return .setEditing(generator.chance(0.5))
        case 94..<96: return .pull(distance: generator.pick([60, 150, 320]), fromTop: generator.chance(0.5))
        case 96..<97: return .endRefreshing
        default:
            return .resize(width: generator.pick([320, 375, 200]), height: generator.pick([480, 480, 200, 44, 0, 700]))
        }
    }

    // MARK: - Operations

    /// Runs `body` recording violations; a failure unless they are exactly `expected`.
    private func recorded(_ text: String, expecting expected: [String] = [], _ body: () -> Void) -> (String, InvariantFailure?) {
        let messages = Headless.recordingViolations(body)
        guard messages == expected else {
            return (text, InvariantFailure("violations as UIKit raises them", "reported \(messages), expected \(expected)"))
        }
        return (messages.isEmpty ? text : "\(text) -> reported \"\(messages[0])\"", nil)
    }

    private func exists(_ path: IndexPath) -> Bool {
        source.sections.indices.contains(path.section) && source.sections[path.section].rows.indices.contains(path.row)
    }

    func path(_ path: IndexPath) -> String { "\(path.section)-\(path.row)" }

    private func perform(_ operation: TableOperation) -> (String, InvariantFailure?) {
        switch operation {
        case let .update(batch, style, order, splitRows):
            return performUpdate(batch, style: style, order: order, splitRows: splitRows)
        case let .moveSection(from, to):
            let count = source.sections.count
            guard from < count, to < count else { return ("(skipped: moveSection(\(from), toSection: \(to)) with \(count) sections)", nil) }
            identityCheck = CellIdentityCheck(harness: self, reloadedIDs: [])
            source.sections.insert(source.sections.remove(at: from), at: to)
            return recorded("moveSection(\(from), toSection: \(to))") { table.moveSection(from, toSection: to) }
        case let .inconsistentUpdate(kind, section, offset):
            return performInconsistentUpdate(kind: kind, section: section, offset: offset)
        case .reloadData(let sections):
            source.sections = sections
            selectedIDs.removeAll()
            return recorded("reloadData() with \(sections.map { $0.rows.count }) rows") { table.reloadData() }
        case .scroll(let y):
            return recorded("contentOffset.y = \(y)") { table.setContentOffset(CGPoint(x: 0, y: y), animated: false) }
        case let .scrollToRow(target, position, animated):
            let before = snapshot()
            let result = recorded("scrollToRow(at: \(path(target)), at: \(position), animated: \(animated))",
                                  expecting: exists(target) ? [] : [outOfBoundsMessage(target)]) {
                table.scrollToRow(at: target, at: position, animated: animated)
            }
            if !exists(target), result.1 == nil, let change = changes(since: before) {
                return (result.0, InvariantFailure("scrolling to a missing row changes nothing", change))
            }
            return result
        case .advance(let interval):
            return recorded("Headless.advance(by: \(interval))") { Headless.advance(by: interval) }
        case let .select(target, position):
            guard exists(target) else { return performSelectMissingRow(target, position: position) }
            if !multipleSelection { selectedIDs.removeAll() }
            selectedIDs.insert(row(at: target).id)
            return recorded("selectRow(at: \(path(target)), scrollPosition: \(position))") {
                table.selectRow(at: target, animated: false, scrollPosition: position)
            }
        case .deselect(let target):
            if exists(target) { selectedIDs.remove(row(at: target).id) }
            return recorded("deselectRow(at: \(path(target)))\(exists(target) ? "" : " (missing)")") {
                table.deselectRow(at: target, animated: false)
            }
        case .deselectAll:
            selectedIDs.removeAll()
            return recorded("selectRow(at: nil)") { table.selectRow(at: nil, animated: false, scrollPosition: .none) }
        case .setMultipleSelection(let allowed):
            // Turning multiple selection off with several rows selected is left to UIKit's
            // undocumented choice; the fuzz does not go there.
            guard allowed || selectedIDs.count <= 1 else { return ("(skipped: multiple selection off with \(selectedIDs.count) selected)", nil) }
            multipleSelection = allowed
            table.allowsMultipleSelection = allowed
            table.allowsMultipleSelectionDuringEditing = allowed
            return ("allowsMultipleSelection = \(allowed)", nil)
        case let .resize(width, height):
            return recorded("table.frame = (0 0; \(width) \(height))") { table.frame = CGRect(x: 0, y: 0, width: width, height: height) }
        case let .swipe(target, distance):
            return performSwipe(target, distance: distance)
        case .tapRevealedButton:
            return performTapOnRevealedButton()
        case .setEditing(let editing):
            return recorded("setEditing(\(editing))") { table.setEditing(editing, animated: true) }
        case let .pull(distance, fromTop):
            return performPull(distance: distance, fromTop: fromTop)
        case .endRefreshing:
            return performEndRefreshing()
        }
    }

    /// Swipes a visible row by a real drag; a full swipe (or a tap later) may delete it.
    private func performSwipe(_ target: IndexPath, distance: CGFloat) -> (String, InvariantFailure?) {
        let text = "swipe \(path(target)) by \(distance)"
        guard exists(target), let cell = table.cellForRow(at: target) else { return ("(skipped: \(text), not on screen)", nil) }
        let width = min(table.bounds.width, window.bounds.width)
        let start = table.convert(CGPoint(x: distance > 0 ? width - 10 : 10, y: cell.frame.midY), to: window)
        guard width > 40, window.hitTest(start, with: nil)?.isDescendant(of: cell) == true else {
            return ("(skipped: \(text), covered)", nil)
        }
        let result = recorded(text) { window.drag(from: start, to: CGPoint(x: start.x - distance, y: start.y)) }
        takeCommittedRows()
        return result
    }

    /// Taps the first button of the revealed swipe actions (the Delete button: the row goes).
    private func performTapOnRevealedButton() -> (String, InvariantFailure?) {
        guard let item = table.editingState.swipe?.revealedItem, let cell = table.cellForRow(at: item),
              let strip = cell.subviews.first(where: { $0 is SwipeActionsView }) as? SwipeActionsView,
              let button = strip.buttons.first else { return ("(skipped: no swipe actions show)", nil) }
        let centre = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        guard window.hitTest(centre, with: nil) === button else { return ("(skipped: the button is covered)", nil) }
        let result = recorded("tap \(button.title(for: .normal) ?? "") of \(path(item))") { window.tap(at: centre) }
        takeCommittedRows()
        return result
    }

    /// Forgets the selection of the rows a Delete button deleted.
    private func takeCommittedRows() {
        for id in source.committedIDs { selectedIDs.remove(id) }
        source.committedIDs.removeAll()
    }

    private func row(at path: IndexPath) -> FuzzRow { source.sections[path.section].rows[path.row] }

    /// UIKit's message for scrolling to a row or section that does not exist.
    private func outOfBoundsMessage(_ target: IndexPath) -> String {
        let count = source.sections.count
        guard (0..<count).contains(target.section) else {
            return "Attempted to scroll the table view to an out-of-bounds section (\(target.section)) when there are only \(count) sections."
        }
        return "Attempted to scroll the table view to an out-of-bounds row (\(target.row)) when there are only \(source.sections[target.section].rows.count) rows in section \(target.section)."
    }

    /// A batch that fits the data, issued as one call, between beginUpdates/endUpdates, or
    /// through performBatchUpdates, with its calls in a random order; skipped when (after
    /// shrinking) it no longer fits the data.
    private func performUpdate(_ batch: TableBatch, style: UpdateStyle, order: UInt64, splitRows: Bool) -> (String, InvariantFailure?) {
        guard let newSections = batch.applied(to: source.sections) else { return ("(skipped: a batch that no longer fits the data)", nil) }
        let table = self.table
        var calls: [(text: String, call: () -> Void)] = []
        if !batch.deletedSections.isEmpty {
            calls.append(("deleteSections(\(Array(batch.deletedSections)))", { table.deleteSections(batch.deletedSections, with: .fade) }))
        }
        if !batch.insertedSections.isEmpty {
            let sections = IndexSet(batch.insertedSections.keys)
            calls.append(("insertSections(\(Array(sections)))", { table.insertSections(sections, with: .top) }))
        }
        if !batch.reloadedSections.isEmpty {
            let sections = IndexSet(batch.reloadedSections.keys)
            calls.append(("reloadSections(\(Array(sections)))", { table.reloadSections(sections, with: .none) }))
        }
        for (name, paths, call) in [("deleteRows", batch.deletedRows.sorted(), UITableView.deleteRows),
                                    ("insertRows", batch.insertedRows.keys.sorted(), UITableView.insertRows),
                                    ("reloadRows", batch.reloadedRows.keys.sorted(), UITableView.reloadRows)] where !paths.isEmpty {
            for group in splitRows ? paths.map({ [$0] }) : [paths] {
                let ignored = sabotage == .ignoreReloads && name == "reloadRows"
                calls.append(("\(name)(\(group.map(path)))", { if !ignored { call(table)(group, .automatic) } }))
            }
        }
        for move in batch.movedRows {
            calls.append(("moveRow(\(path(move.from)) -> \(path(move.to)))", { [sabotage] in
                guard sabotage == .moveAsDeleteAndInsert else { return table.moveRow(at: move.from, to: move.to) }
                table.beginUpdates()
                table.deleteRows(at: [move.from], with: .none)
                table.insertRows(at: [move.to], with: .none)
                table.endUpdates()
            }))
        }
        var generator = SeededGenerator(seed: order)
        calls.shuffle(using: &generator)
        let reloaded = batch.reloadedIDs(in: source.sections)
        // Rows of reloaded sections are new rows: they too must be asked for.
        let reloadedSectionRows = batch.reloadedSections.values.flatMap { $0.rows.map(\.id) }
        identityCheck = CellIdentityCheck(harness: self, reloadedIDs: reloaded.union(reloadedSectionRows))
        source.sections = newSections
        let remaining = Set(newSections.flatMap { $0.rows.map(\.id) })
        selectedIDs = selectedIDs.intersection(remaining).subtracting(reloaded)
        let list = calls.map(\.text).joined(separator: ", ")
        switch style {
        case .single where calls.count <= 1:
            return recorded(calls.isEmpty ? "(empty update)" : list) { calls.forEach { $0.call() } }
        case .single, .beginEnd:
            return recorded("beginUpdates; \(list); endUpdates") {
                table.beginUpdates()
                calls.forEach { $0.call() }
                table.endUpdates()
            }
        case .performBatch:
            return recorded("performBatchUpdates { \(list) }") {
                table.performBatchUpdates { calls.forEach { $0.call() } }
            }
        }
    }

    /// An update that does not match the data: UIKit's message, and nothing changes.
    private func performInconsistentUpdate(kind: Int, section: Int, offset: Int) -> (String, InvariantFailure?) {
        let count = source.sections.count
        let before = snapshot()
        let oldSections = source.sections
        var generator = SeededGenerator(seed: UInt64(section * 7 + offset))
        let result: (String, InvariantFailure?)
        switch kind {
        case _ where kind <= 2 && section >= count:
            return ("(skipped: an inconsistent update of section \(section) of \(count))", nil)
        case 0:
            let rows = oldSections[section].rows.count
            source.sections[section].rows.append(source.makeRow(&generator))
            result = recorded("data gains a row in section \(section); beginUpdates; endUpdates", expecting: [
                "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(rows + 1)) must be equal to the number of rows contained in that section before the update (\(rows)), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
            ]) { table.beginUpdates(); table.endUpdates() }
        case 1, 2:
            let rows = oldSections[section].rows.count
            let target = IndexPath(row: rows + offset, section: section)
            let reload = kind == 2
            result = recorded("\(reload ? "reloadRows" : "deleteRows")(\(path(target))) beyond the data", expecting: [
                "attempt to delete row \(target.row) from section \(section) which only contains \(rows) rows before the update",
            ]) {
                if reload { table.reloadRows(at: [target], with: .none) } else { table.deleteRows(at: [target], with: .none) }
            }
        case 3:
            let target = count + 1 + offset
            result = recorded("insertSections([\(target)]) beyond the data", expecting: [
                "attempt to insert section \(target) but there are only \(count) sections after the update",
            ]) { table.insertSections(IndexSet(integer: target), with: .none) }
        default:
            source.sections.append(source.makeSection(&generator))
            result = recorded("data gains a section; beginUpdates; endUpdates", expecting: [
                "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(count + 1)) must be equal to the number of sections contained in the table view before the update (\(count)), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).",
            ]) { table.beginUpdates(); table.endUpdates() }
        }
        source.sections = oldSections
        if result.1 == nil, let change = changes(since: before) {
            return (result.0, InvariantFailure("a refused update changes nothing", change))
        }
        return result
    }

    /// `selectRow` with a row that does not exist: ignored with `.none`; with a scroll position,
    /// the scroll's out-of-bounds message. Nothing changes either way.
    private func performSelectMissingRow(_ target: IndexPath, position: UITableView.ScrollPosition) -> (String, InvariantFailure?) {
        let before = snapshot()
        let result = recorded("selectRow(at: \(path(target)) (missing), scrollPosition: \(position))",
                              expecting: position == .none ? [] : [outOfBoundsMessage(target)]) {
            table.selectRow(at: target, animated: false, scrollPosition: position)
        }
        if result.1 == nil, let change = changes(since: before) {
            return (result.0, InvariantFailure("selecting a missing row changes nothing", change))
        }
        return result
    }

    // MARK: - Snapshots

    private struct Snapshot: Equatable {
        var visible: [IndexPath]
        var cells: [ObjectIdentifier]
        var selected: [IndexPath]
        var offset: CGPoint
        var rowCounts: [Int]
    }

    private func snapshot() -> Snapshot {
        Snapshot(visible: table.indexPathsForVisibleRows ?? [], cells: table.visibleCells.map(ObjectIdentifier.init),
                 selected: table.indexPathsForSelectedRows ?? [], offset: table.contentOffset,
                 rowCounts: (0..<table.numberOfSections).map(table.numberOfRows(inSection:)))
    }

    private func changes(since before: Snapshot) -> String? {
        let after = snapshot()
        return after == before ? nil : "before \(before), after \(after)"
    }
}
