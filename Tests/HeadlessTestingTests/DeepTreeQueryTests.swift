// DeepTreeQueryTests.swift: XCUITest-style queries, actions and element descriptions on a chain
// 20,000 containers deep and on a tree 100,001 elements wide: every walk uses an explicit stack,
// every frame costs a step per view, and the descriptions keep the dumps' caps
// (Docs/Reliability.md, "Deep trees").
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Queries on deep and wide trees", .headless, .serialized)
struct DeepTreeQueryTests {
    /// The chain's app, launched (laid out, a turn run).
    private func launch(_ chain: DeepChain) -> XCUIApplication {
        let app = XCUIApplication(window: chain.window)
        app.launch()
        return app
    }

    @Test func anElementAtTheBottomOfADeepChainIsFoundAndTapped() {
        let chain = DeepChain()
        let app = launch(chain)
        #expect(app.buttons["x"].exists)
        #expect(app.buttons["x"].isHittable)
        app.buttons["x"].tap()
        #expect(chain.taps == 1)
        #expect(app.staticTexts.count == deepChainDepth)
        #expect(app.staticTexts["level \(deepChainDepth - 1)"].frame == CGRect(x: 10, y: 20, width: 300, height: 10))
        // The top container's element children are found through 20,000 containers that are not
        // elements; the query with `containing` looks through them once.
        #expect(app.otherElements["top"].children(matching: .button).count == 1)
        #expect(app.otherElements["top"].descendants(matching: .textField).count == 1)
        #expect(app.otherElements.containing(.button, identifier: "x").count == 1)
        #expect(app.otherElements.containing(.button, identifier: "y").count == 0)
    }

    @Test func typingIntoAContainerReachesTheFieldWithTheKeyboardAtTheBottom() {
        let chain = DeepChain()
        let app = launch(chain)
        app.textFields["field"].tap()
        #expect(chain.field.isFirstResponder)
        // The container passes the keys to the first responder inside it, however deep.
        app.otherElements["top"].typeText("hi")
        #expect(chain.field.text == "hi")
    }

    @Test func nestedElementsAreQueriedInOneWalk() {
        // Each container is an element inside the one above: `containing` asks every one of the
        // 20,000 whether the button is below it, which a walk per container would make quadratic.
        let chain = DeepChain(identifyingEveryLevel: true)
        let app = launch(chain)
        #expect(app.otherElements.count == deepChainDepth)
        #expect(app.otherElements.containing(.button, identifier: "x").count == deepChainDepth)
        #expect(app.otherElements.containing(.staticText, identifier: "level 1").count == 2)
        #expect(app.otherElements["c\(deepChainDepth - 1)"].children(matching: .button).count == 1)
        #expect(app.otherElements["top"].children(matching: .other).count == 1)
        #expect(app.buttons["x"].exists)
    }

    @Test func theElementTreeOfADeepChainIsDescribedWithinTheDumpsLimits() {
        let chain = DeepChain(identifyingEveryLevel: true)
        let app = launch(chain)
        let description = app.debugDescription
        let all = lines(of: description)
        // The window, each container and its label, the button and the field.
        #expect(all.count == 2 * deepChainDepth + 3)
        #expect(all.count <= 100_001)
        #expect(all[0] == "Window, {{0, 0}, {320, 480}}")
        #expect(all[1] == "  Other, {{10, 20}, {300, 400}}, identifier: 'top'")
        #expect(all[2] == "    StaticText, {{10, 20}, {300, 10}}, label: 'level 0'")
        #expect(all[3] == "    Other, {{11, 20}, {300, 400}}, identifier: 'c1'")
        #expect(all[4] == "      StaticText, {{10, 20}, {300, 10}}, label: 'level 1'")
        // Indentation stops at 64 levels; deeper lines carry their depth.
        let indentation = String(repeating: "  ", count: 64)
        #expect(all[127] == Substring(indentation + "Other, {{11, 20}, {300, 400}}, identifier: 'c63'"))
        #expect(all[129] == Substring(indentation + "[depth 65] Other, {{10, 20}, {300, 400}}, identifier: 'c64'"))
        let last = deepChainDepth - 1
        #expect(all[2 * last + 2] == Substring(indentation + "[depth \(last + 2)] StaticText, {{10, 20}, {300, 10}}, label: 'level \(last)'"))
        #expect(all.last == Substring(indentation + "[depth \(last + 2)] TextField, {{10, 170}, {100, 30}}, identifier: 'field'"))
        #expect(all.allSatisfy { $0.utf8.count < 250 })
        #expect(description.utf8.count < 10_000_000)
        // The matches of a query, each with its frame.
        let labels = lines(of: app.staticTexts.debugDescription)
        #expect(labels.count == deepChainDepth)
        #expect(labels.allSatisfy { $0.hasPrefix("StaticText, {{10, 20}, {300, 10}}, label: 'level ") })
    }

    @Test func theElementTreeOfAWideTreeIsCutAtTheDumpsLineLimit() {
        let (window, _) = makeWideTree()
        let app = XCUIApplication(window: window)
        app.launch()
        #expect(app.otherElements.count == wideTreeWidth)
        let tree = lines(of: app.debugDescription)
        #expect(tree.count == 100_001)
        #expect(tree[0] == "Window, {{0, 0}, {320, 480}}")
        #expect(tree[1] == "  Other, {{0, 0}, {10, 1}}, label: 'e0'")
        #expect(tree[99_999] == "  Other, {{0, 99998}, {10, 1}}, label: 'e99998'")
        #expect(tree[100_000] == "... 2 more lines not listed (debugDescription lists at most 100000)")
        let matches = lines(of: app.otherElements.debugDescription)
        #expect(matches.count == 100_001)
        #expect(matches[99_999] == "Other, {{0, 99999}, {10, 1}}, label: 'e99999'")
        #expect(matches[100_000] == "... 1 more lines not listed (debugDescription lists at most 100000)")
    }

    @Test func ordinaryDescriptionsAreUnchanged() {
        let screen = FormScreen()
        let app = XCUIApplication(rootViewController: screen)
        app.launch()
        #expect(app.debugDescription == """
            Window, {{0, 0}, {320, 480}}
              StaticText, {{16, 20}, {288, 24}}, label: 'Welcome'
              TextField, {{16, 60}, {288, 34}}, identifier: 'email', value: Email
              SecureTextField, {{16, 100}, {288, 34}}, value: Password
              Switch, {{16, 140}, {51, 31}}, value: 0
              Button, {{16, 180}, {288, 44}}, label: 'Log in'
              Table, {{0, 240}, {320, 200}}
                Cell, {{0, 240}, {320, 44}}, label: 'Ada'
                  StaticText, {{15, 251.8}, {290, 20.5}}, label: 'Ada'
                Cell, {{0, 284}, {320, 44}}, label: 'Grace'
                  StaticText, {{15, 295.8}, {290, 20.5}}, label: 'Grace'
            """)
        #expect(app.tables.element.debugDescription == """
            Table, {{0, 240}, {320, 200}}
              Cell, {{0, 240}, {320, 44}}, label: 'Ada'
                StaticText, {{15, 251.8}, {290, 20.5}}, label: 'Ada'
              Cell, {{0, 284}, {320, 44}}, label: 'Grace'
                StaticText, {{15, 295.8}, {290, 20.5}}, label: 'Grace'
            """)
        #expect(app.staticTexts.debugDescription == """
            StaticText, {{16, 20}, {288, 24}}, label: 'Welcome'
            StaticText, {{15, 251.8}, {290, 20.5}}, label: 'Ada'
            StaticText, {{15, 295.8}, {290, 20.5}}, label: 'Grace'
            """)
        #expect(app.buttons["nope"].debugDescription == "No matches found for app.buttons[\"nope\"]")
        #expect(app.sliders.debugDescription == "app.sliders: no matches")
    }
}
