// StoryboardTests.swift: storyboards cannot be loaded headless (Controllers/UIStoryboard.swift):
// instantiating from one is reported as UIKit reports a storyboard it cannot find.

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("UIStoryboard", .headless)
struct StoryboardTests {
    @Test func aControllersStoryboardIsNil() {
        #expect(UIViewController().storyboard == nil)
    }

    @Test func instantiatingTheInitialControllerIsReported() {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        var controller: UIViewController?
        let messages = Headless.recordingViolations {
            controller = storyboard.instantiateInitialViewController()
        }
        #expect(controller == nil)
        #expect(messages.count == 1)
        #expect(messages.first?.hasPrefix("Could not find a storyboard named 'Main' in bundle") == true)
    }

    @Test func instantiatingByIdentifierIsReportedAndGivesAPlainController() {
        let storyboard = UIStoryboard(name: "Main", bundle: .main)
        var controller: UIViewController?
        let messages = Headless.recordingViolations {
            controller = storyboard.instantiateViewController(withIdentifier: "Detail")
        }
        #expect(controller != nil)
        #expect(messages.count == 1)
        #expect(messages.first?.contains("'Detail'") == true)
    }

    @Test func theGenericVariantsAreReportedToo() {
        final class Detail: UIViewController {}
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        var initial: Detail?
        var detail: Detail?
        let messages = Headless.recordingViolations {
            initial = storyboard.instantiateInitialViewController { coder in Detail(coder: coder) }
            detail = storyboard.instantiateViewController(identifier: "Detail") { coder in Detail(coder: coder) }
        }
        #expect(initial == nil)
        #expect(detail != nil)
        #expect(messages.count == 2)
    }
}
