import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite(.headless)
struct BannerAnimationTests {
    @Test func theModelIsFinalAtOnceAndTheScreenCatchesUp() {
        let window = UIWindow()
        let banner = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
        window.addSubview(banner)
        window.makeKeyAndVisible()

        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            banner.alpha = 0
            banner.center.y = 100
        })
        // The model: final as soon as `animate` returns.
        #expect(banner.alpha == 0)
        #expect(banner.center.y == 100)

        // The presentation: what the screen shows, half-way on the virtual clock.
        Headless.advance(by: 0.5)
        #expect(banner.layer.presentation()?.opacity == 0.5)
        #expect(banner.layer.presentation()?.position.y == 65)   // from 30 to 100

        Headless.advance(by: 0.5)
        #expect(banner.layer.animationKeys() == nil)             // finished and removed
    }
}
