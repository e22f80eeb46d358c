// AccessibilityDefaultsTests.swift: UIKit's accessibility defaults per widget (what VoiceOver and
// UI tests read when the app set nothing) and what an app sets winning over them.
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Accessibility defaults", .headless)
struct AccessibilityDefaultsTests {
    @Test func aPlainViewIsNotAnElementAndHasNothingSet() {
        let view = UIView()
        #expect(!view.isAccessibilityElement)
        #expect(view.accessibilityLabel == nil)
        #expect(view.accessibilityValue == nil)
        #expect(view.accessibilityHint == nil)
        #expect(view.accessibilityIdentifier == nil)
        #expect(view.accessibilityTraits == .none)
        #expect(!view.accessibilityElementsHidden)
        #expect(!view.accessibilityViewIsModal)
    }

    @Test func whatIsSetOnAViewIsReadBack() {
        let view = UIView()
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Avatar"
        view.accessibilityValue = "3 new"
        view.accessibilityHint = "Opens the profile"
        view.accessibilityIdentifier = "avatar"
        view.accessibilityTraits = [.image, .button]
        #expect(view.isAccessibilityElement)
        #expect(view.accessibilityLabel == "Avatar")
        #expect(view.accessibilityValue == "3 new")
        #expect(view.accessibilityHint == "Opens the profile")
        #expect(view.accessibilityIdentifier == "avatar")
        #expect(view.accessibilityTraits == [.image, .button])
    }

    @Test func aLabelIsStaticTextLabelledByItsText() {
        let label = UILabel()
        label.text = "Welcome"
        #expect(label.isAccessibilityElement)
        #expect(label.accessibilityLabel == "Welcome")
        #expect(label.accessibilityTraits == .staticText)
        label.isEnabled = false
        #expect(label.accessibilityTraits == [.staticText, .notEnabled])
        label.accessibilityLabel = "Greeting"
        #expect(label.accessibilityLabel == "Greeting")
        label.isAccessibilityElement = false
        #expect(!label.isAccessibilityElement)
    }

    @Test func aButtonIsAButtonLabelledByItsTitleWithItsState() {
        let button = UIButton(type: .system)
        button.setTitle("Log in", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Log in")
        #expect(button.accessibilityTraits == .button)
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .selected])
        button.isSelected = false
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        button.accessibilityTraits = .link
        #expect(button.accessibilityTraits == [.link, .notEnabled])
    }

    @Test func anImageViewIsNotAnElementUnlessSet() {
        let imageView = UIImageView(image: UIImage(systemName: "star"))
        #expect(!imageView.isAccessibilityElement)
        #expect(imageView.accessibilityTraits == .image)
        imageView.isAccessibilityElement = true
        imageView.accessibilityLabel = "Favourite"
        #expect(imageView.isAccessibilityElement)
        #expect(imageView.accessibilityLabel == "Favourite")
    }

    @Test func aSwitchsValueIsOneOrZero() {
        let toggle = UISwitch()
        #expect(toggle.isAccessibilityElement)
        #expect(toggle.accessibilityValue == "0")
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")
        #expect(toggle.accessibilityTraits.contains(.button))
    }

    @Test func aSlidersValueIsAPercentageOfItsRange() {
        let slider = UISlider()
        slider.minimumValue = 10
        slider.maximumValue = 20
        slider.value = 15
        #expect(slider.isAccessibilityElement)
        #expect(slider.accessibilityValue == "50%")
        #expect(slider.accessibilityTraits == .adjustable)
        slider.value = 20
        #expect(slider.accessibilityValue == "100%")
    }

    @Test func aTextFieldsValueIsItsTextAndASecureOneHidesIt() {
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.isAccessibilityElement)
        #expect(field.accessibilityValue == nil)
        field.text = "ada@example.com"
        #expect(field.accessibilityValue == "ada@example.com")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}\u{2022}")
    }

    @Test func aCellsLabelJoinsTheLabelsOfItsContent() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Ada"
        cell.detailTextLabel?.text = "Engineer"
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Ada, Engineer")
        cell.accessibilityLabel = "Ada Lovelace"
        #expect(cell.accessibilityLabel == "Ada Lovelace")
    }

    @Test func aSegmentedControlsSegmentsAreButtons() {
        let control = UISegmentedControl(items: ["Light", "Dark"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 1
        control.setEnabled(false, forSegmentAt: 0)
        control.layoutIfNeeded()
        #expect(!control.isAccessibilityElement)
        let segments = control.accessibilityElementViews
        #expect(segments.map(\.accessibilityLabel) == ["Light", "Dark"])
        #expect(segments.map(\.accessibilityTraits) == [[.button, .notEnabled], [.button, .selected]])
    }

    @Test func traitsDescribeThemselvesByName() {
        #expect(UIAccessibilityTraits.none.description == "none")
        #expect(UIAccessibilityTraits([.button, .selected]).description == "button, selected")
    }
}
