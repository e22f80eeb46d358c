// MenuTestSupport.swift: finding an open context menu's preview platter as a test sees it (the
// element VoiceOver reaches above the menu's rows), and the screens the context menu tests share.
import Testing
import HeadlessTesting
import ViewWidgets

/// The open context menu's preview platter in `window`: the element VoiceOver reaches that sits
/// directly in the menu (the view over the window's content), not in its panel of rows; nil when
/// no menu with a preview is open.
@MainActor
func previewPlatter(in window: UIWindow) -> UIView? {
    guard let menu = window.subviews.last else { return nil }
    return window.accessibilityElementViews.first { $0.superview === menu && $0.accessibilityTraits.contains(.button) }
}

/// The platter VoiceOver reads as `label`, or nil.
@MainActor
func previewPlatter(in window: UIWindow, labelled label: String) -> UIView? {
    window.accessibilityElementViews.first { $0.accessibilityLabel == label }
}

/// The frame, in window coordinates, of the platter that shows `preview`'s view; nil when it
/// shows nowhere.
@MainActor
func platterFrame(showing preview: UIViewController?) -> CGRect? {
    guard let platter = preview?.viewIfLoaded?.superview else { return nil }
    return platter.convert(platter.bounds, to: nil)
}

/// A shown 390 × 844 window whose root is `root`, and a 120 × 120 photo at (20, 300) in the
/// root's view with a context menu interaction whose delegate is `delegate`.
@MainActor
func makePhotoScreen(root: UIViewController, delegate: any UIContextMenuInteractionDelegate) -> (photo: UIView, window: UIWindow) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = root
    window.makeKeyAndVisible()
    let photo = UIView(frame: CGRect(x: 20, y: 300, width: 120, height: 120))
    root.view.addSubview(photo)
    photo.addInteraction(UIContextMenuInteraction(delegate: delegate))
    return (photo, window)
}

/// A shown 390 × 844 window filled by a plain table whose data source and delegate is `rows`,
/// laid out.
@MainActor
func makeMenuTable(_ rows: some UITableViewDataSource & UITableViewDelegate) -> (window: UIWindow, table: UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let table = UITableView(frame: window.bounds, style: .plain)
    table.dataSource = rows
    table.delegate = rows
    window.addSubview(table)
    window.makeKeyAndVisible()
    table.layoutIfNeeded()
    return (window, table)
}

/// A table's rows "Row 0"… "Row 2", each with a context menu (identifier "row-N") with a Delete
/// action and, when `previews` is set, a preview controller titled "Preview N"; the delegate
/// notes the commits it hears in `calls` and counts the highlight previews it is asked for.
@MainActor
final class MenuRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    /// Whether the rows' configurations have a preview controller.
    let previews: Bool
    /// The commits the delegate heard, in order.
    var calls: [String] = []
    /// How many times the delegate was asked for a highlight preview.
    var highlightQuestions = 0
    /// The highlight preview the delegate gives; nil: none.
    var highlight: ((UITableView) -> UITargetedPreview?)?

    init(previews: Bool) {
        self.previews = previews
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        var provider: UIContextMenuContentPreviewProvider?
        if previews {
            let title = "Preview \(indexPath.row)"
            provider = {
                let controller = UIViewController()
                controller.title = title
                return controller
            }
        }
        return UIContextMenuConfiguration(identifier: NSString(string: "row-\(indexPath.row)"), previewProvider: provider,
                                          actionProvider: { _ in UIMenu(children: [UIAction(title: "Delete") { _ in }]) })
    }

    func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                   animator: any UIContextMenuInteractionCommitAnimating) {
        calls.append("willPerformPreviewAction \(animator.previewViewController?.title ?? "none")")
    }

    func tableView(_ tableView: UITableView,
                   previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        highlightQuestions += 1
        return highlight?(tableView)
    }
}
