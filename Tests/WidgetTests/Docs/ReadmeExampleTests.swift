import Foundation
import Testing
import TestSupport
import HeadlessTesting
import ViewWidgets

/// Keeps the README's example honest: the code below is the README's, and the test checks both
/// that the README still shows this exact code and that it prints what the README says.
@MainActor
@Suite("README example", .headless)
struct ReadmeExampleTests {
    static let snippet = """
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 280, height: 120))
        card.tag = 7
        card.autoresizingMask = .flexibleWidth
        window.addSubview(card)
        window.makeKeyAndVisible()                    // windows start hidden, as in UIKit
        window.frame.size.width = 400                 // autoresizing: the card grows to 360 wide
        assert(window.viewWithTag(7) === card)
        assert(window.hitTest(CGPoint(x: 30, y: 50), with: nil) === card)
        print(window.recursiveDescription())
        """

    static let output = """
        <UIWindow; frame = (0 0; 400 480)>
           | <UIView; frame = (20 40; 360 120); autoresize = W; tag = 7>
        """

    private func readme() throws -> String {
        let root = packageRoot()
        return try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    }

    @Test func theReadmeShowsTheTestedCodeAndOutput() throws {
        let text = try readme()
        #expect(text.contains(Self.snippet))
        #expect(text.contains(Self.output))
    }

    @Test func theReadmeCodeBehavesAsTheReadmeSays() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView(frame: CGRect(x: 20, y: 40, width: 280, height: 120))
        card.tag = 7
        card.autoresizingMask = .flexibleWidth
        window.addSubview(card)
        window.makeKeyAndVisible()
        window.frame.size.width = 400
        #expect(window.viewWithTag(7) === card)
        #expect(window.hitTest(CGPoint(x: 30, y: 50), with: nil) === card)
        #expect(window.recursiveDescription() == Self.output)
    }
}
