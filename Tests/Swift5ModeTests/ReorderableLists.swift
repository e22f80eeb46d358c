// ReorderableLists.swift: reordering as iOS apps write it — a to-do list whose diffable data source
// has reordering handlers (iOS 14), and a UICollectionViewController subclass that moves items with
// a long press driving the interactive movement (iOS 9) — compiled in the Swift 5 language mode.
import UIKit

/// A to-do list: in editing mode each row shows a reorder grip; the model follows the reorder.
class ReorderableToDoViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var todos = ["Buy milk", "Call mum", "Water the plants", "Book flights"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, todo in
            var content = cell.defaultContentConfiguration()
            content.text = todo
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .whenEditing)]
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, todo in
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: todo)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self = self else { return }
            if let todos = self.todos.applying(transaction.difference) {
                self.todos = todos
            }
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(todos)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }
}

/// A grid of photos the user rearranges by pressing and dragging one.
class ReorderablePhotoGridViewController: UICollectionViewController {
    var photos = ["Beach", "City", "Forest", "Lake"]
    var asked: [String] = []

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Photo")
        // iOS: UILongPressGestureRecognizer(target: self, action: #selector(handlePress(_:))), with @objc on handlePress
        let press = UILongPressGestureRecognizer(target: self, action: ReorderablePhotoGridViewController.handlePress)
        collectionView.addGestureRecognizer(press)
    }

    func handlePress(_ press: UILongPressGestureRecognizer) {
        switch press.state {
        case .began:
            guard let indexPath = collectionView.indexPathForItem(at: press.location(in: collectionView)) else { break }
            _ = collectionView.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(press.location(in: collectionView))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return photos.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        asked.append("canMove \(indexPath.item)")
        return true
    }

    override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        asked.append("move \(sourceIndexPath.item) to \(destinationIndexPath.item)")
        let photo = photos.remove(at: sourceIndexPath.item)
        photos.insert(photo, at: destinationIndexPath.item)
    }

    override func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                                 atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        asked.append("target \(proposedIndexPath.item)")
        return proposedIndexPath
    }
}
