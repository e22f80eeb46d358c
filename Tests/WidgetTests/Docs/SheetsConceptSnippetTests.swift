// SheetsConceptSnippetTests.swift: the sheet code of Docs/Concepts/Presentation.md, run as tests.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct SheetsConceptSnippetTests {
    @Test func aSheetWithDetentsDraggedAndSwipedAway() {
        // snippet: sheet-detents
        let screen = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()

        let filters = UIViewController()
        if let sheet = filters.sheetPresentationController {
            sheet.detents = [.medium(), .large()]       // rests at the smallest: medium
            sheet.prefersGrabberVisible = true
        }
        screen.present(filters, animated: false)
        #expect(filters.view.convert(filters.view.bounds, to: window).minY == 255)   // half of 450

        // Drag the card up slowly: it settles on the large detent.
        window.drag(from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100), steps: 40)
        Headless.advance(by: 0.5)
        #expect(filters.sheetPresentationController?.selectedDetentIdentifier == .large)

        // Swipe it down past a third of its smallest height: it is dismissed.
        window.drag(from: CGPoint(x: 160, y: 60), to: CGPoint(x: 160, y: 470), steps: 20)
        Headless.advance(by: 1)
        #expect(screen.presentedViewController == nil)
        // end snippet
    }
}
