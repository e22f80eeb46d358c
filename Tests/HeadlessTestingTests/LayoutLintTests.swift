// LayoutLintTests.swift: layout lints over a screen — text cut short, overlapping controls, touch
// targets under 44 points, content outside the safe area (not scrolled content), the focused
// field under the keyboard, ambiguous constraints — and the assertion that fails once for each.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A window showing a white screen that `build` fills.
@MainActor
private func lintedWindow(_ build: (UIView) -> Void) -> UIWindow {
    let screen = UIViewController()
    screen.view.backgroundColor = .white
    build(screen.view)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = screen
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
}

@MainActor
private func button(_ title: String, _ frame: CGRect) -> UIButton {
    let button = UIButton(type: .system)
    button.frame = frame
    button.setTitle(title, for: .normal)
    return button
}

@MainActor
@Suite("Layout lints", .headless)
struct LayoutLintTests {
    @Test func textCutShortIsReportedWithItsFrame() {
        let window = lintedWindow { view in
            let label = UILabel(frame: CGRect(x: 16, y: 100, width: 60, height: 21))
            label.text = "A long title for a small label"
            view.addSubview(label)
            let fits = UILabel(frame: CGRect(x: 16, y: 140, width: 280, height: 21))
            fits.text = "Fits"
            view.addSubview(fits)
        }
        let lints = layoutLints(in: window, .truncatedText)
        #expect(lints.map(\.description) == ["StaticText, {{16, 100}, {60, 21}}, label: 'A long title for a small label': "
            + "its text does not fit its 60 × 21-point frame (1 line)"])
    }

    @Test func overlappingControlsAreReportedOncePerPair() {
        let window = lintedWindow { view in
            view.addSubview(button("A", CGRect(x: 16, y: 100, width: 100, height: 44)))
            view.addSubview(button("B", CGRect(x: 80, y: 120, width: 100, height: 44)))
            view.addSubview(button("C", CGRect(x: 16, y: 200, width: 100, height: 44)))
            view.addSubview(button("D", CGRect(x: 116, y: 200, width: 100, height: 44)))  // touching, not overlapping
        }
        let lints = layoutLints(in: window, .overlappingControls)
        #expect(lints.map(\.message) == ["it overlaps Button, {{80, 120}, {100, 44}}, label: 'B' by 36 × 24 points; "
            + "a tap there reaches only the one on top"])
        #expect(lints.first?.kind == .overlappingControls)
    }

    @Test func smallTouchTargetsAreReportedButNotControlsUIKitSizes() {
        let window = lintedWindow { view in
            view.addSubview(button("x", CGRect(x: 16, y: 100, width: 30, height: 30)))
            view.addSubview(button("Roomy", CGRect(x: 16, y: 150, width: 100, height: 44)))
            let toggle = UISwitch()
            toggle.frame.origin = CGPoint(x: 16, y: 220)
            view.addSubview(toggle)
        }
        let lints = layoutLints(in: window, .smallTouchTarget)
        #expect(lints.map(\.description) == ["Button, {{16, 100}, {30, 30}}, label: 'x': it is 30 × 30 points; "
            + "touch targets need at least 44 × 44 points (Human Interface Guidelines)"])
    }

    @Test func anAmbiguousViewIsReported() {
        let loose = UIView()
        let pinned = UIView()
        let window = lintedWindow { view in
            for part in [loose, pinned] {
                part.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(part)
            }
            NSLayoutConstraint.activate([
                loose.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                loose.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                pinned.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                pinned.topAnchor.constraint(equalTo: view.topAnchor, constant: 200),
                pinned.widthAnchor.constraint(equalToConstant: 100),
                pinned.heightAnchor.constraint(equalToConstant: 40),
            ])
        }
        let lints = layoutLints(in: window, .ambiguousLayout)
        #expect(lints.count == 1)
        #expect(lints.first?.message.hasPrefix("its constraints leave its position or size undetermined") == true)
        #expect(pinned.frame == CGRect(x: 16, y: 200, width: 100, height: 40))
    }

    @Test func theFocusedFieldUnderTheKeyboardIsReported() {
        let low = UITextField(frame: CGRect(x: 16, y: 420, width: 288, height: 34))
        let high = UITextField(frame: CGRect(x: 16, y: 100, width: 288, height: 34))
        let window = lintedWindow { view in [low, high].forEach(view.addSubview) }
        high.becomeFirstResponder()
        Headless.advance(by: 1)
        #expect(layoutLints(in: window, .fieldUnderKeyboard).isEmpty)
        low.becomeFirstResponder()
        Headless.advance(by: 1)
        let lints = layoutLints(in: window, .fieldUnderKeyboard)
        #expect(lints.count == 1)
        #expect(lints.first?.message.hasPrefix("the keyboard covers 34 of its 34 points") == true)
    }

    @Test func theAssertionFailsOnceForEachLintNotIgnored() {
        let window = lintedWindow { view in
            view.addSubview(button("x", CGRect(x: 16, y: 100, width: 30, height: 30)))
            view.addSubview(button("y", CGRect(x: 16, y: 150, width: 30, height: 30)))
        }
        withKnownIssue {
            assertNoLayoutLints(in: window, .smallTouchTarget) { $0.subject.contains("label: 'y'") }
        } matching: { issue in
            // (With HEADLESS_ARTIFACTS set, the message goes on with the failure's folder.)
            issue.comments.map(\.rawValue).joined().hasPrefix("Layout lint: Button, {{16, 100}, {30, 30}}, label: 'x': "
                + "it is 30 × 30 points; touch targets need at least 44 × 44 points (Human Interface Guidelines)")
        }
        assertNoLayoutLints(in: window, .truncatedText)
    }
}

@MainActor
@Suite("Layout lints on a phone with a sensor housing", .headless(screen: .iPhone15))
struct SafeAreaLintTests {
    @Test func contentUnderTheStatusBarIsReportedButNotScrolledContent() {
        let window = lintedWindow { view in
            let title = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 21))
            title.text = "Under the status bar"
            view.addSubview(title)
            let safe = UILabel(frame: CGRect(x: 16, y: 100, width: 200, height: 21))
            safe.text = "Below it"
            view.addSubview(safe)
            let scroll = UIScrollView(frame: view.bounds)
            let scrolled = UILabel(frame: CGRect(x: 16, y: 0, width: 200, height: 21))
            scrolled.text = "Scrolls under the bar"
            scroll.addSubview(scrolled)
            view.addSubview(scroll)
        }
        let lints = layoutLints(in: window, .outsideSafeArea)
        #expect(lints.map(\.description) == ["StaticText, {{16, 10}, {200, 21}}, label: 'Under the status bar': it reaches "
            + "49 points past the safe area at the top (under the status bar, the sensor housing or the home indicator); "
            + "pin it to safeAreaLayoutGuide"])
    }
}
