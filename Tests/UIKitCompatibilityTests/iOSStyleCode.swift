// iOSStyleCode.swift: code written as it would be for iOS, compiled here against `import UIKit`.
// Only the target-action lines differ from the iOS original; each is marked `// iOS:` with the
// line it replaces (see Docs/Porting.md).

import UIKit

/// The seeds' grid button: the image fills the top 70 %, the title the bottom 30 %.
class MyButton: UIButton {
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: contentRect.size.width, height: contentRect.size.height * 0.7)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: contentRect.size.height * 0.7,
               width: contentRect.size.width, height: contentRect.size.height * 0.3)
    }
}

struct Contact {
    let name: String
    let online: Bool
}

class ContactsViewController: UITableViewController {
    var groups: [(title: String, contacts: [Contact])] = [
        ("Friends", [Contact(name: "Ann", online: true), Contact(name: "Bo", online: false)]),
        ("Family", [Contact(name: "Cy", online: true)]),
    ]
    var tappedContacts: [String] = []
    var headerTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Contact")
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        // iOS: let tap = UITapGestureRecognizer(target: self, action: #selector(headerTapped(_:)))
        let tap = UITapGestureRecognizer(target: self, action: ContactsViewController.headerTapped)
        header.addGestureRecognizer(tap)
        tableView.tableHeaderView = header
    }

    // iOS: @objc func headerTapped(_ recognizer: UITapGestureRecognizer) {
    func headerTapped(_ recognizer: UITapGestureRecognizer) {
        if recognizer.state == .ended { headerTaps += 1 }
    }

    override func numberOfSections(in tableView: UITableView) -> Int {
        groups.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        groups[section].contacts.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        groups[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        let contact = groups[indexPath.section].contacts[indexPath.row]
        cell.textLabel?.text = contact.name
        cell.accessoryType = contact.online ? .checkmark : .none
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tappedContacts.append(groups[indexPath.section].contacts[indexPath.row].name)
        tableView.deselectRow(at: indexPath, animated: true)
    }
}

class DownloadPanel: UIView {
    let button = MyButton(type: .custom)
    let status = UILabel()
    private(set) var downloads = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 90)
        button.setTitle("Download", for: .normal)
        button.setTitleColor(.black, for: .normal)
        // iOS: button.addTarget(self, action: #selector(download(_:)), for: .touchUpInside)
        button.addTarget(self, action: DownloadPanel.download, for: .touchUpInside)
        addSubview(button)
        status.frame = CGRect(x: 10, y: 110, width: 200, height: 30)
        status.textAlignment = .center
        addSubview(status)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // iOS: @objc func download(_ sender: UIButton) {
    func download(_ sender: UIButton) {
        downloads += 1
        sender.isEnabled = false
        status.text = "Downloaded"
        status.alpha = 1
        UIView.animate(withDuration: 2, animations: {
            self.status.alpha = 0
        }, completion: { finished in
            if finished { self.status.removeFromSuperview() }
        })
    }
}
