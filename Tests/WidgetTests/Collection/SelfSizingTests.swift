import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A cell whose content view holds a bar pinned to its edges with Auto Layout, the bar's size set
/// by constraints: the cell's self-sized size is the bar's plus 8 points all round. The bottom and
/// trailing pins are at priority 999, as iOS code writes them, so that the cell can sit at its
/// estimated size without a conflict until it is measured.
final class BarCell: UICollectionViewCell {
    let bar = UIView()
    private var width: NSLayoutConstraint?
    private var height: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        bar.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(bar)
        let bottom = contentView.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: 8)
        let trailing = contentView.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: 8)
        bottom.priority = UILayoutPriority(999)
        trailing.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            bar.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            bottom, trailing,
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the bar's size by constraints (a width of 0: no width constraint, the cell's width
    /// decides).
    func setBarSize(_ size: CGSize) {
        width?.isActive = false
        height?.isActive = false
        width = size.width > 0 ? bar.widthAnchor.constraint(equalToConstant: size.width) : nil
        height = bar.heightAnchor.constraint(equalToConstant: size.height)
        width?.isActive = true
        height?.isActive = true
    }
}

/// Serves items whose bars have given sizes.
@MainActor
final class BarSource: NSObject, UICollectionViewDataSource {
    var barSizes: [CGSize]

    init(barSizes: [CGSize]) {
        self.barSizes = barSizes
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { barSizes.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Bar", for: indexPath)
        (cell as? BarCell)?.setBarSize(barSizes[indexPath.item])
        return cell
    }
}

@MainActor
@Suite("Self-sizing cells", .headless)
struct SelfSizingTests {
    private func makeCollectionView(_ layout: UICollectionViewLayout, source: BarSource) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(BarCell.self, forCellWithReuseIdentifier: "Bar")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test func aFlowLayoutWithAnEstimatedSizeTakesEachCellsFittingSize() {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        let source = BarSource(barSizes: [CGSize(width: 84, height: 24), CGSize(width: 184, height: 44)])
        let collectionView = makeCollectionView(layout, source: source)
        // 100 x 40 and 200 x 60 fit one row (100 + 10 + 200 = 310): the spacing grows to 20,
        // and the shorter item is centred in the 60-point row.
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 10, width: 100, height: 40))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 120, y: 0, width: 200, height: 60))
        #expect(collectionView.contentSize.height == 60)
    }

    @Test func aFlowLayoutCarriesMeasuredSizesWithMovingItems() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 50, height: 50)
        // One item per row: 100, 30, 30 and 30 points high, 10 points apart.
        let bars = [CGSize(width: 304, height: 84)] + Array(repeating: CGSize(width: 304, height: 14), count: 3)
        let source = BarSource(barSizes: bars)
        let collectionView = makeCollectionView(layout, source: source)
        let tops: () -> [String] = {
            let cells = collectionView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }
            return cells.map { "\(Int($0.frame.minY))+\(Int($0.frame.height))" }
        }
        let tall = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(tall.frame.height == 100)
        // Moving it interactively over item 2's place: the others close up with their own heights.
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 165))
        #expect(tall.frame == CGRect(x: 0, y: 115, width: 320, height: 100))
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 0)
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 40)
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 190)
        collectionView.cancelInteractiveMovement()
        collectionView.layoutIfNeeded()
        #expect(tall.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        // moveItem(at:to:) takes it there for good.
        source.barSizes.insert(source.barSizes.remove(at: 0), at: 2)
        collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === tall)
        #expect(tops() == ["0+30", "40+30", "80+100", "190+30"])
    }

    @Test func aCompositionalListWithEstimatedHeightsTakesEachCellsHeight() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = BarSource(barSizes: [CGSize(width: 0, height: 84), CGSize(width: 0, height: 14), CGSize(width: 0, height: 34)])
        let collectionView = makeCollectionView(layout, source: source)
        // The width is the layout's (320); the heights are the bars' plus 16: 100, 30, 50.
        #expect(collectionView.visibleCells.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 100),
                                                             CGRect(x: 0, y: 100, width: 320, height: 30),
                                                             CGRect(x: 0, y: 130, width: 320, height: 50)])
        #expect(collectionView.contentSize.height == 180)
    }

    @Test func estimatedRowsOffScreenKeepTheirEstimate() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = BarSource(barSizes: Array(repeating: CGSize(width: 0, height: 64), count: 1_000))
        let collectionView = makeCollectionView(layout, source: source)
        // The first pass shows the 11 rows that 44-point estimates put in 480 points and measures
        // them (80 each); six of them fill the screen. The other 989 rows are still 44 high.
        #expect(collectionView.visibleCells.count == 6)
        #expect(collectionView.contentSize.height == CGFloat(11 * 80 + 989 * 44))
    }
}
