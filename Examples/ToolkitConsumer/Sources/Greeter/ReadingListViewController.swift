// ReadingListViewController.swift: a reading list written as for iOS, with a bug planted for
// the monkey to find: books are added with Add, a tap on a book marks it read (a checkmark), and
// Remove read takes the read books away.
import UIKit

/// A list of books; tap a book to mark it read, Remove read to take the read ones away.
///
/// The planted bug: Remove read takes every read book out of the list but tells the table about
/// the first one only, which UIKit refuses ("Invalid update") once two books are read.
public final class ReadingListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    public let tableView = UITableView()
    public private(set) var books: [(title: String, isRead: Bool)] = []
    private var added = 0

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        let add = UIButton(type: .system)
        add.setTitle("Add", for: .normal)
        add.addAction(UIAction { [weak self] _ in self?.addBook() }, for: .touchUpInside)
        let remove = UIButton(type: .system)
        remove.setTitle("Remove read", for: .normal)
        remove.addAction(UIAction { [weak self] _ in self?.removeRead() }, for: .touchUpInside)
        add.frame = CGRect(x: 16, y: 40, width: 80, height: 44)
        remove.frame = CGRect(x: 184, y: 40, width: 120, height: 44)
        tableView.frame = CGRect(x: 0, y: 100, width: 320, height: 380)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "book")
        tableView.dataSource = self
        tableView.delegate = self
        [add, remove, tableView].forEach(view.addSubview)
    }

    private func addBook() {
        added += 1
        books.append((title: "Book \(added)", isRead: false))
        tableView.insertRows(at: [IndexPath(row: books.count - 1, section: 0)], with: .automatic)
    }

    private func removeRead() {
        let read = books.indices.filter { books[$0].isRead }
        guard let first = read.first else { return }
        books.removeAll { $0.isRead }
        // The bug: every read book left the list, but only the first is deleted from the table.
        tableView.deleteRows(at: [IndexPath(row: first, section: 0)], with: .automatic)
    }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { books.count }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "book", for: indexPath)
        cell.textLabel?.text = books[indexPath.row].title
        cell.accessoryType = books[indexPath.row].isRead ? .checkmark : .none
        return cell
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        books[indexPath.row].isRead.toggle()
        tableView.reloadRows(at: [indexPath], with: .none)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}
