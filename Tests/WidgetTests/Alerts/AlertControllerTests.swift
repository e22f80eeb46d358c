// AlertControllerTests.swift: alerts and action sheets: their buttons where a phone shows them,
// taps through hit-testing, handlers after the dismissal, and UIKit's checks
// (Alerts/UIAlertController*.swift).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Alert controller", .headless)
struct AlertControllerTests {
    // MARK: - Layout

    @Test func twoActionsSitSideBySideWithTheCancelActionOnTheLeft() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))

        root.present(alert, animated: false)

        let cancel = try #require(frameOfButton(showing: "Cancel", in: window))
        let delete = try #require(frameOfButton(showing: "Delete", in: window))
        #expect(cancel.width == 135 && delete.width == 135)
        #expect(cancel.minY == delete.minY)
        #expect(cancel.maxX == delete.minX)
        #expect(cancel.minX == CGFloat(320 - 270) / 2)
        #expect(cancel.height == 44)
    }

    @Test func threeActionsStandInAColumnWithTheCancelActionLast() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: "Photo", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Camera", style: .default))
        alert.addAction(UIAlertAction(title: "Library", style: .default))

        root.present(alert, animated: false)

        let frames = try ["Camera", "Library", "Cancel"].map { try #require(frameOfButton(showing: $0, in: window)) }
        #expect(frames.allSatisfy { $0.width == 270 && $0.height == 44 })
        #expect(frames[0].maxY == frames[1].minY)
        #expect(frames[1].maxY == frames[2].minY)
    }

    @Test func theAlertBoxIsCentredOnTheScreen() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: "Saved", message: "Your changes are saved.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))

        root.present(alert, animated: false)

        let ok = try #require(frameOfButton(showing: "OK", in: window))
        let title = try #require(labels(showing: "Saved", in: window).first)
        let top = title.convert(title.bounds, to: window).minY - 20
        let bottom = ok.maxY
        #expect(abs((top + bottom) / 2 - 240) <= 1)
        #expect(alert.view.frame == window.bounds)
    }

    @Test func anActionSheetShowsItsButtonsAtTheBottomWithTheCancelActionApart() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.addAction(UIAlertAction(title: "Share", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))

        root.present(sheet, animated: false)

        let cancel = try #require(frameOfButton(showing: "Cancel", in: window))
        let share = try #require(frameOfButton(showing: "Share", in: window))
        let delete = try #require(frameOfButton(showing: "Delete", in: window))
        #expect(cancel == CGRect(x: 8, y: CGFloat(480 - 8 - 57), width: 304, height: 57))
        #expect(delete.maxY == cancel.minY - 8)
        #expect(share.maxY == delete.minY)
    }

    @Test func titlesShowTheStyleOfTheirAction() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: nil, message: "Leave?", preferredStyle: .alert)
        let stay = UIAlertAction(title: "Stay", style: .cancel)
        let leave = UIAlertAction(title: "Leave", style: .destructive)
        alert.addAction(stay)
        alert.addAction(leave)

        root.present(alert, animated: false)
        let stayLabel = try #require(labels(showing: "Stay", in: window).first)
        let leaveLabel = try #require(labels(showing: "Leave", in: window).first)
        #expect(stayLabel.font == .boldSystemFont(ofSize: 17))
        #expect(leaveLabel.textColor == UIColor(red: 1, green: 59.0 / 255.0, blue: 48.0 / 255.0, alpha: 1))

        alert.preferredAction = leave
        let newLeave = try #require(labels(showing: "Leave", in: window).first)
        let newStay = try #require(labels(showing: "Stay", in: window).first)
        #expect(newLeave.font == .boldSystemFont(ofSize: 17))
        #expect(newStay.font == .systemFont(ofSize: 17))
    }

    // MARK: - Taps

    @Test func tappingAButtonDismissesTheAlertThenRunsTheHandler() {
        let root = AppearanceLoggingController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        var events: [String] = []
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { action in
            events.append("handler \(action.title ?? "") presented=\(root.presentedViewController != nil)")
        })
        root.present(alert, animated: true)
        Headless.advance(by: 0.25)
        root.entries.removeAll()

        tapButton(showing: "Sign Out", in: window)
        #expect(events.isEmpty)
        #expect(alert.isBeingDismissed)

        Headless.advance(by: 0.25)
        #expect(events == ["handler Sign Out presented=false"])
        #expect(root.entries.isEmpty)
        #expect(window.subviews == [root.view])
    }

    @Test func aSecondTapWhileTheAlertLeavesDoesNothing() {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: "Rate", message: nil, preferredStyle: .alert)
        var count = 0
        alert.addAction(UIAlertAction(title: "OK", style: .default) { _ in count += 1 })
        root.present(alert, animated: false)

        tapButton(showing: "OK", in: window)
        tapButton(showing: "OK", in: window)
        Headless.runUntilIdle()

        #expect(count == 1)
    }

    @Test func aDisabledActionIgnoresTapsUntilEnabled() {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: "Send", message: nil, preferredStyle: .alert)
        var sent = false
        let send = UIAlertAction(title: "Send", style: .default) { _ in sent = true }
        send.isEnabled = false
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(send)
        root.present(alert, animated: false)

        tapButton(showing: "Send", in: window)
        Headless.runUntilIdle()
        #expect(!sent)
        #expect(root.presentedViewController === alert)

        send.isEnabled = true
        tapButton(showing: "Send", in: window)
        Headless.runUntilIdle()
        #expect(sent)
    }

    @Test func aButtonIsHighlightedWhileAFingerIsOnIt() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: "Hold", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        root.present(alert, animated: false)
        let frame = try #require(frameOfButton(showing: "OK", in: window))

        let touch = window.beginTouch(at: CGPoint(x: frame.midX, y: frame.midY))
        let button = try #require(touch.view as? UIControl)
        #expect(button.isHighlighted)
        window.moveTouch(touch, to: CGPoint(x: frame.midX, y: frame.minY - 200))
        #expect(!button.isHighlighted)
        window.endTouch(touch)
        Headless.runUntilIdle()
        #expect(root.presentedViewController === alert)
    }

    @Test func tappingOutsideAnActionSheetActsAsItsCancelAction() {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        var cancelled = false
        sheet.addAction(UIAlertAction(title: "Copy", style: .default))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        root.present(sheet, animated: false)

        window.tap(at: CGPoint(x: 160, y: 40))
        Headless.runUntilIdle()

        #expect(cancelled)
        #expect(root.presentedViewController == nil)
    }

    @Test func tappingOutsideAnAlertDoesNothing() {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let alert = UIAlertController(title: "Wait", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: false)

        window.tap(at: CGPoint(x: 160, y: 40))
        Headless.runUntilIdle()

        #expect(root.presentedViewController === alert)
    }

    @Test func aHandlerCanPresentTheNextAlert() {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        let first = UIAlertController(title: "First", message: nil, preferredStyle: .alert)
        let second = UIAlertController(title: "Second", message: nil, preferredStyle: .alert)
        first.addAction(UIAlertAction(title: "Next", style: .default) { _ in root.present(second, animated: true) })
        root.present(first, animated: false)

        let messages = Headless.recordingViolations {
            tapButton(showing: "Next", in: window)
            Headless.runUntilIdle()
        }

        #expect(messages.isEmpty)
        #expect(root.presentedViewController === second)
    }

    // MARK: - Presentation

    @Test func thePresenterStaysOnScreenAndHearsNothing() {
        let root = AppearanceLoggingController()
        let window = makeShownWindow(root: root)
        root.entries.removeAll()
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))

        root.present(alert, animated: true)
        Headless.advance(by: 0.25)

        #expect(root.entries.isEmpty)
        #expect(root.view.window === window)
        #expect(alert.presentingViewController === root)
        #expect(alert.view.window === window)
    }

    @Test func anAlertFadesInOverAQuarterOfASecond() throws {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        defer { withExtendedLifetime(window) {} }
        let alert = UIAlertController(title: "Hi", message: nil, preferredStyle: .alert)
        var done = false

        root.present(alert, animated: true) { done = true }
        Headless.advance(by: 0.125)
        let container = try #require(alert.view.superview)
        let opacity = try #require(container.layer.presentation()?.opacity)
        #expect(opacity > 0 && opacity < 1)
        #expect(!done)
        Headless.advance(by: 0.125)
        #expect(done)
    }

    @Test func aDismissedAlertAndItsActionsAreFreed() {
        let root = UIViewController()
        let window = makeShownWindow(root: root)
        weak var weakAlert: UIAlertController?
        weak var weakAction: UIAlertAction?
        do {
            let alert = UIAlertController(title: "Bye", message: nil, preferredStyle: .alert)
            let action = UIAlertAction(title: "OK", style: .default)
            alert.addAction(action)
            weakAlert = alert
            weakAction = action
            root.present(alert, animated: true)
            Headless.runUntilIdle()
            tapButton(showing: "OK", in: window)
            Headless.runUntilIdle()
        }

        #expect(weakAlert == nil)
        #expect(weakAction == nil)
    }

    // MARK: - Misuse and defaults

    @Test func aSecondCancelActionIsRefused() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))

        let messages = Headless.recordingViolations {
            alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        }

        #expect(messages == ["UIAlertController can only have one action with a style of UIAlertActionStyleCancel"])
        #expect(alert.actions.map(\.title) == ["Cancel"])
    }

    @Test func thePreferredActionMustBeOneOfTheActions() {
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let stranger = UIAlertAction(title: "Other", style: .default)

        let messages = Headless.recordingViolations { alert.preferredAction = stranger }

        #expect(messages == ["The -preferredAction of an alert controller must be contained in the -actions array or be nil."])
        #expect(alert.preferredAction == nil)
    }

    @Test func defaultsAreUIKits() {
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .actionSheet)
        let action = UIAlertAction(title: "A", style: .default)

        #expect(alert.title == "T" && alert.message == "M")
        #expect(alert.preferredStyle == .actionSheet)
        #expect(alert.actions.isEmpty && alert.preferredAction == nil)
        #expect(action.isEnabled && action.style == .default)
        #expect(UIAlertController.Style.alert.rawValue == 1 && UIAlertAction.Style.destructive.rawValue == 2)
    }
}
