// GuideSnippetTests.swift: the code of README.md and of the guide pages (Navigation, Touches,
// Time, ViewTree), compiled and run. Each `// snippet:` region is shown in a page
// (DocSnippetTests checks they match).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite("Guide snippets", .headless)
struct GuideSnippetTests {
    @Test func theReadmeExample() throws {
        // snippet: readme-example
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
        // end snippet
        let output = """
            <UIWindow; frame = (0 0; 400 480)>
               | <UIView; frame = (20 40; 360 120); autoresize = W; tag = 7>
            """
        #expect(window.recursiveDescription() == output)
        // The README shows what it prints.
        let readme = try String(contentsOf: packageRoot().appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("prints\n\n```\n\(output)\n```"))
    }

    @Test func aStackInAWindow() {
        // snippet: navigation-stack
        final class FriendsController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Friends"
            }
        }
        final class ProfileController: UIViewController {}

        Headless.reset()
        let friends = FriendsController()
        let navigation = UINavigationController(rootViewController: friends)
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        navigation.pushViewController(ProfileController(), animated: false)
        navigation.popViewController(animated: false)        // returns the popped controller
        navigation.popViewController(animated: false)        // at the root: nil, nothing changes
        // end snippet
        #expect(navigation.viewControllers == [friends])
        #expect(navigation.navigationBar.topItem?.title == "Friends")
    }

    @Test func barButtonItemsWithTargetAction() {
        // snippet: navigation-bar-items
        final class FriendsController: UIViewController {
            var edits = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    title: "Edit", style: .plain, target: self, action: FriendsController.edit)
                navigationItem.leftBarButtonItem = UIBarButtonItem(
                    barButtonSystemItem: .add, target: self, action: FriendsController.add)
                navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
            }

            func edit() { edits += 1 }
            func add(_ sender: UIBarButtonItem) {}
        }
        // end snippet
        let friends = FriendsController()
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: friends)
        window.makeKeyAndVisible()
        let edit = window.subviewsDepthFirst.first { ($0 as? UILabel)?.text == "Edit" }
        #expect(edit?.superview?.tap() != nil)
        #expect(friends.edits == 1)
    }

    @Test func showTheWindowFirst() {
        // snippet: touches-show-window
        Headless.reset()
        let window = UIWindow()                 // UIScreen.main.bounds: 320 x 480 points
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()              // viewWillAppear, layout, viewDidAppear
        window.tap(at: CGPoint(x: 160, y: 100))
        // end snippet
        #expect(window.isKeyWindow)
    }

    @Test func holdAFingerForALongPress() {
        // snippet: touches-long-press
        @MainActor
        final class PressTarget {
            var states: [UIGestureRecognizer.State] = []
            func pressed(_ recognizer: UILongPressGestureRecognizer) { states.append(recognizer.state) }
        }
        let window = UIWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)
        window.makeKeyAndVisible()
        let pressTarget = PressTarget()
        view.addGestureRecognizer(UILongPressGestureRecognizer(target: pressTarget, action: PressTarget.pressed))

        let finger = window.beginTouch(at: CGPoint(x: 50, y: 50))
        Headless.advance(by: 0.6)               // past minimumPressDuration (0.5 s)
        #expect(pressTarget.states == [.began])
        window.endTouch(finger)
        // end snippet
        #expect(pressTarget.states == [.began, .ended])
    }

    @Test func aGestureRecognizersTypedAction() {
        // snippet: touches-gesture-action
        final class PhotoController: UIViewController {
            let photo = UIImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            var taps = 0

            override func viewDidLoad() {
                super.viewDidLoad()
                photo.isUserInteractionEnabled = true   // an image view takes no touches by default
                view.addSubview(photo)
                let tap = UITapGestureRecognizer(target: self, action: PhotoController.photoTapped)
                photo.addGestureRecognizer(tap)         // takes it off any previous view
            }

            func photoTapped(_ sender: UITapGestureRecognizer) {  // or a method with no argument
                taps += 1
            }
        }
        // end snippet
        let controller = PhotoController()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.photo.tap()
        #expect(controller.taps == 1)
    }

    @Test func anAnimationOnTheVirtualClock() {
        // snippet: time-animations
        Headless.reset()
        let window = UIWindow()
        let toast = UILabel(frame: CGRect(x: 60, y: 400, width: 200, height: 40))
        window.addSubview(toast)
        window.makeKeyAndVisible()

        UIView.animate(withDuration: 2, animations: { toast.alpha = 0 }, completion: { _ in
            toast.removeFromSuperview()
        })
        #expect(toast.alpha == 0)                           // the model value is final at once
        Headless.advance(by: 1)
        #expect(toast.layer.presentation()?.opacity == 0.5) // what the screen shows at t = 1
        Headless.advance(by: 1)
        #expect(toast.superview == nil)                     // the completion ran at t = 2
        // end snippet
    }

    @Test func recordingAViolation() {
        // snippet: viewtree-violations
        let view = UIView()
        let messages = Headless.recordingViolations { view.addSubview(view) }
        #expect(messages == ["Can't add self as subview"])
        // end snippet
        #expect(view.subviews.isEmpty)
    }
}

extension UIView {
    /// This view and every view under it, depth-first.
    fileprivate var subviewsDepthFirst: [UIView] {
        [self] + subviews.flatMap(\.subviewsDepthFirst)
    }
}
