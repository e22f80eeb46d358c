// UITabBarController+More.swift: the More tab: its item, its navigation controller, and the list
// of the controllers that have no tab of their own.

extension UITabBarController {
    /// The More tab's item (the system's "More" item), made on first use.
    func moreItem() -> UITabBarItem {
        if let moreItemStorage { return moreItemStorage }
        let item = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        moreItemStorage = item
        return item
    }

    /// The More navigation controller, made on first use with the list at its root.
    func moreNavigation() -> UINavigationController {
        if let moreNavigationStorage { return moreNavigationStorage }
        let list = UIMoreListController()
        list.tabController = self
        let navigation = UINavigationController(rootViewController: list)
        moreNavigationStorage = navigation
        return navigation
    }

    /// The list at the root of the More navigation controller.
    func moreListController() -> UIViewController {
        let navigation = moreNavigation()
        return navigation.viewControllers.first ?? navigation
    }

    /// Makes the More navigation controller a child while there is a More tab, and not otherwise.
    func updateMoreNavigationChild() {
        let needsMore = controllers.count > 5
        if needsMore {
            let more = moreNavigation()
            guard more.parent !== self else { return }
            addChild(more)
            more.didMove(toParent: self)
        } else if let more = moreNavigationStorage, more.parent === self {
            if displayedController === more { show(nil) }
            more.willMove(toParent: nil)
            more.removeFromParent()
        }
    }

    /// The user picked `controller` in the More list: it is pushed on the More navigation
    /// controller and becomes the selected controller.
    func moreListDidPick(_ controller: UIViewController) {
        selectionStorage = controller
        moreNavigation().pushViewController(controller, animated: true)
    }
}

/// The list at the root of the More navigation controller: one row per controller without a tab,
/// showing its tab bar item's title; picking a row pushes that controller (internal; named after
/// UIKit's).
final class UIMoreListController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    weak var tabController: UITabBarController?
    private let tableView = UITableView(frame: .zero, style: .plain)

    override func loadView() {
        tableView.frame = UIScreen.main.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
        title = "More"
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    private var listed: [UIViewController] { tabController?.overflowControllers ?? [] }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        listed.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "More")
            ?? UITableViewCell(style: .default, reuseIdentifier: "More")
        let controller = listed[indexPath.row]
        cell.textLabel?.text = controller.tabBarItem.title
        cell.imageView?.image = controller.tabBarItem.image
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard listed.indices.contains(indexPath.row) else { return }
        tabController?.moreListDidPick(listed[indexPath.row])
    }
}
