// SDKSignaturesCode.swift: iOS code that depends on how the SDK declares things, not only on
// their names: subclasses of the collection-view layouts calling their superclass's designated
// initialisers, a layer subclass copying its state into presentation copies, a controller
// declaring its orientations. Written as for iOS; nothing differs.

import UIKit

/// A list layout that builds its one section in its own initialiser, through UIKit's
/// designated `init(section:)`.
final class ListLayout: UICollectionViewCompositionalLayout {
    let rowHeight: CGFloat

    init(rowHeight: CGFloat) {
        self.rowHeight = rowHeight
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                         heightDimension: .absolute(rowHeight)),
                                                     subitems: [item])
        super.init(section: NSCollectionLayoutSection(group: group))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A grid layout whose sections come from its own method, through `init(sectionProvider:)`.
final class GridLayout: UICollectionViewCompositionalLayout {
    init(columns: Int) {
        super.init { _, environment in
            let width = environment.container.effectiveContentSize.width / CGFloat(columns)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(width),
                                                                                 heightDimension: .absolute(width)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                             heightDimension: .absolute(width)),
                                                           repeatingSubitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// The two designated initialisers that take a configuration.
enum ConfiguredLayouts {
    @MainActor
    static func section() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                         heightDimension: .absolute(50)),
                                                     subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    final class Fixed: UICollectionViewCompositionalLayout {
        init(configuration: UICollectionViewCompositionalLayoutConfiguration) {
            super.init(section: ConfiguredLayouts.section(), configuration: configuration)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    final class Provided: UICollectionViewCompositionalLayout {
        init(configuration: UICollectionViewCompositionalLayoutConfiguration) {
            super.init(sectionProvider: { _, _ in ConfiguredLayouts.section() }, configuration: configuration)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
}

/// A flow layout subclass that sets itself up in `init()`, as iOS code often does.
final class CardFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 140, height: 90)
        minimumInteritemSpacing = 10
        minimumLineSpacing = 20
        sectionInset = UIEdgeInsets(top: 8, left: 15, bottom: 8, right: 15)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A custom layout written from scratch: one column of 60-point rows.
final class ColumnLayout: UICollectionViewLayout {
    private var frames: [CGRect] = []

    override init() {
        super.init()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        let count = collectionView?.numberOfItems(inSection: 0) ?? 0
        let width = collectionView?.bounds.width ?? 0
        frames = (0..<count).map { CGRect(x: 0, y: CGFloat($0) * 60, width: width, height: 60) }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: frames.last?.maxY ?? 0)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        frames.enumerated().filter { $0.element.intersects(rect) }.map { index, frame in
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
            attributes.frame = frame
            return attributes
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard frames.indices.contains(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames[indexPath.item]
        return attributes
    }
}

/// A data source of `count` plain cells in one section.
final class CountingDataSource: NSObject, UICollectionViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

/// A pulsing dot: a layer subclass whose presentation copies keep its colour index, as iOS
/// requires of a subclass with its own state.
final class PulseLayer: CAShapeLayer {
    var colorIndex = 0

    override init() {
        super.init()
        path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let pulse = layer as? PulseLayer { colorIndex = pulse.colorIndex }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A screen that stays upright, as many phone apps declare.
final class PortraitOnlyViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    override var shouldAutorotate: Bool { false }

    var usesCompactLayout: Bool {
        UIApplication.shared.statusBarOrientation.isPortrait
    }
}
