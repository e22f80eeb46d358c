// Headless+Explore.swift: `Headless.explore(rootViewController:)`: the explorer on any view
// controller of the user's package, read from standard input, and recording the session as a test.

import Foundation
import ViewWidgets

extension Headless {
    /// Opens `rootViewController` in a window on a fresh runtime, as `XCUIApplication(rootViewController:)`
    /// and `launch()` do under `.headless(screen:)`, and runs the explorer's commands on it, one a
    /// line from `input` until `quit` or the end of the input, printing what each changed to
    /// `output` (Docs/Exploring.md lists the commands). An executable target of one line opens a
    /// screen of the package:
    ///
    ///     Headless.explore(rootViewController: GreeterViewController(), screen: .iPhoneSE)
    ///
    /// With `recordingTo`, the session is recorded as a Swift Testing test and written to that
    /// file when the input ends (and by `record`): the acting commands become XCUITest-style
    /// lines (`app.buttons["Greet"].tap()`), `expect "TEXT"` an `#expect`, `snapshot NAME` an
    /// `assertSnapshot` whose reference is written beside the test. The test imports `module`,
    /// else the controller's own module. A headless addition (not UIKit API).
    ///
    /// - Returns: 0, or 2 when `strict` and a line was an error (or the test could not be written).
    @discardableResult
    public static func explore(rootViewController: @autoclosure () -> UIViewController,
                               screen: HeadlessTrait.Screen = .default,
                               recordingTo path: String? = nil, module: String? = nil,
                               strict: Bool = false,
                               input: () -> String? = { readLine() },
                               output: @escaping (String) -> Void = { FileHandle.standardOutput.write(Data(($0 + "\n").utf8)) })
        -> Int32 {
        Headless.reset()
        screen.install()
        // A session records what its commands did: no checks of a surrounding test interfere, and
        // actions wait as long as a fresh test's do.
        XCUIElement.resetChecks()
        XCUIElement.actionTimeout = XCUIElement.defaultActionTimeout
        let controller = rootViewController()
        let app = XCUIApplication(rootViewController: controller)
        app.launch()
        let name = String(describing: type(of: controller))
        let size = "\(WindowExplorer.format(Double(screen.size.width)))x\(WindowExplorer.format(Double(screen.size.height)))"
        let explorer = WindowExplorer(window: app.window,
                                      introduction: "exploring \(name) on a \(size) screen; type help for the commands\n",
                                      write: output)
        explorer.pageTitle = "exploring \(name)"
        if let path {
            explorer.recorder = TestRecorder(rootViewController: controller, module: module, screen: screen)
            explorer.recordingPath = path
        }
        return explorer.run(strict: strict, nextLine: input)
    }
}
