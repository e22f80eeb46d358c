// SettingsViewController.swift: the second tab: a segmented control and a stepper.

import ViewWidgets

/// A theme picked with a segmented control and a text size set with a stepper, each shown in a
/// label: the theme is the window's appearance (Light, Dark, or the device's with Auto) and the
/// size is the window's content size category, so the whole app turns dark and its Dynamic Type
/// text grows, as when a user changes them in Settings.
final class SettingsViewController: UIViewController {
    let themeControl = UISegmentedControl(items: ["Light", "Dark", "Auto"])
    let themeLabel = UILabel()
    let sizeStepper = UIStepper()
    let sizeLabel = UILabel()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        title = "Settings"
        tabBarItem = UITabBarItem(title: "Settings", image: UIImage(systemName: "gearshape"), tag: 1)
    }

    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        for label in [themeLabel, sizeLabel] {
            label.font = .preferredFont(forTextStyle: .body)
            label.adjustsFontForContentSizeCategory = true
            label.textColor = .label
        }
        themeControl.selectedSegmentIndex = 0
        themeControl.addTarget(self, action: SettingsViewController.themeChanged, for: .valueChanged)
        // The body style's sizes, from extra small (14) to the largest before the accessibility
        // sizes (23); the default is Large's 17.
        sizeStepper.minimumValue = 14
        sizeStepper.maximumValue = 23
        sizeStepper.stepValue = 1
        sizeStepper.value = 17
        sizeStepper.addTarget(self, action: SettingsViewController.sizeChanged, for: .valueChanged)
        for part in [themeControl, themeLabel, sizeStepper, sizeLabel] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(part)
        }
        let margins = view.layoutMarginsGuide
        NSLayoutConstraint.activate([
            // Below the 64 points of status and navigation bar, which the safe area does not include here.
            themeControl.topAnchor.constraint(equalTo: view.topAnchor, constant: 84),
            themeControl.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            themeControl.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            themeLabel.topAnchor.constraint(equalTo: themeControl.bottomAnchor, constant: 12),
            themeLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            sizeStepper.topAnchor.constraint(equalTo: themeLabel.bottomAnchor, constant: 32),
            sizeStepper.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            sizeLabel.centerYAnchor.constraint(equalTo: sizeStepper.centerYAnchor),
            sizeLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        ])
        themeChanged()
        sizeChanged()
    }

    func themeChanged() {
        themeLabel.text = "Theme: \(themeControl.titleForSegment(at: themeControl.selectedSegmentIndex) ?? "-")"
        let styles: [UIUserInterfaceStyle] = [.light, .dark, .unspecified]
        view.window?.overrideUserInterfaceStyle = styles[max(0, min(styles.count - 1, themeControl.selectedSegmentIndex))]
    }

    func sizeChanged() {
        let size = Int(sizeStepper.value)
        sizeLabel.text = "Text size: \(size) pt"
        view.window?.traitOverrides.preferredContentSizeCategory = Self.category(forBodySize: size)
    }

    /// The content size category whose body text is `size` points, or the largest below it.
    static func category(forBodySize size: Int) -> UIContentSizeCategory {
        let categories: [(Int, UIContentSizeCategory)] = [
            (14, .extraSmall), (15, .small), (16, .medium), (17, .large), (19, .extraLarge),
            (21, .extraExtraLarge), (23, .extraExtraExtraLarge),
        ]
        return categories.last { $0.0 <= size }?.1 ?? .extraSmall
    }
}
