// AuditGuideTests.swift: the accessibility audit example of Docs/Testing.md, compiled and run.
import Testing
import HeadlessTesting
import ViewWidgets

/// A log-in screen whose logo is a decorative image left without a label on purpose.
@MainActor
private final class LoginViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let logo = UIImageView(frame: CGRect(x: 120, y: 80, width: 80, height: 80))
        logo.isAccessibilityElement = true
        logo.accessibilityTraits = .image
        logo.accessibilityIdentifier = "logo"
        let title = UILabel(frame: CGRect(x: 16, y: 180, width: 288, height: 30))
        title.text = "Welcome back"
        title.font = .preferredFont(forTextStyle: .title2)
        title.adjustsFontForContentSizeCategory = true
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 16, y: 240, width: 288, height: 44)
        button.setTitle("Log in", for: .normal)
        // System blue on white is 4.02:1, under WCAG AA's 4.5:1 for text this size.
        button.tintColor = .systemIndigo
        [logo, title, button].forEach(view.addSubview)
    }
}

// snippet: accessibility-audit
@MainActor
@Suite(.headless)
struct LoginAccessibilityTests {
    @Test func theLoginScreenPassesTheAudit() throws {
        let app = XCUIApplication(rootViewController: LoginViewController())
        app.launch()
        try app.performAccessibilityAudit(for: [.contrast, .hitRegion, .sufficientElementDescription]) { issue in
            // The decorative logo is known to have no label: take that issue, fail on any other.
            issue.element?.identifier == "logo"
        }
    }
}
// end snippet
