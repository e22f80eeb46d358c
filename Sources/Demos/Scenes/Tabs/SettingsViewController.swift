// SettingsViewController.swift: the second tab: a segmented control and a stepper.

import ViewWidgets

/// A theme picked with a segmented control and a font size set with a stepper, each shown in a label.
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
        view.backgroundColor = UIColor(white: 0.95, alpha: 1)
        themeControl.selectedSegmentIndex = 0
        themeControl.addTarget(self, action: SettingsViewController.themeChanged, for: .valueChanged)
        sizeStepper.minimumValue = 12
        sizeStepper.maximumValue = 24
        sizeStepper.stepValue = 2
        sizeStepper.value = 16
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
    }

    func sizeChanged() {
        sizeLabel.text = "Text size: \(Int(sizeStepper.value)) pt"
    }
}
