// TableEditingTestSupport.swift: a to-do list's data source and delegate, as an iOS app writes one,
// that records the table's editing and swipe calls.
import Foundation
import ViewWidgets

/// A to-do list: one section of `items`, recording the calls about editing, moving and swiping.
@MainActor
final class ToDoListSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var calls: [String] = []
    var cellsMade = 0
    /// The trailing swipe actions; nil asks for the default set.
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    /// The leading swipe actions; nil shows none.
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var rowActions: ((IndexPath) -> [UITableViewRowAction]?)?
    var editable: (IndexPath) -> Bool = { _ in true }
    var movable: (IndexPath) -> Bool = { _ in false }
    var style: (IndexPath) -> UITableViewCell.EditingStyle = { _ in .delete }
    /// Whether `commit` deletes the item and its row, as a to-do list does.
    var deletesOnCommit = true

    init(items: [String]) {
        self.items = items
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item")
            ?? { cellsMade += 1; return UITableViewCell(style: .default, reuseIdentifier: "Item") }()
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { editable(indexPath) }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable(indexPath) }

    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        calls.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        guard deletesOnCommit, editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        style(indexPath)
    }

    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        calls.append("trailing \(indexPath.row)")
        return trailing?(indexPath)
    }

    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        calls.append("leading \(indexPath.row)")
        return leading?(indexPath)
    }

    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        rowActions?(indexPath)
    }

    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        calls.append("willBeginEditing \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        calls.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }
}

/// A key window (320x480) showing a table of `items`, laid out.
@MainActor
func makeToDoTable(_ items: [String] = ["Milk", "Eggs", "Bread"],
                   configure: (ToDoListSource) -> Void = { _ in }) -> (UIWindow, UITableView, ToDoListSource) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = UITableView(frame: window.bounds, style: .plain)
    let source = ToDoListSource(items: items)
    configure(source)
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.makeKeyAndVisible()
    Headless.runUntilIdle()
    return (window, table, source)
}

/// The buttons a swipe revealed in `cell`, left to right.
@MainActor
func swipeButtons(in cell: UITableViewCell?) -> [UIButton] {
    guard let cell else { return [] }
    let strips = cell.subviews.filter { $0 !== cell.contentView && $0.subviews.contains { $0 is UIButton } }
    return strips.flatMap { $0.subviews.compactMap { $0 as? UIButton } }.sorted { $0.frame.minX < $1.frame.minX }
}

/// The frame of `view` in `cell`'s coordinates.
@MainActor
func frame(of view: UIView, in cell: UIView) -> CGRect {
    view.convert(view.bounds, to: cell)
}

extension UIWindow {
    /// Swipes the row whose middle is at `y` from right to left by `distance` points.
    @MainActor
    func swipeLeft(atY y: CGFloat, by distance: CGFloat) {
        drag(from: CGPoint(x: 300, y: y), to: CGPoint(x: 300 - distance, y: y))
    }
}
