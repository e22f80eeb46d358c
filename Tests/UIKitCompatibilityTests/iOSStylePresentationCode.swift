// iOSStylePresentationCode.swift: code written as it would be for iOS that presents, asks with
// alerts and action sheets, and builds a tab bar interface with a few standard controls. Only
// the lines marked `// iOS:` differ from the iOS original (Docs/Porting.md).

import UIKit

/// A notes list: "+" presents a composer in a navigation controller; deleting asks with an alert;
/// "Share" offers an action sheet; a note's detail is shown with `show(_:sender:)`.
class NotesViewController: UIViewController {
    private(set) var notes = ["Groceries", "Ideas"]
    private(set) var lastShareChoice: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        view.backgroundColor = .systemBackgroundColor
        // iOS: navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add,
        //          target: self, action: #selector(compose))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self,
                                                            action: NotesViewController.compose)
    }

    func compose() {
        let composer = ComposerViewController()
        composer.onSave = { [weak self] text in self?.notes.append(text) }
        let navigation = UINavigationController(rootViewController: composer)
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true, completion: nil)
    }

    func confirmDelete(at index: Int) {
        let alert = UIAlertController(title: "Delete \"\(notes[index])\"?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive, handler: { [weak self] _ in
            self?.notes.remove(at: index)
        }))
        present(alert, animated: true)
    }

    func rename(at index: Int) {
        let alert = UIAlertController(title: "Rename", message: "Enter a new name for this note.", preferredStyle: .alert)
        alert.addTextField { textField in
            textField.text = self.notes[index]
            textField.clearButtonMode = .whileEditing
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let save = UIAlertAction(title: "Save", style: .default) { [weak self, unowned alert] _ in
            guard let name = alert.textFields?.first?.text, !name.isEmpty else { return }
            self?.notes[index] = name
        }
        alert.addAction(save)
        alert.preferredAction = save
        present(alert, animated: true)
    }

    func share() {
        let sheet = UIAlertController(title: nil, message: "Share notes", preferredStyle: .actionSheet)
        for destination in ["Mail", "Messages"] {
            sheet.addAction(UIAlertAction(title: destination, style: .default) { [weak self] action in
                self?.lastShareChoice = action.title
            })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(sheet, animated: true)
    }

    func showDetail(of index: Int) {
        let detail = UIViewController()
        detail.title = notes[index]
        show(detail, sender: self)
    }
}

/// A composer presented modally; Cancel and Save dismiss it.
class ComposerViewController: UIViewController {
    var onSave: ((String) -> Void)?
    let textLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "New Note"
        textLabel.text = "Call the bank"
        view.addSubview(textLabel)
        // iOS: navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel,
        //          target: self, action: #selector(cancel))
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                           action: ComposerViewController.cancel)
        // iOS: navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save,
        //          target: self, action: #selector(save))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self,
                                                            action: ComposerViewController.save)
    }

    func cancel() {
        dismiss(animated: true, completion: nil)
    }

    func save() {
        onSave?(textLabel.text ?? "")
        presentingViewController?.dismiss(animated: true)
    }
}

/// A settings screen with a segmented control, a stepper, a page control and a spinner.
class PreferencesViewController: UIViewController {
    let unitControl = UISegmentedControl(items: ["km", "mi"])
    let countStepper = UIStepper()
    let pages = UIPageControl()
    let spinner = UIActivityIndicatorView(style: .medium)
    let progress = UIProgressView(progressViewStyle: .default)
    private(set) var unit = "km"

    override func viewDidLoad() {
        super.viewDidLoad()
        tabBarItem = UITabBarItem(title: "Preferences", image: UIImage(systemName: "gearshape"), tag: 2)
        unitControl.selectedSegmentIndex = 0
        // iOS: unitControl.addTarget(self, action: #selector(unitChanged(_:)), for: .valueChanged)
        unitControl.addTarget(self, action: PreferencesViewController.unitChanged, for: .valueChanged)
        unitControl.frame = CGRect(x: 20, y: 100, width: 200, height: 32)
        countStepper.frame.origin = CGPoint(x: 20, y: 150)
        countStepper.maximumValue = 10
        pages.numberOfPages = 3
        pages.frame = CGRect(x: 20, y: 200, width: 100, height: 26)
        progress.frame = CGRect(x: 20, y: 240, width: 200, height: 4)
        progress.setProgress(0.5, animated: false)
        spinner.center = CGPoint(x: 160, y: 300)
        spinner.startAnimating()
        [unitControl, countStepper, pages, progress, spinner].forEach { view.addSubview($0) }
        let swipe = UISwipeGestureRecognizer(target: self, action: PreferencesViewController.swiped)
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
    }

    func unitChanged(_ sender: UISegmentedControl) {
        unit = sender.titleForSegment(at: sender.selectedSegmentIndex) ?? "?"
    }

    func swiped(_ gesture: UISwipeGestureRecognizer) {
        pages.currentPage += 1
    }
}

/// The app's root: a tab bar controller whose delegate keeps the preferences tab locked until allowed.
class RootTabBarController: UITabBarController, UITabBarControllerDelegate {
    var preferencesUnlocked = false
    private(set) var selections: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let notes = UINavigationController(rootViewController: NotesViewController())
        notes.tabBarItem = UITabBarItem(tabBarSystemItem: .bookmarks, tag: 0)
        let preferences = PreferencesViewController()
        preferences.title = "Preferences"
        viewControllers = [notes, preferences]
        tabBar.unselectedItemTintColor = .gray
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        !(viewController is PreferencesViewController) || preferencesUnlocked
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(viewController.tabBarItem.title ?? "")
    }
}

extension UIColor {
    /// iOS 13's `systemBackground`, as this app spells it on older systems.
    static var systemBackgroundColor: UIColor { .white }
}
