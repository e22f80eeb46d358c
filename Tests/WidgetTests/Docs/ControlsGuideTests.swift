// ControlsGuideTests.swift: keeps the target-action example of Docs/Controls.md compiled and true.
import Foundation
import Testing
import TestSupport
import HeadlessTesting
import ViewWidgets

/// The controller of the guide's example, verbatim.
final class GroupListController: UIViewController {
    var openSections: Set<Int> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let header = UIButton(type: .custom)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        header.tag = 2
        header.setTitle("Classmates", for: .normal)
        header.addTarget(self, action: GroupListController.titleClick, for: .touchUpInside)
        view.addSubview(header)
    }

    func titleClick(_ sender: UIButton) {
        openSections.formSymmetricDifference([sender.tag])
    }
}

@MainActor
@Suite("Controls guide", .headless)
struct ControlsGuideTests {
    static let controllerSnippet = """
        final class GroupListController: UIViewController {
            var openSections: Set<Int> = []

            override func viewDidLoad() {
                super.viewDidLoad()
                let header = UIButton(type: .custom)
                header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
                header.tag = 2
                header.setTitle("Classmates", for: .normal)
                header.addTarget(self, action: GroupListController.titleClick, for: .touchUpInside)
                view.addSubview(header)
            }

            func titleClick(_ sender: UIButton) {
                openSections.formSymmetricDifference([sender.tag])
            }
        }
        """

    static let usageSnippet = """
        let window = UIWindow()
        let controller = GroupListController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 160, y: 22))       // touchDown, then touchUpInside: titleClick
        assert(controller.openSections == [2])
        """

    private func guide() throws -> String {
        let root = packageRoot()
        return try String(contentsOf: root.appendingPathComponent("Docs/Controls.md"), encoding: .utf8)
    }

    @Test func theGuideShowsTheTestedCode() throws {
        let text = try guide()
        #expect(text.contains(Self.controllerSnippet))
        #expect(text.contains(Self.usageSnippet))
    }

    @Test func theGuidesExampleTapsTheHeaderIntoItsController() {
        let window = UIWindow()
        let controller = GroupListController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 160, y: 22))
        #expect(controller.openSections == [2])
        window.tap(at: CGPoint(x: 160, y: 22))
        #expect(controller.openSections.isEmpty)
    }
}
