// AccessibilityAuditTests.swift: XCUITest's `performAccessibilityAudit(for:_:)` over a screen:
// contrast from the resolved colours (WCAG AA: 4.5:1, 3:1 for large text), hit regions under
// 44 × 44 points, buttons and images without a label, text that ignores the text size, text cut
// short now or at the largest accessibility size, tappable views without the button trait, text
// VoiceOver cannot reach and elements hidden inside others; issues the handler does not take
// fail the test, one failure each.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A white screen whose view `build` fills.
@MainActor
private func auditedApp(_ build: (UIView) -> Void) -> XCUIApplication {
    let screen = UIViewController()
    screen.view.backgroundColor = .white
    build(screen.view)
    let app = XCUIApplication(rootViewController: screen)
    app.launch()
    return app
}

/// The issues of `types`, all taken by the handler (so none fails the test).
@MainActor
private func issues(_ app: XCUIApplication, _ types: XCUIAccessibilityAuditType) throws -> [XCUIAccessibilityAuditIssue] {
    var found: [XCUIAccessibilityAuditIssue] = []
    try app.performAccessibilityAudit(for: types) { issue in
        found.append(issue)
        return true
    }
    return found
}

@MainActor
private func label(_ text: String, _ frame: CGRect, font: UIFont = .preferredFont(forTextStyle: .body),
                   color: UIColor = .black) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.font = font
    label.textColor = color
    label.adjustsFontForContentSizeCategory = true
    return label
}

@MainActor
@Suite("Accessibility audits", .headless)
struct AccessibilityAuditTests {
    @Test func theKindsHaveXCUITestsRawValues() {
        let kinds: [(XCUIAccessibilityAuditType, UInt64)] = [
            (.contrast, 1 << 0), (.elementDetection, 1 << 1), (.hitRegion, 1 << 2), (.sufficientElementDescription, 1 << 3),
            (.dynamicType, 1 << 16), (.textClipped, 1 << 17), (.trait, 1 << 18), (.action, 1 << 32), (.parentChild, 1 << 33),
        ]
        for (kind, raw) in kinds { #expect(kind.rawValue == raw) }
        #expect(XCUIAccessibilityAuditType.all.rawValue == UInt64.max)
    }

    @Test func theMacOnlyKindsFindNothingOnThisScreen() throws {
        let app = auditedApp { view in
            let card = UIView(frame: CGRect(x: 16, y: 100, width: 280, height: 60))
            card.isAccessibilityElement = true
            card.accessibilityLabel = "Profile card"
            card.addSubview(label("Ada Lovelace", CGRect(x: 8, y: 8, width: 200, height: 30)))
            card.addGestureRecognizer(UILongPressGestureRecognizer())
            view.addSubview(card)
        }
        #expect(try issues(app, [.parentChild, .action]).isEmpty)
    }

    @Test func contrastIsComputedFromTheResolvedColoursAgainstWCAGsThresholds() throws {
        let grey = UIColor(red: 0x77 / 255, green: 0x77 / 255, blue: 0x77 / 255, alpha: 1)
        let app = auditedApp { view in
            view.addSubview(label("Small grey", CGRect(x: 16, y: 100, width: 280, height: 30), font: .systemFont(ofSize: 17), color: grey))
            view.addSubview(label("Large grey", CGRect(x: 16, y: 140, width: 280, height: 30), font: .systemFont(ofSize: 24), color: grey))
            view.addSubview(label("Black", CGRect(x: 16, y: 180, width: 280, height: 30)))
            let banner = UIView(frame: CGRect(x: 0, y: 220, width: 320, height: 40))
            banner.backgroundColor = .systemBlue
            banner.addSubview(label("White on blue", CGRect(x: 16, y: 5, width: 280, height: 30), font: .boldSystemFont(ofSize: 20), color: .white))
            banner.addSubview(label("Blue on blue", CGRect(x: 16, y: 5, width: 280, height: 30), color: .systemBlue))
            view.addSubview(banner)
        }
        let found = try issues(app, .contrast)
        #expect(found.map(\.element?.label) == ["Small grey", "Blue on blue"])
        #expect(found.allSatisfy { $0.compactDescription == "Contrast failed" && $0.auditType == .contrast })
        #expect(found.first?.detailedDescription
            == "the text 'Small grey' (#777777) on #ffffff has a contrast ratio of 4.48:1; text needs 4.5:1 (WCAG AA)")
        #expect(found.last?.detailedDescription.contains("has a contrast ratio of 1:1") == true)
    }

    @Test func aButtonsTitleIsReportedOnTheButtonAsAUITestFindsIt() throws {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
        button.setTitle("Blue button", for: .normal)
        let disabled = UIButton(type: .system)
        disabled.frame = CGRect(x: 16, y: 160, width: 200, height: 44)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        let app = auditedApp { view in [button, disabled].forEach(view.addSubview) }
        let found = try issues(app, .contrast)
        // System blue (#007aff) on white is 4.02:1; a disabled control's text is exempt.
        #expect(found.count == 1)
        #expect(found.first?.element?.elementType == .button)
        #expect(found.first?.element?.label == "Blue button")
        #expect(found.first?.detailedDescription.contains("(#007aff) on #ffffff has a contrast ratio of 4.02:1") == true)
    }

    @Test func inTheDarkFixedBlackTextFailsWhereSemanticColoursPass() throws {
        Headless.setTraits(UITraitCollection(userInterfaceStyle: .dark))
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        screen.view.addSubview(label("Semantic", CGRect(x: 16, y: 100, width: 280, height: 30), color: .label))
        screen.view.addSubview(label("Fixed black", CGRect(x: 16, y: 140, width: 280, height: 30), color: .black))
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        #expect(try issues(app, .contrast).map(\.element?.label) == ["Fixed black"])
    }

    @Test func buttonsSmallerThan44PointsAreReportedButNotBarButtons() throws {
        let small = UIButton(type: .system)
        small.frame = CGRect(x: 16, y: 100, width: 30, height: 30)
        small.setTitle("X", for: .normal)
        small.accessibilityLabel = "Close"
        let roomy = UIButton(type: .system)
        roomy.frame = CGRect(x: 16, y: 200, width: 200, height: 44)
        roomy.setTitle("Continue", for: .normal)
        let root = UIViewController()
        root.view.backgroundColor = .white
        root.view.addSubview(small)
        root.view.addSubview(roomy)
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let app = XCUIApplication(rootViewController: UINavigationController(rootViewController: root))
        app.launch()
        let found = try issues(app, .hitRegion)
        #expect(found.map(\.element?.label) == ["Close"])
        #expect(found.first?.compactDescription == "Hit region too small")
        #expect(found.first?.detailedDescription == "it is 30 × 30 points; a finger needs at least 44 × 44 points (Human Interface Guidelines)")
    }

    @Test func buttonsAndImagesWithoutALabelHaveNoDescription() throws {
        let icon = UIButton(type: .custom)
        icon.frame = CGRect(x: 16, y: 100, width: 44, height: 44)
        icon.setImage(UIImage(systemName: "trash"), for: .normal)
        let picture = UIImageView(frame: CGRect(x: 16, y: 160, width: 44, height: 44))
        picture.isAccessibilityElement = true
        picture.accessibilityTraits = .image
        let described = UIImageView(frame: CGRect(x: 16, y: 220, width: 44, height: 44))
        described.isAccessibilityElement = true
        described.accessibilityTraits = .image
        described.accessibilityLabel = "Avatar"
        let app = auditedApp { view in [icon, picture, described].forEach(view.addSubview) }
        let found = try issues(app, .sufficientElementDescription)
        #expect(found.count == 2)
        #expect(found.map(\.compactDescription) == ["Element has no description", "Element has no description"])
        #expect(found.first?.detailedDescription.hasPrefix("this button has no accessibility label") == true)
        #expect(found.last?.detailedDescription.hasPrefix("this image has no accessibility label") == true)
    }

    @Test func textThatIgnoresTheTextSizeIsReported() throws {
        let app = auditedApp { view in
            view.addSubview(label("Fixed", CGRect(x: 16, y: 100, width: 280, height: 30), font: .systemFont(ofSize: 17)))
            let styled = label("Styled but still", CGRect(x: 16, y: 140, width: 280, height: 30))
            styled.adjustsFontForContentSizeCategory = false
            view.addSubview(styled)
            view.addSubview(label("Follows", CGRect(x: 16, y: 180, width: 280, height: 30)))
        }
        let found = try issues(app, .dynamicType)
        #expect(found.map(\.element?.label) == ["Fixed", "Styled but still"])
        #expect(found.first?.compactDescription == "Dynamic Type font sizes are unsupported")
        #expect(found.first?.detailedDescription.contains("its font is a fixed 17-point font") == true)
        #expect(found.last?.detailedDescription.contains("adjustsFontForContentSizeCategory is false") == true)
    }

    @Test func textCutShortNowOrAtTheLargestAccessibilitySizeIsClipped() throws {
        let cut = label("A sentence far too long for its label", CGRect(x: 16, y: 100, width: 80, height: 30))
        let fitsNow = label("Short text", CGRect(x: 16, y: 140, width: 200, height: 30))
        let wraps = label("Wraps", CGRect(x: 16, y: 200, width: 280, height: 30))
        let app = auditedApp { view in [cut, fitsNow, wraps].forEach(view.addSubview) }
        let found = try issues(app, .textClipped)
        #expect(found.map(\.element?.label) == ["A sentence far too long for its label", "Short text"])
        #expect(found.first?.detailedDescription.contains("does not fit its 80 × 30-point label") == true)
        #expect(found.last?.detailedDescription.hasPrefix("at the largest accessibility text size") == true)
        // The screen is back at the user's text size.
        #expect(Headless.traits.preferredContentSizeCategory == .large)
        #expect(fitsNow.font == UIFont.preferredFont(forTextStyle: .body))
        #expect(!fitsNow.textLayout.isTruncated)
    }

    @Test func aTappableViewWithoutTheButtonTraitIsReported() throws {
        let card = UIView(frame: CGRect(x: 16, y: 100, width: 280, height: 80))
        card.isAccessibilityElement = true
        card.accessibilityLabel = "Card"
        card.addGestureRecognizer(UITapGestureRecognizer())
        let button = UIView(frame: CGRect(x: 16, y: 200, width: 280, height: 80))
        button.isAccessibilityElement = true
        button.accessibilityLabel = "Real button"
        button.accessibilityTraits = .button
        button.addGestureRecognizer(UITapGestureRecognizer())
        let app = auditedApp { view in [card, button].forEach(view.addSubview) }
        let found = try issues(app, .trait)
        #expect(found.map(\.element?.label) == ["Card"])
        #expect(found.first?.compactDescription == "Element is missing the button trait")
    }

    @Test func textVoiceOverCannotReachIsPotentiallyInaccessible() throws {
        let notAnElement = label("Not an element", CGRect(x: 16, y: 100, width: 280, height: 30))
        notAnElement.isAccessibilityElement = false
        let hider = UIView(frame: CGRect(x: 0, y: 140, width: 320, height: 40))
        hider.accessibilityElementsHidden = true
        hider.addSubview(label("Hidden from VoiceOver", CGRect(x: 16, y: 5, width: 280, height: 30)))
        let app = auditedApp { view in
            view.addSubview(notAnElement)
            view.addSubview(hider)
            view.addSubview(label("Read", CGRect(x: 16, y: 200, width: 280, height: 30)))
        }
        let found = try issues(app, .elementDetection)
        #expect(found.map(\.compactDescription) == ["Potentially inaccessible text", "Potentially inaccessible text"])
        #expect(found.first?.detailedDescription.hasPrefix("the text 'Not an element' is on screen but VoiceOver cannot reach it") == true)
        #expect(found.last?.detailedDescription.contains("(accessibilityElementsHidden above it)") == true)
    }

    @Test func aFilledButtonsTitleIsMeasuredAgainstItsFill() throws {
        var filled = UIButton.Configuration.filled()
        filled.title = "Filled"
        let button = UIButton(configuration: filled)
        button.frame = CGRect(x: 16, y: 100, width: 200, height: 44)
        let app = auditedApp { $0.addSubview(button) }
        let found = try issues(app, .contrast)
        // White on system blue, not white on the white screen.
        #expect(found.map(\.element?.label) == ["Filled"])
        #expect(found.first?.detailedDescription.contains("(#ffffff) on #007aff has a contrast ratio of 4.02:1") == true)
    }

    @Test func whatVoiceOverCannotReachOrWhatUIKitSizesIsNotAudited() throws {
        let hider = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 60))
        hider.accessibilityElementsHidden = true
        let decoration = UIImageView(frame: CGRect(x: 16, y: 8, width: 44, height: 44))
        decoration.isAccessibilityElement = true
        decoration.accessibilityTraits = .image
        hider.addSubview(decoration)
        let toggle = UISwitch()
        toggle.frame.origin = CGPoint(x: 16, y: 200)
        toggle.accessibilityLabel = "Wi-Fi"
        let info = UIButton(type: .infoLight)
        info.frame.origin = CGPoint(x: 100, y: 200)
        let list = UIListContentView(configuration: {
            var cell = UIListContentConfiguration.cell()
            cell.text = "A list row"
            return cell
        }())
        list.frame = CGRect(x: 0, y: 260, width: 320, height: 44)
        let app = auditedApp { view in [hider, toggle, info, list].forEach(view.addSubview) }
        let found = try issues(app, [.sufficientElementDescription, .hitRegion, .dynamicType]).map(\.description)
        #expect(found == [])
    }

    @Test func theScreenBehindAnAlertIsNotAudited() throws {
        let faint = label("Faint", CGRect(x: 16, y: 100, width: 280, height: 30), color: UIColor(white: 0.9, alpha: 1))
        let screen = UIViewController()
        screen.view.backgroundColor = .white
        screen.view.addSubview(faint)
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        #expect(try issues(app, .contrast).map(\.element?.label) == ["Faint"])
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        screen.present(alert, animated: false)
        Headless.runUntilIdle()
        #expect(try issues(app, .contrast).map(\.element?.label).contains("Faint") == false)
    }

    @Test func issuesTheHandlerDoesNotTakeFailTheTestOneEach() throws {
        let app = auditedApp { view in
            for (index, name) in ["One", "Two"].enumerated() {
                let button = UIButton(type: .system)
                button.frame = CGRect(x: 16, y: 100 + CGFloat(index) * 50, width: 30, height: 30)
                button.setTitle(name, for: .normal)
                view.addSubview(button)
            }
        }
        try withKnownIssue {
            try app.performAccessibilityAudit(for: .hitRegion) { issue in issue.element?.label == "Two" }
        } matching: { issue in
            // (With HEADLESS_ARTIFACTS set, the message goes on with the failure's folder.)
            issue.comments.map(\.rawValue).joined().hasPrefix("Accessibility audit: Hit region too small (Button, {{16, 100}, {30, 30}}, label: 'One'): "
                + "it is 30 × 30 points; a finger needs at least 44 × 44 points (Human Interface Guidelines)")
        }
        // Taken issues fail nothing; a throwing handler ends the audit with its error.
        try app.performAccessibilityAudit(for: .hitRegion) { _ in true }
        struct Stop: Error {}
        #expect(throws: Stop.self) { try app.performAccessibilityAudit(for: .hitRegion) { _ in throw Stop() } }
    }
}
