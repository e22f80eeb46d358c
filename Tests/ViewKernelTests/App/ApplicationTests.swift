// ApplicationTests.swift: UIApplication.shared's windows, key window, state and notification
// names (App/UIApplication*.swift), and the keyboard notification names.

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIApplication", .headless)
struct ApplicationTests {
    @Test func thereIsOneSharedApplication() {
        #expect(UIApplication.shared === UIApplication.shared)
    }

    @Test func theKeyWindowIsTheOneMadeKeyLast() {
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let second = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        first.makeKeyAndVisible()
        second.makeKeyAndVisible()
        #expect(UIApplication.shared.keyWindow === second)
        withExtendedLifetime(first) {}
    }

    @Test func withoutAKeyWindowKeyWindowIsNil() {
        #expect(UIApplication.shared.keyWindow == nil)
    }

    @Test func windowsHoldsTheLiveWindowsHiddenOrNotInTheOrderMade() {
        let hidden = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let shown = UIWindow()
        shown.makeKeyAndVisible()
        #expect(UIApplication.shared.windows == [hidden, shown])
    }

    @Test func aWindowThatIsGoneLeavesTheList() {
        let kept = UIWindow()
        do { _ = UIWindow() }
        #expect(UIApplication.shared.windows == [kept])
    }

    @Test func eachTestStartsWithNoWindows() {
        #expect(UIApplication.shared.windows.isEmpty)
    }

    @Test func theAppIsActive() {
        #expect(UIApplication.shared.applicationState == .active)
        #expect(UIApplication.State.background.rawValue == 2)
    }

    @Test func lifecycleNotificationsHaveUIKitsNames() {
        #expect(UIApplication.didBecomeActiveNotification.rawValue == "UIApplicationDidBecomeActiveNotification")
        #expect(UIApplication.willResignActiveNotification.rawValue == "UIApplicationWillResignActiveNotification")
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(UIApplication.willEnterForegroundNotification.rawValue == "UIApplicationWillEnterForegroundNotification")
    }

    @Test func keyboardNotificationsHaveUIKitsNames() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }

    @Test func awakeFromNibMayBeOverriddenAndIsNeverCalled() {
        final class NibView: UIView {
            var awoke = false
            override func awakeFromNib() {
                super.awakeFromNib()
                awoke = true
            }
        }
        let view = NibView(frame: .zero)
        UIWindow().addSubview(view)
        #expect(!view.awoke)
        view.awakeFromNib()
        #expect(view.awoke)
    }
}
