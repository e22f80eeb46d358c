// MonkeyStep.swift: one thing the monkey does to the app (a tap, typing, a swipe, a turn of the
// device, time passing, a memory warning), done through the same calls a test makes and written
// back as the Swift line of such a test.

import ViewWidgets

/// One step of a monkey's run. Elements are named by their locator as it was when the step was
/// chosen, and found again by it when the step runs, as a written test would find them.
@MainActor
enum MonkeyStep: Equatable {
    /// The ways a finger swipes an element.
    enum Direction: String, CaseIterable {
        case up, down, left, right
    }

    case tap(ElementLocator.Locator)
    case typeText(ElementLocator.Locator, String)
    case swipe(ElementLocator.Locator, Direction)
    case rotate(UIInterfaceOrientation)
    case advance(TimeInterval)
    case memoryWarning

    /// The step as a line of a test whose application is `app`.
    var swiftLine: String {
        switch self {
        case .tap(let locator):
            return "\(locator.expression()).tap()"
        case .typeText(let locator, let text):
            return "\(locator.expression()).typeText(\(ElementLocator.swiftLiteral(text)))"
        case .swipe(let locator, let direction):
            return "\(locator.expression()).swipe\(direction.rawValue.prefix(1).uppercased())\(direction.rawValue.dropFirst())()"
        case .rotate(let orientation):
            return "Headless.rotate(to: .\(MonkeyStep.name(of: orientation)))"
        case .advance(let seconds):
            return "Headless.advance(by: \(seconds))"
        case .memoryWarning:
            return "Headless.simulateMemoryWarning()"
        }
    }

    /// Does the step to the application `app` through the calls its line makes. False when it
    /// could not be done (its element gone, covered or not focused, or the device not turning
    /// that way); the failures the toolkit would have reported are collected, not recorded.
    func perform(in app: XCUIApplication) -> Bool {
        var performed = true
        let problems = TestLocation.collectingFailures { performed = act(in: app) }
        return performed && problems.isEmpty
    }

    /// Does the step; false when its element is not hittable or the device did not turn.
    private func act(in app: XCUIApplication) -> Bool {
        switch self {
        case .tap(let locator):
            let element = locator.element(in: app)
            guard element.isHittable else { return false }
            element.tap()
        case .typeText(let locator, let text):
            locator.element(in: app).typeText(text)
        case .swipe(let locator, let direction):
            let element = locator.element(in: app)
            guard element.isHittable else { return false }
            switch direction {
            case .up: element.swipeUp()
            case .down: element.swipeDown()
            case .left: element.swipeLeft()
            case .right: element.swipeRight()
            }
        case .rotate(let orientation):
            return Headless.rotate(to: orientation)
        case .advance(let seconds):
            Headless.advance(by: seconds)
        case .memoryWarning:
            Headless.simulateMemoryWarning()
        }
        return true
    }

    /// The orientations a monkey turns the device to, by their names in Swift.
    static let orientations: [(UIInterfaceOrientation, String)] = [
        (.portrait, "portrait"), (.landscapeLeft, "landscapeLeft"), (.landscapeRight, "landscapeRight"),
        (.portraitUpsideDown, "portraitUpsideDown"),
    ]

    static func name(of orientation: UIInterfaceOrientation) -> String {
        orientations.first { $0.0 == orientation }?.1 ?? "portrait"
    }
}
