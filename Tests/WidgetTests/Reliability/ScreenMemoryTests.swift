// ScreenMemoryTests.swift: presenting and dismissing (and pushing and popping) thousands of screens
// leaves the heap where it was: nothing the runtime, the layout engine, the animation engine or
// the toolkit keeps grows with the number of screens shown.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel
import ViewWidgets

/// A screen with the usual parts: a label, a constrained button, a text field with a placeholder
/// and a table.
private final class FormScreen: UIViewController {
    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.backgroundColor = .white
        title = "Form"
        let label = UILabel(frame: CGRect(x: 16, y: 100, width: 200, height: 20))
        label.text = "Name"
        view.addSubview(label)
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(button)
        NSLayoutConstraint.activate([button.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                                     button.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20)])
        // A placeholder set as plain text builds no attributed string, whose attribute values
        // swift-corelibs-foundation would never free (Docs/Differences.md).
        let field = UITextField(frame: CGRect(x: 16, y: 130, width: 288, height: 34))
        field.placeholder = "Email"
        field.borderStyle = .roundedRect
        view.addSubview(field)
        view.addSubview(UITableView(frame: CGRect(x: 0, y: 200, width: 320, height: 280)))
    }
}

@MainActor
@Suite("Memory stays flat over many screens", .headless)
struct ScreenMemoryTests {
    /// Shows and takes away `count` screens, presented and pushed in turn, animated.
    private func cycle(_ count: Int, on navigation: UINavigationController) {
        for round in 0..<count {
            let screen = FormScreen()
            if round.isMultiple(of: 2) {
                navigation.present(screen, animated: true)
                Headless.runUntilIdle()
                screen.dismiss(animated: true)
            } else {
                navigation.pushViewController(screen, animated: true)
                Headless.runUntilIdle()
                navigation.popViewController(animated: true)
            }
            Headless.runUntilIdle()
        }
    }

    @Test func thousandsOfScreensLeaveTheHeapWhereItWas() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        cycle(300, on: navigation)   // caches by class, pools and first-use tables fill here
        // Where the heap cannot be read (another allocator), there is nothing to compare.
        guard let before = HeapUsage.bytesInUse() else { return }
        cycle(3_000, on: navigation)
        let after = try #require(HeapUsage.bytesInUse())
        // A leak of one small object a screen would be 32 bytes or more a screen.
        #expect(after - before < 3_000 * 16, "the heap grew by \(after - before) bytes over 3,000 screens")
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController == nil)
    }
}
