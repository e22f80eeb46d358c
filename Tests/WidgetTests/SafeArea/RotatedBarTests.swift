// RotatedBarTests.swift: a navigation controller's bar after the device turns. On its side an
// iPhone hides its status bar and its top safe-area inset is 0, so the bar sits at the top of
// the screen across its whole width, 32 points high (a compact-height bar); turned back, it sits
// below the Dynamic Island again, 44 points high.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Bars after a turn", .headless(screen: .iPhone15))
struct RotatedBarTests {
    @Test func theNavigationBarMovesToTheTopOnItsSideAndBackBelowTheIslandUpright() {
        let content = SafeAreaPinnedController()
        let navigation = UINavigationController(rootViewController: content)
        let window = showInWindow(navigation)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))

        Headless.rotate(to: .landscapeLeft, animated: false)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 852, height: 32))
        #expect(content.view.safeAreaInsets == UIEdgeInsets(top: 32, left: 59, bottom: 21, right: 59))
        #expect(content.label.convert(content.label.bounds, to: window).minY == 32)

        Headless.rotate(to: .portrait, animated: false)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(content.label.convert(content.label.bounds, to: window).minY == 103)
        withExtendedLifetime(window) {}
    }
}
