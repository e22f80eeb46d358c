// SwiftTestingTests.swift: Swift Testing beside `import UIKit`, as an iOS project writes its tests.
// Without this package's `_Testing_UIKit` overlay the file would not compile on Linux ("no such
// module '_Testing_UIKit'").

import UIKit
import Testing
import HeadlessTesting

@MainActor
@Suite("Swift Testing with import UIKit", .headless)
struct SwiftTestingTests {
    @Test func aButtonTapRunsItsAction() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let panel = DownloadPanel(frame: window.bounds)
        window.addSubview(panel)
        window.makeKeyAndVisible()
        panel.button.tap()
        #expect(panel.downloads == 1)
    }

    @Test func aSumOfLiteralsIsComparedAsACGFloatWhenWrappedInOne() {
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        // `#expect(bar.frame.height == 40 + 4)` would fail on Linux (Docs/Testing.md).
        #expect(bar.frame.height == CGFloat(40 + 4))
    }
}
