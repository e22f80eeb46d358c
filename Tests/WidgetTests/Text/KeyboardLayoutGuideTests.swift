// KeyboardLayoutGuideTests.swift: view.keyboardLayoutGuide (iOS 15) as apps pin a button to it: at
// the bottom of the safe area while the keyboard is hidden, on the keyboard's top while it shows,
// moving with the keyboard's animation.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A form whose "Send" button rests on the keyboard, as a chat or login screen pins it.
@MainActor
private final class ComposeController: UIViewController {
    let field = UITextField()
    let send = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        field.borderStyle = .roundedRect
        send.setTitle("Send", for: .normal)
        for view in [field, send] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            field.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
            send.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            send.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8),
        ])
    }
}

@MainActor
@Suite("Keyboard layout guide", .headless(screen: .iPhone15))
struct KeyboardLayoutGuideTests {
    private func show() -> (ComposeController, UIWindow) {
        let controller = ComposeController()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (controller, window)
    }

    @Test func theGuideIsMadeOnceAndIsOneOfTheViewsGuides() {
        let view = UIView()
        let guide = view.keyboardLayoutGuide
        #expect(view.keyboardLayoutGuide === guide)
        #expect(view.layoutGuides.contains { $0 === guide })
        #expect(guide.owningView === view)
        #expect(guide.followsUndockedKeyboard == false)
        #expect(guide.usesBottomSafeArea == true)
        #expect(guide.keyboardDismissPadding == 0)
    }

    @Test func withoutAKeyboardTheGuideRestsOnTheSafeArea() {
        let (controller, window) = show()
        defer { withExtendedLifetime(window) {} }
        // iPhone 15: 852 points high, 34 of them the home indicator's unsafe strip.
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 818, width: 393, height: 34))
        #expect(controller.send.frame.maxY == 810)
    }

    @Test func theButtonRidesOnTheKeyboardAndComesBackDown() throws {
        let (controller, window) = show()
        controller.field.tap()
        // Where the keyboard is going: its frame once its 0.25 s have run.
        let end = CGRect(x: 0, y: 852 - 250, width: 393, height: 250)
        // Half way through the keyboard's 0.25 s, the button is on its way up.
        Headless.advance(by: 0.125)
        let midway = try #require(controller.send.layer.presentation()?.frame.maxY)
        #expect(midway < 810 && midway > end.minY - 8)
        Headless.runUntilIdle()
        #expect(Headless.keyboardFrame == end)
        #expect(controller.send.frame.maxY == end.minY - 8)
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: end.minY, width: 393, height: end.height))
        _ = window.endEditing(true)
        Headless.runUntilIdle()
        #expect(controller.send.frame.maxY == 810)
    }

    @Test func withoutTheSafeAreaTheGuideRestsOnTheViewsBottom() {
        let (controller, window) = show()
        controller.view.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(controller.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 852, width: 393, height: 0))
        #expect(controller.send.frame.maxY == 844)
    }

    @Test func aGuideAskedForWhileTheKeyboardShowsStartsOnIt() throws {
        let (controller, window) = show()
        controller.field.tap()
        Headless.runUntilIdle()
        let panel = UIView(frame: window.bounds)
        window.addSubview(panel)
        let guide = panel.keyboardLayoutGuide
        window.layoutIfNeeded()
        let keyboardTop = controller.view.keyboardLayoutGuide.layoutFrame.minY
        #expect(keyboardTop < 818)
        #expect(guide.layoutFrame.minY == keyboardTop)
    }

    @Test func aViewOutsideAnyWindowRestsItsGuideAsIfTheKeyboardWereHidden() {
        let (controller, window) = show()
        defer { withExtendedLifetime(window) {} }
        controller.field.tap()
        Headless.runUntilIdle()
        let loose = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 600))
        let guide = loose.keyboardLayoutGuide
        loose.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 600, width: 393, height: 0))
    }

    @Test func aViewAboveTheKeyboardKeepsAnEmptyGuideAtItsBottom() {
        let (controller, window) = show()
        let banner = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
        window.addSubview(banner)
        let guide = banner.keyboardLayoutGuide
        controller.field.tap()
        Headless.runUntilIdle()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 200, width: 393, height: 0))
    }

    @Test func trackedConstraintsFollowTheDockedKeyboardsEdges() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(box)
        let guide = view.keyboardLayoutGuide
        let docked = [box.bottomAnchor.constraint(equalTo: guide.topAnchor)]
        let floating = [box.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        let notAtTop = [box.topAnchor.constraint(equalTo: view.topAnchor)]
        guide.setConstraints(docked, activeWhenNearEdge: .bottom)
        guide.setConstraints(floating, activeWhenAwayFrom: .bottom)
        guide.setConstraints(notAtTop, activeWhenAwayFrom: .top)
        #expect(docked.allSatisfy { $0.isActive })
        #expect(floating.allSatisfy { !$0.isActive })
        #expect(notAtTop.allSatisfy { $0.isActive })
        #expect(guide.constraints(activeWhenNearEdge: .bottom) == docked)
        #expect(guide.constraints(activeWhenAwayFrom: .bottom) == floating)
        guide.removeAllTrackedConstraints()
        #expect((docked + notAtTop).allSatisfy { !$0.isActive })
        #expect(guide.constraints(activeWhenNearEdge: .bottom).isEmpty)
    }
}
