// CollectionFuzzHarness.swift: replays CollectionOperations on a fresh collection view in a window,
// fed by batch updates or by a diffable data source, and keeps the model's data and selection in
// step; the invariants are in CollectionFuzzInvariants.swift.
import Foundation
import TestSupport
@testable import ViewWidgets // the reuse pool is internal; the invariants look inside it.

/// One random operation on the collection view. Operations are chosen for the data of the moment
/// but say explicitly what to do, so any sublist replays with the same meaning: a batch that no
/// longer fits the data is skipped; selecting or scrolling to an item that is gone does what
/// UIKit does with a missing item.
enum CollectionOperation {
    case update(TableBatch, inBatch: Bool, order: UInt64, splitItems: Bool)
    case moveSection(from: Int, to: Int)
    case inconsistentUpdate(kind: Int, section: Int, offset: Int)
    case duplicateIdentifiers(section: Int)
    case reloadData([FuzzSection])
    case scroll(y: CGFloat)
    case scrollToItem(IndexPath, position: Int, animated: Bool)
    case advance(TimeInterval)
    case select(IndexPath, position: Int)
    case deselect(IndexPath)
    case deselectAll
    case setMultipleSelection(Bool)
    case tap(IndexPath)
    case reconfigure(IndexPath)
    case resize(width: Int, height: Int)
    /// A NaN or infinite value for one of the layout's settings or the content inset (refused).
    case nonFiniteSetting(Int, CGFloat)
}

/// Applies CollectionOperations to a fresh collection view (a flow layout, 320 x 480 in a visible
/// window), keeping the data and the selection of the model in step and checking the collection
/// view against them after every operation.
@MainActor
final class CollectionFuzzHarness: RandomOperationSubject {
    /// How the data reaches the collection view.
    enum Feeding {
        /// A plain data source; changes are told with batch updates.
        case batchUpdates
        /// A diffable data source; changes are snapshots applied.
        case diffable
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let layout = UICollectionViewFlowLayout()
    let collectionView: UICollectionView
    let source = FuzzCollectionSource()
    let feeding: Feeding
    private var diffable: UICollectionViewDiffableDataSource<Int, Int>?
    private let delegate: UICollectionViewDelegateFlowLayout
    /// What the last operation's update must have kept and asked again.
    var identityCheck: CollectionIdentityCheck?
    /// The selected items, by identity.
    private(set) var selectedIDs: Set<Int> = []
    private var multipleSelection = false
    /// The most items updates grow the data to.
    let maximumItems = 120
    static let positions: [UICollectionView.ScrollPosition] = [[], .top, .centeredVertically, .bottom]

    /// A harness feeding the collection view by `feeding`, items sized from their rows or all
    /// of the layout's `itemSize`; `makeCollectionView` may give a deliberately broken subclass.
    init(feeding: Feeding = .batchUpdates, sizing: Bool = true,
         makeCollectionView: (CGRect, UICollectionViewLayout) -> UICollectionView = { UICollectionView(frame: $0, collectionViewLayout: $1) }) {
        Headless.reset()
        FuzzCollectionCell.made.removeAll()
        self.feeding = feeding
        collectionView = makeCollectionView(CGRect(x: 0, y: 0, width: 320, height: 480), layout)
        delegate = sizing ? FuzzSizingFlowDelegate(source: source) : FuzzUniformFlowDelegate(source: source)
        window.isHidden = false
        collectionView.register(FuzzCollectionCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        var generator = SeededGenerator(seed: 1)
        source.sections = (0..<3).map { _ in source.model.makeSection(&generator, maximumRows: 10) }
        switch feeding {
        case .batchUpdates:
            collectionView.dataSource = source
        case .diffable:
            let source = self.source
            let diffable = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
                if let row = source.row(at: indexPath, asking: "cellProvider"), row.id == item { source.configure(cell, for: row) }
                return cell
            }
            diffable.supplementaryViewProvider = { collectionView, kind, indexPath in
                source.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
            }
            self.diffable = diffable
            diffable.apply(snapshot(of: source.sections))
        }
        collectionView.delegate = delegate
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
    }

    /// Applies one operation, then checks every invariant.
    func apply(_ operation: CollectionOperation) -> (description: String, failure: InvariantFailure?) {
        identityCheck = nil
        let (text, failure) = perform(operation)
        if let failure = failure ?? checkInvariants() {
            return (text, InvariantFailure(failure.invariant, "after \(text): \(failure.detail)"))
        }
        return (text, nil)
    }

    /// A random operation for the data of the moment, weighted towards updates and scrolling.
    func randomOperation(using generator: inout SeededGenerator) -> CollectionOperation {
        func anyPath(missingChance: Double) -> IndexPath {
            let total = source.sections.reduce(0) { $0 + $1.rows.count }
            if total == 0 || generator.chance(missingChance) {
                let count = source.sections.count
                let section = count == 0 || generator.chance(0.25) ? count + generator.index(below: 3) : generator.index(below: count)
                let items = section < count ? source.sections[section].rows.count : 0
                return IndexPath(item: items + generator.index(below: 3), section: section)
            }
            var index = generator.index(below: total)
            for (section, info) in source.sections.enumerated() {
                if index < info.rows.count { return IndexPath(item: index, section: section) }
                index -= info.rows.count
            }
            return IndexPath(item: 0, section: 0)
        }
        let sectionCount = max(source.sections.count, 1)
        switch generator.index(below: 100) {
        case 0..<28:
            let batch = TableBatch.random(from: source.sections, source: source.model, using: &generator, maximumRows: maximumItems)
            return .update(batch, inBatch: generator.chance(0.6), order: generator.next(), splitItems: generator.chance(0.3))
        case 28..<31: return .moveSection(from: generator.index(below: sectionCount), to: generator.index(below: sectionCount))
        case 31..<35:
            return feeding == .diffable ? .duplicateIdentifiers(section: generator.index(below: sectionCount))
                : .inconsistentUpdate(kind: generator.index(below: 5), section: generator.index(below: sectionCount), offset: generator.index(below: 3))
        case 35..<37: return .reloadData((0..<generator.index(below: 6)).map { _ in source.model.makeSection(&generator) })
        case 37..<52: return .scroll(y: CGFloat(Int.random(in: -100...(Int(collectionView.contentSize.height) + 100), using: &generator)))
        case 52..<57: return .scrollToItem(anyPath(missingChance: 0.1), position: generator.index(below: 4), animated: generator.chance(0.3))
        case 57..<61: return .advance(generator.pick([0, 1.0 / 60, 0.1, 0.5]))
        case 61..<70: return .select(anyPath(missingChance: 0.2), position: generator.index(below: 4))
        case 70..<74: return .deselect(anyPath(missingChance: 0.05))
        case 74..<76: return .deselectAll
        case 76..<79: return .setMultipleSelection(generator.chance(0.5))
        case 79..<88: return .tap(anyPath(missingChance: 0))
        case 88..<93: return .reconfigure(anyPath(missingChance: 0))
        case 93..<95: return .nonFiniteSetting(generator.index(below: CollectionFuzzHarness.nonFiniteSettingCount),
                                               generator.pick([.nan, .infinity, -.infinity]))
        default:
            return .resize(width: generator.pick([320, 375, 200]), height: generator.pick([480, 480, 200, 44, 0, 700]))
        }
    }

    // MARK: - Operations (CollectionFuzzHarness+Operations.swift)

    func exists(_ path: IndexPath) -> Bool {
        source.sections.indices.contains(path.section) && source.sections[path.section].rows.indices.contains(path.item)
    }

    func row(at path: IndexPath) -> FuzzRow { source.sections[path.section].rows[path.item] }

    func path(_ path: IndexPath) -> String { "\(path.section)-\(path.item)" }

    /// The snapshot of `sections`: section and item identities.
    func snapshot(of sections: [FuzzSection]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(sections.map(\.id))
        for section in sections { snapshot.appendItems(section.rows.map(\.id), toSection: section.id) }
        return snapshot
    }

    /// Shows the model's data: a snapshot applied (marking `reloaded` items and `reloadedSections`)
    /// for a diffable data source.
    func applyModel(reloaded: [Int] = [], reloadedSections: [Int] = [], reconfigured: [Int] = []) {
        guard let diffable else { return }
        var snapshot = snapshot(of: source.sections)
        if !reloaded.isEmpty { snapshot.reloadItems(reloaded) }
        if !reloadedSections.isEmpty { snapshot.reloadSections(reloadedSections) }
        if !reconfigured.isEmpty { snapshot.reconfigureItems(reconfigured) }
        diffable.apply(snapshot)
    }

    /// Shows the model's data by reloading (the diffable data source without comparing).
    func reloadModel() {
        if let diffable { diffable.applySnapshotUsingReloadData(snapshot(of: source.sections)) } else { collectionView.reloadData() }
    }

    /// Changes the selection model as the collection view must: `ids` deselected, or all.
    func updateSelection(_ change: (inout Set<Int>) -> Void) {
        change(&selectedIDs)
    }

    /// Whether several items may be selected (as the model knows it).
    var allowsMultipleSelection: Bool {
        get { multipleSelection }
        set { multipleSelection = newValue }
    }
}
