// MenuScreens.swift: menus written as an iOS 16 app writes them — a pop-up button, a sort menu
// with a deferred section on a bar button item, and a table whose rows offer a context menu —
// compiled in the Swift 5 language mode, unchanged.
import UIKit

/// A notes list: a "Sort" bar button item with a single-selection menu and a deferred "Recent"
/// section, a pop-up button choosing the text size, and a context menu on each row.
class NotesMenuViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    var notes = ["Groceries", "Ideas", "Trip"]
    var sortOrder = "Date"
    var textSize = "Medium"
    var log: [String] = []
    let tableView = UITableView(frame: .zero, style: .plain)
    let sizeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", image: nil, primaryAction: nil,
                                                            menu: makeSortMenu())

        let sizes = ["Small", "Medium", "Large"].map { size in
            UIAction(title: size, state: size == textSize ? .on : .off) { [weak self] action in
                self?.textSize = action.title
            }
        }
        sizeButton.menu = UIMenu(title: "Text Size", children: sizes)
        sizeButton.showsMenuAsPrimaryAction = true
        sizeButton.changesSelectionAsPrimaryAction = true
        sizeButton.frame = CGRect(x: 16, y: 100, width: 160, height: 44)
        view.addSubview(sizeButton)

        tableView.frame = CGRect(x: 0, y: 160, width: view.bounds.width, height: 400)
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    private func makeSortMenu() -> UIMenu {
        let orders = ["Date", "Title"].map { order in
            UIAction(title: order, image: UIImage(systemName: "arrow.up.arrow.down"),
                     state: order == sortOrder ? .on : .off) { [weak self] action in
                self?.sortOrder = action.title
            }
        }
        let recent = UIDeferredMenuElement.uncached { [weak self] completion in
            let titles = self?.notes.prefix(2) ?? []
            completion(titles.map { title in UIAction(title: title) { [weak self] _ in self?.log.append("open \(title)") } })
        }
        return UIMenu(children: [
            UIMenu(title: "Sort By", options: [.displayInline, .singleSelection], children: orders),
            UIMenu(title: "Recent", options: .displayInline, children: [recent]),
        ])
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        notes.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Note") ?? UITableViewCell(style: .default, reuseIdentifier: "Note")
        cell.textLabel?.text = notes[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        let note = notes[indexPath.row]
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
            let pin = UIAction(title: "Pin", image: UIImage(systemName: "pin")) { _ in self?.log.append("pin \(note)") }
            let delete = UIAction(title: "Delete", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in
                self?.notes.removeAll { $0 == note }
                self?.tableView.reloadData()
            }
            return UIMenu(title: note, children: [pin, delete])
        }
    }
}
