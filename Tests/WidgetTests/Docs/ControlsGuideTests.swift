// ControlsGuideTests.swift: the code of Docs/Controls.md, compiled and run. Each `// snippet:`
// region is shown in the page (DocSnippetTests checks they match).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

// snippet: controls-group-list-controller
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
// end snippet

@MainActor
@Suite("Controls guide", .headless)
struct ControlsGuideTests {
    @Test func theGuidesExampleTapsTheHeaderIntoItsController() {
        // snippet: controls-group-list-usage
        let window = UIWindow()
        let controller = GroupListController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.tap(at: CGPoint(x: 160, y: 22))       // touchDown, then touchUpInside: titleClick
        assert(controller.openSections == [2])
        // end snippet
        #expect(controller.openSections == [2])
        window.tap(at: CGPoint(x: 160, y: 22))
        #expect(controller.openSections.isEmpty)
    }

    @Test func theGuidesButtonsPlaceTheirParts() {
        // snippet: controls-content-rects
        final class MyButton: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: 0, y: 0, width: contentRect.width, height: contentRect.height * 0.7)
            }
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                let y = contentRect.height * 0.7
                return CGRect(x: 0, y: y, width: contentRect.width, height: contentRect.height - y)
            }
        }

        final class HeaderView: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: 0, y: 0, width: 32, height: 32)
            }
        }
        // end snippet
        let content = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(MyButton().imageRect(forContentRect: content) == CGRect(x: 0, y: 0, width: 100, height: 70))
        #expect(MyButton().titleRect(forContentRect: content) == CGRect(x: 0, y: 70, width: 100, height: 30))
        #expect(HeaderView().imageRect(forContentRect: content) == CGRect(x: 0, y: 0, width: 32, height: 32))
    }
}
