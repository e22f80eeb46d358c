// TraitScreenTests.swift: the `.headless(screen:)` trait starts each test on the screen it names.
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("The trait's screen", .headless(screen: .iPhoneSE))
struct TraitScreenTests {
    @Test func eachTestStartsOnTheScreenTheTraitNames() {
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(UIScreen.main.scale == 2)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // Changing it in one test does not leak into the next.
        Headless.setScreen(size: CGSize(width: 100, height: 100), scale: 1)
    }

    @Test func aSecondTestStartsOnItToo() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667))
        Headless.setScreen(size: CGSize(width: 100, height: 100), scale: 1)
    }

    @Test(.headless(screen: .size(CGSize(width: 200, height: 300), scale: 3)))
    func aTestMayNameItsOwnScreen() {
        #expect(UIScreen.main.bounds.size == CGSize(width: 200, height: 300))
        #expect(UIScreen.main.scale == 3)
    }
}
