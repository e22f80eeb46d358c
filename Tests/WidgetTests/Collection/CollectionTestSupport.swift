import Foundation
import ViewWidgets

/// A cell that shows its item's name in a label, as an app's cell would.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.frame = contentView.bounds
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        label.text = nil
    }
}

/// A header or footer that shows a title.
final class TitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// A data source and delegate that serves `itemCounts` items and records what the collection
/// view asks and tells.
@MainActor
final class RecordingCollectionSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var itemCounts: [Int]
    var cellRequests: [IndexPath] = []
    var calls: [String] = []
    var headerKinds: Set<String> = []
    var refuseHighlight: Set<IndexPath> = []
    var refuseSelection: Set<IndexPath> = []

    init(itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { itemCounts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        (cell as? LabelCell)?.label.text = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath)
        (view as? TitleView)?.label.text = "\(kind == UICollectionView.elementKindSectionHeader ? "header" : "footer") \(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.item)")
        return !refuseHighlight.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        calls.append("didHighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        calls.append("didUnhighlight \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldSelect \(indexPath.item)")
        return !refuseSelection.contains(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        calls.append("shouldDeselect \(indexPath.item)")
        return true
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.item)")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.item)")
    }
}

/// The window of the last `makeCollectionView`, kept until the next one: a window that nothing
/// holds is freed, and taps need it.
@MainActor private var lastWindow: UIWindow?

/// A collection view of `itemCounts` items in a 320x480 frame with a flow layout (`layout`, a
/// plain one by default), laid out, in a visible window (so that taps reach it).
@MainActor
func makeCollectionView(itemCounts: [Int], layout: UICollectionViewFlowLayout = UICollectionViewFlowLayout(),
                        configure: (UICollectionViewFlowLayout) -> Void = { _ in })
    -> (collectionView: UICollectionView, source: RecordingCollectionSource, window: UIWindow) {
    configure(layout)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
    collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
    collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "Title")
    collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                            withReuseIdentifier: "Title")
    let source = RecordingCollectionSource(itemCounts: itemCounts)
    collectionView.dataSource = source
    collectionView.delegate = source
    window.addSubview(collectionView)
    window.makeKeyAndVisible()
    collectionView.layoutIfNeeded()
    lastWindow = window
    return (collectionView, source, window)
}
