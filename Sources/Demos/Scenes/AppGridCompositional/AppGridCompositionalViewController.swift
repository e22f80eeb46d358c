// AppGridCompositionalViewController.swift: the app grid with a compositional layout: three apps
// to a row from fractions of the width, a header, and the fading "下载<name>完成" label.

import ViewWidgets

/// The app grid as a collection view: a compositional layout computes what the seed computed by
/// hand (columns, margins, rows), and a diffable data source feeds it the apps.
final class AppGridCompositionalViewController: UIViewController {
    /// The element kind of the grid's header.
    static let headerKind = "app-grid-header"

    /// The apps, decoded from app.plist.
    let appList: [AppInfo]
    private(set) var collectionView: UICollectionView?
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>?

    /// Makes the controller for `appList`.
    init(appList: [AppInfo]) {
        self.appList = appList
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The seed's geometry from fractions: a 10-point section inset and a 10-point item inset on
    /// each side make 80-point apps at x = 20, 120, 220 on a 320-point screen; rows of 100 points
    /// hold a 90-point app and the 10-point gap below it; a 30-point header comes first.
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3),
                                                                             heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 10, trailing: 10)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: headerKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .white
        collectionView.allowsSelection = false
        collectionView.register(AppCell.self, forCellWithReuseIdentifier: AppCell.reuseIdentifier)
        view.addSubview(collectionView)
        self.collectionView = collectionView
        let apps = appList
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { [unowned self] collectionView, indexPath, index in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AppCell.reuseIdentifier, for: indexPath)
            guard let appCell = cell as? AppCell else { return cell }
            appCell.appView.appInfo = apps[index]
            appCell.appView.downloadButton.tag = index
            appCell.appView.downloadButton.addTarget(self, action: AppGridCompositionalViewController.downloadClick, for: .touchUpInside)
            return appCell
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: Self.headerKind) {
            header, _, _ in
            guard header.subviews.isEmpty else { return }
            let title = UILabel(frame: header.bounds.insetBy(dx: 10, dy: 0))
            title.text = "\(apps.count) 个应用"
            title.font = .boldSystemFont(ofSize: 15)
            header.addSubview(title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(apps.indices))
        dataSource.apply(snapshot, animatingDifferences: false)
        self.dataSource = dataSource
    }

    /// The seed's toast: a grey label fades out over 2 s, then removes itself.
    func downloadClick(_ button: UIButton) {
        let label = UILabel(frame: CGRect(x: 80, y: 400, width: 160, height: 40))
        label.textAlignment = .center
        label.backgroundColor = .lightGray
        label.text = "下载\(appList[button.tag].name)完成"
        label.font = .systemFont(ofSize: 13)
        view.addSubview(label)
        UIView.animate(withDuration: 2, animations: {
            label.alpha = 0
        }, completion: { _ in
            label.removeFromSuperview()
        })
    }
}
