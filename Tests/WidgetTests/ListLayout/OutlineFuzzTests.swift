// OutlineFuzzTests.swift: seeded random operations on an outline list (items appended under
// parents, deleted with their descendants, expanded and collapsed through section snapshots and by
// real taps on the disclosures, editing turned on and off, scrolls and resizes), with a flat model
// of the outline checked against the list after each: the items shown, each row's level,
// indentation and expansion, and the rows' places.
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import ViewWidgets

/// One random operation on the outline list.
enum OutlineOperation {
    case append(parent: Int?, count: Int)
    case delete(Int)
    case expand(Int)
    case collapse(Int)
    case tapDisclosure(row: Int)
    case setEditing(Bool)
    case scroll(y: CGFloat)
    case resize(width: CGFloat)
    /// A finger across a row on screen, from its right edge `distance` points to the left.
    case swipe(row: Int, distance: CGFloat)
    /// A tap on the Delete button of the row whose swipe actions show.
    case tapRevealedDelete
}

/// A sidebar outline list of numbered items, each row a list cell with an outline disclosure, and
/// a flat model: the items depth first with their levels, and the expanded ones.
@MainActor
final class OutlineFuzzHarness: RandomOperationSubject {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>
    private(set) var model: [(item: Int, level: Int)] = []
    private(set) var expanded: Set<Int> = []
    private var nextItem = 0

    init() {
        Headless.reset()
        var list = UICollectionLayoutListConfiguration(appearance: .sidebar)
        var source: UICollectionViewDiffableDataSource<Int, Int>?
        list.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard let item = source?.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                guard var outline = source?.snapshot(for: 0) else { return completion(false) }
                outline.delete([item])
                source?.apply(outline, to: 0, animatingDifferences: true)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: list))
        window.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Item \(item)"
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .cell))]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        source = dataSource
        window.makeKeyAndVisible()
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        let roots = (0..<4).map { _ in newItem() }
        outline.append(roots)
        model = roots.map { ($0, 0) }
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    private func newItem() -> Int {
        defer { nextItem += 1 }
        return nextItem
    }

    /// The items the model shows: those whose ancestors are all expanded.
    var visibleModel: [(item: Int, level: Int)] {
        var result: [(item: Int, level: Int)] = []
        var hiddenBelow: Int?
        for entry in model {
            if let level = hiddenBelow, entry.level > level { continue }
            hiddenBelow = nil
            result.append(entry)
            if !expanded.contains(entry.item) { hiddenBelow = entry.level }
        }
        return result
    }

    func randomOperation(using generator: inout SeededGenerator) -> OutlineOperation {
        let items = model.map(\.item)
        switch generator.index(below: 12) {
        case 0, 1: return .append(parent: items.isEmpty || generator.chance(0.2) ? nil : generator.pick(items), count: 1 + generator.index(below: 3))
        case 2: return items.isEmpty ? .append(parent: nil, count: 2) : .delete(generator.pick(items))
        case 3: return items.isEmpty ? .setEditing(false) : .expand(generator.pick(items))
        case 4: return items.isEmpty ? .setEditing(true) : .collapse(generator.pick(items))
        case 5, 6: return .tapDisclosure(row: generator.index(below: 12))
        case 7: return .setEditing(generator.chance(0.5))
        case 8: return .scroll(y: CGFloat(generator.index(below: 1_200)))
        case 9: return .swipe(row: generator.index(below: 12), distance: generator.pick([40, 150, 330]))
        case 10: return .tapRevealedDelete
        default: return .resize(width: generator.pick([320, 375, 414]))
        }
    }

    func apply(_ operation: OutlineOperation) -> (description: String, failure: InvariantFailure?) {
        let description: String
        var outline = dataSource.snapshot(for: 0)
        switch operation {
        case let .append(parent, count):
            guard parent.map({ p in model.contains { $0.item == p } }) ?? true, model.count < 150 else { return ("skip append", nil) }
            let items = (0..<count).map { _ in newItem() }
            outline.append(items, to: parent)
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            if let parent, let index = model.firstIndex(where: { $0.item == parent }) {
                let level = model[index].level
                var end = index + 1
                while end < model.count, model[end].level > level { end += 1 }
                model.insert(contentsOf: items.map { ($0, level + 1) }, at: end)
            } else {
                model.append(contentsOf: items.map { ($0, 0) })
            }
            description = "append \(items) to \(parent.map(String.init) ?? "root")"
        case .delete(let item):
            guard model.contains(where: { $0.item == item }) else { return ("skip delete", nil) }
            outline.delete([item])
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            removeFromModel(item)
            description = "delete \(item)"
        case .expand(let item):
            guard model.contains(where: { $0.item == item }) else { return ("skip expand", nil) }
            outline.expand([item])
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            expanded.insert(item)
            description = "expand \(item)"
        case .collapse(let item):
            outline.collapse([item])
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            expanded.remove(item)
            description = "collapse \(item)"
        case .tapDisclosure(let row):
            settleScrolling()
            collectionView.layoutIfNeeded()
            let shown = collectionView.indexPathsForVisibleItems.sorted()
            guard !shown.isEmpty else { return ("skip tap", nil) }
            let indexPath = shown[row % shown.count]
            guard let item = dataSource.itemIdentifier(for: indexPath),
                  let cell = collectionView.cellForItem(at: indexPath),
                  let disclosure = cell.subviews.first(where: { $0 is ListAccessoryView }) else { return ("skip tap", nil) }
            let frame = disclosure.convert(disclosure.bounds, to: window)
            guard window.bounds.contains(CGPoint(x: frame.midX, y: frame.midY)) else { return ("skip tap off screen", nil) }
            let hidesActions = collectionView.listSwipeActions?.isRevealing == true
            _ = window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            // A touch while a row's swipe actions show only hides them.
            if hidesActions { return ("tap hides the swipe actions", check()) }
            if expanded.contains(item) { expanded.remove(item) } else { expanded.insert(item) }
            description = "tap the disclosure of \(item)"
        case .setEditing(let editing):
            collectionView.isEditing = editing
            description = "isEditing = \(editing)"
        case .scroll(let y):
            collectionView.contentOffset = CGPoint(x: 0, y: min(y, max(0, collectionView.contentSize.height - collectionView.bounds.height)))
            description = "scroll to \(y)"
        case let .swipe(row, distance):
            let shown = collectionView.indexPathsForVisibleItems.sorted()
            guard !shown.isEmpty, let cell = collectionView.cellForItem(at: shown[row % shown.count]) else { return ("skip swipe", nil) }
            let frame = cell.convert(cell.bounds, to: window)
            guard window.bounds.contains(CGPoint(x: frame.midX, y: frame.midY)) else { return ("skip swipe off screen", nil) }
            let start = CGPoint(x: frame.maxX - 5, y: frame.midY)
            let item = dataSource.itemIdentifier(for: shown[row % shown.count]).map(String.init) ?? "?"
            _ = window.drag(from: start, to: CGPoint(x: start.x - distance, y: start.y))
            if collectionView.isEditing || distance < 300 {
                description = "swipe \(item) by \(distance)"
            } else {
                // A full swipe runs Delete: the item and its descendants go.
                if let value = Int(item) { removeFromModel(value) }
                description = "full swipe \(item)"
            }
        case .tapRevealedDelete:
            settleScrolling()
            guard let cell = collectionView.visibleCells.compactMap({ $0 as? UICollectionViewListCell }).first(where: { $0.swipeActionsView != nil }),
                  let indexPath = collectionView.indexPath(for: cell), let item = dataSource.itemIdentifier(for: indexPath),
                  let button = cell.swipeActionsView?.subviews.compactMap({ $0 as? UIButton }).first else { return ("skip tap delete", nil) }
            let frame = button.convert(button.bounds, to: window)
            guard window.bounds.contains(CGPoint(x: frame.midX, y: frame.midY)) else { return ("skip tap delete off screen", nil) }
            _ = window.tap(at: CGPoint(x: frame.midX, y: frame.midY))
            removeFromModel(item)
            description = "tap Delete of \(item)"
        case .resize(let width):
            window.frame.size.width = width
            collectionView.frame.size.width = width
            description = "resize to \(width)"
        }
        collectionView.layoutIfNeeded()
        return (description, check())
    }

    /// Waits (at most 2 s) while the list moves on its own: content left past its end by a delete
    /// springs back when a swipe lets go, and a tap meanwhile would only catch it, as on a device.
    private func settleScrolling() {
        var waited: TimeInterval = 0
        while collectionView.isDecelerating, waited < 2 {
            Headless.advance(by: 1.0 / 60)
            waited += 1.0 / 60
        }
    }

    /// Takes `item` and its descendants out of the model.
    private func removeFromModel(_ item: Int) {
        guard let index = model.firstIndex(where: { $0.item == item }) else { return }
        var end = index + 1
        while end < model.count, model[end].level > model[index].level { end += 1 }
        for gone in model[index..<end] { expanded.remove(gone.item) }
        model.removeSubrange(index..<end)
    }

    /// The invariants: the list shows the model's visible items; each row on screen shows its item
    /// at the model's level and expansion, indented by its level; rows follow each other.
    private func check() -> InvariantFailure? {
        let visible = visibleModel
        let shown = dataSource.snapshot().itemIdentifiers
        guard shown == visible.map(\.item) else {
            return InvariantFailure("items", "shown \(shown), model \(visible.map(\.item))")
        }
        guard collectionView.numberOfItems(inSection: 0) == visible.count else {
            return InvariantFailure("count", "\(collectionView.numberOfItems(inSection: 0)) items, model \(visible.count)")
        }
        let paths = collectionView.indexPathsForVisibleItems.sorted()
        var previousMaxY: CGFloat?
        for indexPath in paths {
            guard let cell = collectionView.cellForItem(at: indexPath) as? UICollectionViewListCell else {
                return InvariantFailure("cell", "no list cell at \(indexPath)")
            }
            let entry = visible[indexPath.item]
            let text = cell.contentView.subviews.compactMap { ($0 as? UILabel)?.text }.first
            guard text == "Item \(entry.item)" else { return InvariantFailure("text", "\(indexPath) shows \(text ?? "nil"), model \(entry.item)") }
            guard cell.indentationLevel == entry.level else {
                return InvariantFailure("level", "\(entry.item) at level \(cell.indentationLevel), model \(entry.level)")
            }
            guard cell.configurationState.isExpanded == expanded.contains(entry.item) else {
                return InvariantFailure("expanded", "\(entry.item) expanded \(cell.configurationState.isExpanded)")
            }
            guard cell.configurationState.isSwiped == (cell.swipeActionsView != nil) else {
                return InvariantFailure("swiped", "\(entry.item) isSwiped \(cell.configurationState.isSwiped)")
            }
            if cell.swipeActionsView == nil, cell.contentView.frame.minX != CGFloat(entry.level) * cell.indentationWidth {
                return InvariantFailure("indentation", "\(entry.item) content at \(cell.contentView.frame.minX)")
            }
            if let previousMaxY, abs(cell.frame.minY - previousMaxY) > 0.001 {
                return InvariantFailure("places", "\(entry.item) starts at \(cell.frame.minY), the row before ends at \(previousMaxY)")
            }
            previousMaxY = cell.frame.maxY
        }
        let swiped = collectionView.visibleCells.compactMap { $0 as? UICollectionViewListCell }.filter { $0.swipeActionsView != nil }
        guard swiped.count <= 1 else { return InvariantFailure("one swipe", "\(swiped.count) rows show swipe actions") }
        return nil
    }
}

@MainActor
@Suite("Random operations on an outline list", .headless)
struct OutlineFuzzTests {
    static let operationCount = RandomOperationSettings.operationCount(default: 2_000)
    static let seed = RandomOperationSettings.seed(default: 0x0071_17E)

    @Test func randomOutlineOperationsKeepEveryInvariant() throws {
        let report = RandomOperationTest(seed: try Self.seed.get(), count: try Self.operationCount.get()) {
            OutlineFuzzHarness()
        }.run()
        #expect(report == nil, Comment(rawValue: report ?? ""))
    }

    @Test func theRunsTapAppendAndDeleteRatherThanSkip() {
        let run = RandomOperationTest(seed: 5, count: 400) { OutlineFuzzHarness() }.generate()
        let descriptions = run.descriptions
        #expect(run.failure == nil)
        #expect(descriptions.filter { $0.hasPrefix("tap the disclosure") }.count > 40)
        #expect(descriptions.filter { $0.hasPrefix("append") }.count > 40)
        #expect(descriptions.filter { $0.hasPrefix("delete") }.count > 10)
        #expect(descriptions.filter { $0.hasPrefix("skip") }.count < 40)
    }
}
