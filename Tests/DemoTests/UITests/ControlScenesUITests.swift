// ControlScenesUITests.swift: XCUITest-style tests of the scenes about controls, forms and
// screens of labels: one test per scene, written as a UI test reads (what the screen shows).
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("Scenes of controls and forms, XCUITest-style", .headless)
struct ControlScenesUITests {
    @Test func controlsCountTapsAndTheSwitchDisablesTheOthers() throws {
        let app = try launchScene(ControlsScene.self)
        let stateButton = app.buttons.element(boundBy: 1)
        #expect(stateButton.label == "普通 normal")
        stateButton.tap()                                  // selects it, and counts the tap
        #expect(app.staticTexts["点击 1 次"].exists)
        #expect(stateButton.label == "选中 selected")
        #expect(stateButton.isSelected)
        #expect(app.sliders.element.value as? String == "50%")
        app.switches.element.tap()
        #expect(app.switches.element.value as? String == "0")
        #expect(!app.sliders.element.isEnabled)
        #expect(!stateButton.isEnabled)
    }

    @Test func loginShowsWhatToDoUntilSignedIn() throws {
        let app = try launchScene(LoginScene.self)
        #expect(app.staticTexts["Enter your e-mail and password"].exists)
        #expect(app.textFields.element.placeholderValue == "Email")
        app.textFields["Email"].tap()
        app.textFields["Email"].typeText("ann@example.com\n")   // Next: on to the password
        #expect(app.secureTextFields["Password"].hasFocus)
        app.secureTextFields["Password"].typeText("s3cret\n")    // Go: signs in
        #expect(app.staticTexts["Signing in as ann@example.com…"].exists)
        #expect(app.secureTextFields["Password"].value as? String == "••••••")
    }

    @Test func stackFormListsItsRowsInReadingOrder() throws {
        let app = try launchScene(StackFormScene.self)
        let labels = app.staticTexts.allElementsBoundByIndex.map(\.label)
        #expect(labels == ["Ada Lovelace", "ada@example.com", "Notifications", "Sound", "Chime", "Dark mode"])
        #expect(app.switches.element(boundBy: 0).value as? String == "1")
        #expect(app.buttons["Save"].isHittable)
        app.switches.element(boundBy: 1).tap()
        #expect(app.switches.element(boundBy: 1).value as? String == "1")
    }

    @Test func profileShowsTheFollowButtonAtTheBottom() throws {
        let app = try launchScene(ProfileScene.self)
        #expect(app.staticTexts["Ada Lovelace"].exists)
        #expect(app.staticTexts["@ada"].exists)
        let follow = app.buttons["Follow"]
        #expect(follow.isHittable)
        #expect(follow.frame.maxY == 460)                   // 20 points above the bottom
    }

    @Test func clockHasItsTitleAndCaption() throws {
        let app = try launchScene(ClockScene.self)
        #expect(app.staticTexts.count == 2)
        #expect(app.staticTexts.element(boundBy: 0).label == "Clock")
        #expect(!app.buttons.firstMatch.exists)
    }

    @Test func stretchShowsTwoButtonsOfTheSameTitle() throws {
        let app = try launchScene(StretchScene.self)
        let buttons = app.buttons.matching(identifier: "rsdrwerwerwerwer")
        #expect(buttons.count == 2)
        #expect(buttons.element(boundBy: 0).frame == CGRect(x: 10, y: 10, width: 250, height: 200))
        #expect(buttons.element(boundBy: 1).isHittable)
    }

    @Test func welcomeHasNothingForVoiceOver() throws {
        // Coloured views only: no element but the window, as VoiceOver would find.
        let app = try launchScene(WelcomeScene.self)
        #expect(app.windows.count == 1)
        #expect(app.descendants(matching: .any).count == 1)
    }

    @Test func tabsDeleteEverythingThroughTheAlertAndSwitchTabs() throws {
        let app = try launchScene(TabsScene.self)
        #expect(app.navigationBars["Inbox"].exists)
        #expect(app.tabBars.buttons["Inbox"].isSelected)
        app.buttons["Delete All"].tap()
        let alert = app.alerts["Delete all messages?"]
        #expect(alert.waitForExistence(timeout: 1))
        #expect(!app.buttons["Delete All"].isHittable)          // the alert covers it
        alert.buttons["Delete"].tap()
        #expect(alert.waitForNonExistence(timeout: 1))
        #expect(app.staticTexts["No messages"].exists)
        app.tabBars.buttons["Settings"].tap()
        #expect(app.navigationBars["Settings"].exists)
        #expect(app.tabBars.buttons["Settings"].isSelected)
        app.segmentedControls.buttons["Dark"].tap()
        #expect(app.segmentedControls.buttons["Dark"].isSelected)
        #expect(app.staticTexts["Theme: Dark"].exists)
    }
}
