import Foundation
import ViewWidgets

/// A data source and delegate that records what the table asks.
@MainActor
final class RecordingTableSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var rowCounts: [Int]
    var heights: ((IndexPath) -> CGFloat)?
    var headerTitles: [Int: String] = [:]
    var headerViews: [Int: UIView] = [:]
    var identifier = "Cell"
    var cellsMade = 0
    var cellRequests: [IndexPath] = []
    var heightRequests = 0
    var calls: [String] = []
    var redirectSelection: ((IndexPath) -> IndexPath?)?
    /// The answer to `shouldHighlightRowAt`; every row by default. Not written to `calls`.
    var highlightable: (IndexPath) -> Bool = { _ in true }

    init(rowCounts: [Int]) {
        self.rowCounts = rowCounts
    }

    func numberOfSections(in tableView: UITableView) -> Int { rowCounts.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCounts[section] }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests.append(indexPath)
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier)
            ?? { cellsMade += 1; return UITableViewCell(style: .default, reuseIdentifier: identifier) }()
        cell.textLabel?.text = "\(indexPath.section)-\(indexPath.row)"
        return cell
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests += 1
        return heights?(indexPath) ?? tableView.rowHeight
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { headerViews[section] }

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        highlightable(indexPath)
    }

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return redirectSelection.map { $0(indexPath) } ?? indexPath
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }

    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }

    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.row)") }
}

/// A table of `rowCounts` rows in a 320x480 frame, laid out.
@MainActor
func makeTable(rowCounts: [Int], style: UITableView.Style = .plain,
               configure: (RecordingTableSource, UITableView) -> Void = { _, _ in })
    -> (table: UITableView, source: RecordingTableSource) {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
    let source = RecordingTableSource(rowCounts: rowCounts)
    configure(source, table)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
}

/// Puts `table` (320x480, at the origin) in a key window of its size, fed by `source` as data
/// source and delegate with `cellClass` registered for "Cell", and runs the runtime until idle.
@MainActor
func showInKeyWindow(_ table: UITableView, source: UITableViewDataSource & UITableViewDelegate,
                     cellClass: AnyClass = UITableViewCell.self) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.frame = window.bounds
    table.register(cellClass, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    window.addSubview(table)
    window.makeKeyAndVisible()
    Headless.runUntilIdle()
    return window
}

/// The middle of the row at `indexPath`, in its window's coordinates.
@MainActor
func rowCenter(_ indexPath: IndexPath, in table: UITableView) -> CGPoint {
    let rect = table.rectForRow(at: indexPath)
    return table.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
}
