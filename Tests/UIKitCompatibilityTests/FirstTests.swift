import Testing
import UIKit
import HeadlessTesting

@MainActor
@Test(.headless) func aHiddenViewLetsTheTapThrough() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let panel = UIView(frame: CGRect(x: 20, y: 100, width: 280, height: 200))
    let hidden = UIView(frame: panel.bounds)
    hidden.isHidden = true
    panel.addSubview(hidden)
    window.addSubview(panel)
    window.makeKeyAndVisible()

    // A hidden view gets no touches: the tap lands on the panel behind it.
    #expect(window.tap(at: CGPoint(x: 160, y: 200)) === panel)
}
