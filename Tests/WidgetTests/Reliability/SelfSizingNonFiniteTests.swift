// SelfSizingNonFiniteTests.swift: a self-sizing cell that asks for a NaN or infinite size (an
// override of `preferredLayoutAttributesFitting(_:)` in a collection view, of
// `systemLayoutSizeFitting` in a table) is logged with the cell's class and index path, and keeps
// its estimated size (the estimated row height in a table); nothing becomes 0 silently, and
// frames and pictures stay finite (Docs/Differences.md).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A collection view cell that asks for `badSize` at item `badItem`, 60 x 40 elsewhere.
private final class BadPreferenceCell: UICollectionViewCell {
    static var badItem = 1
    static var badSize = CGSize(width: 60, height: CGFloat.nan)
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        guard let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
        copy.size = layoutAttributes.indexPath.item == Self.badItem ? Self.badSize : CGSize(width: 60, height: 40)
        return copy
    }
}

@MainActor
private final class BadPreferenceSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Bad", for: indexPath)
    }
}

/// A table cell that fits to a height of `badHeight` in row `badRow`, 60 elsewhere.
private final class BadFittingCell: UITableViewCell {
    static var badRow = 2
    static var badHeight = CGFloat.nan
    var row = 0
    override func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                          verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(width: targetSize.width, height: row == Self.badRow ? Self.badHeight : 60)
    }
}

@MainActor
private final class BadFittingSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = (tableView.dequeueReusableCell(withIdentifier: "Bad") as? BadFittingCell)
            ?? BadFittingCell(style: .default, reuseIdentifier: "Bad")
        cell.row = indexPath.row
        return cell
    }
}

@MainActor
@Suite("Self-sizing cells with non-finite sizes", .headless)
struct SelfSizingNonFiniteTests {
    private func isClean(_ text: String) -> Bool {
        !text.lowercased().contains("nan") && !text.lowercased().contains("inf")
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func aCollectionCellAskingForANonFiniteSizeKeepsItsEstimate(value: CGFloat) {
        BadPreferenceCell.badSize = CGSize(width: 60, height: value)
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 30)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(BadPreferenceCell.self, forCellWithReuseIdentifier: "Bad")
        let source = BadPreferenceSource()
        collectionView.dataSource = source
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        let messages = Headless.recordingViolations { collectionView.layoutIfNeeded() }
        let text = value.isNaN ? "nan" : "inf"
        #expect(messages == ["UICollectionView: the self-sizing cell BadPreferenceCell at index path {0, 1} gave a preferred size {60, \(text)}, which is not finite; the estimated size {50, 30} is used"])
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.size == CGSize(width: 50, height: 30))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size == CGSize(width: 60, height: 40))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.size == CGSize(width: 50, height: 30))
        #expect(isClean(window.renderSVG()))
        withExtendedLifetime(source) {}
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func aTableCellFittingToANonFiniteHeightKeepsTheEstimatedRowHeight(value: CGFloat) {
        BadFittingCell.badHeight = value
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 50
        let source = BadFittingSource()
        table.dataSource = source
        window.addSubview(table)
        window.makeKeyAndVisible()
        let messages = Headless.recordingViolations { table.layoutIfNeeded() }
        let text = value.isNaN ? "nan" : value < 0 ? "-inf" : "inf"
        #expect(messages == ["UITableView: the self-sizing cell BadFittingCell for index path (<NSIndexPath> {length = 2, path = 0 - 2}) gave a height of \(text), which is not finite; the estimated row height 50 is used"])
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 50)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.height == 50)
        #expect(isClean(window.renderSVG()))
        withExtendedLifetime(source) {}
    }
}
