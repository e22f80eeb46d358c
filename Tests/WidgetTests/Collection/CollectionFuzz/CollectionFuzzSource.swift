// CollectionFuzzSource.swift: the data behind the collection view fuzz: the table fuzz's model
// (sections of rows with identities, versions and sizes), served to a collection view by a plain
// data source or a diffable one, with flow-layout delegates that size items or leave them uniform.
import Foundation
import TestSupport
@testable import ViewWidgets

/// A cell that records that it was made, so the fuzz can account for every cell.
final class FuzzCollectionCell: UICollectionViewCell {
    /// Every cell made since the last reset, in order.
    @MainActor static var made: [FuzzCollectionCell] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        FuzzCollectionCell.made.append(self)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Serves `model.sections` to a collection view: items are rows (identity, version, size), a
/// section with a title has a 28-point header. Records which item each cell was configured for
/// and any question about an item or section that does not exist.
@MainActor
final class FuzzCollectionSource: NSObject, UICollectionViewDataSource {
    /// The data, and the factory of new rows and sections (the table fuzz's model).
    let model = FuzzTableSource()
    /// The item (identity and version) each cell was last configured for.
    var configuredItems: [ObjectIdentifier: (id: Int, version: Int)] = [:]
    /// The identity of the item of every cell request, in order.
    var cellRequests: [Int] = []
    /// Questions about items or sections that do not exist.
    var badQuestions: [String] = []

    var sections: [FuzzSection] {
        get { model.sections }
        set { model.sections = newValue }
    }

    /// The size of an item of a row: its height, and 40 points more wide (0 x 0 for a zero row).
    static func itemSize(of row: FuzzRow) -> CGSize {
        row.height == 0 ? .zero : CGSize(width: 40 + row.height, height: row.height)
    }

    /// The height of a titled section's header.
    static let headerHeight: CGFloat = 28

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard sections.indices.contains(section) else {
            badQuestions.append("numberOfItemsInSection \(section) of \(sections.count)")
            return 0
        }
        return sections[section].rows.count
    }

    func row(at indexPath: IndexPath, asking question: String) -> FuzzRow? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].rows.indices.contains(indexPath.item) else {
            badQuestions.append("\(question) for \(indexPath.section)-\(indexPath.item)")
            return nil
        }
        return sections[indexPath.section].rows[indexPath.item]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        if let row = row(at: indexPath, asking: "cellForItemAt") { configure(cell, for: row) }
        return cell
    }

    /// Records that `cell` shows `row`.
    func configure(_ cell: UICollectionViewCell, for row: FuzzRow) {
        configuredItems[ObjectIdentifier(cell)] = (row.id, row.version)
        cellRequests.append(row.id)
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        if !sections.indices.contains(indexPath.section) { badQuestions.append("header of section \(indexPath.section)") }
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }

    /// The header size of a section: 28 high with a title, none without.
    func headerSize(_ section: Int) -> CGSize {
        guard sections.indices.contains(section) else {
            badQuestions.append("referenceSizeForHeaderInSection \(section)")
            return .zero
        }
        return sections[section].title == nil ? .zero : CGSize(width: 0, height: FuzzCollectionSource.headerHeight)
    }
}

/// A flow delegate that gives headers and leaves every item the layout's `itemSize`.
@MainActor
final class FuzzUniformFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    unowned let source: FuzzCollectionSource
    init(source: FuzzCollectionSource) { self.source = source }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        source.headerSize(section)
    }
}

/// A flow delegate that gives headers and sizes every item from its row.
@MainActor
final class FuzzSizingFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    unowned let source: FuzzCollectionSource
    init(source: FuzzCollectionSource) { self.source = source }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        source.headerSize(section)
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        source.row(at: indexPath, asking: "sizeForItemAt").map(FuzzCollectionSource.itemSize(of:)) ?? .zero
    }
}
