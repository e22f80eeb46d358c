// ScreenMemoryTests.swift: presenting and dismissing (and pushing and popping) thousands of screens
// leaves the heap where it was: nothing the runtime, the layout engine, the animation engine or
// the toolkit keeps grows with the number of screens shown.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The bytes the C heap has handed out and not had back, from glibc's `malloc_info` report (the
/// arenas' memory less what is free in them, plus mapped chunks), or nil where it cannot be read
/// (another allocator, such as the address sanitizer's).
private func heapBytesInUse() -> Int? {
    #if os(Linux)
    typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_info") else { return nil }
    var buffer: UnsafeMutablePointer<CChar>?
    var length = 0
    guard let stream = open_memstream(&buffer, &length) else { return nil }
    guard unsafeBitCast(symbol, to: MallocInfo.self)(0, stream) == 0 else {
        fclose(stream)
        free(buffer)
        return nil
    }
    fclose(stream)
    guard let buffer else { return nil }
    defer { free(buffer) }
    let report = String(cString: buffer)
    // The totals over every arena follow the last per-arena section.
    guard let lastHeap = report.range(of: "</heap>", options: .backwards) else { return nil }
    let totals = report[lastHeap.upperBound...]
    func size(_ tag: String) -> Int? {
        guard let start = totals.range(of: tag)?.upperBound,
              let sizeStart = totals[start...].range(of: "size=\"")?.upperBound,
              let sizeEnd = totals[sizeStart...].firstIndex(of: "\"") else { return nil }
        return Int(totals[sizeStart..<sizeEnd])
    }
    guard let system = size("<system type=\"current\""), let fast = size("<total type=\"fast\""),
          let rest = size("<total type=\"rest\""), let mapped = size("<total type=\"mmap\"") else { return nil }
    return system - fast - rest + mapped
    #else
    return nil
    #endif
}

/// A screen with the usual parts: a label, a constrained button, a text field and a table.
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
        view.addSubview(UITextField(frame: CGRect(x: 16, y: 130, width: 288, height: 34)))
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
        guard let before = heapBytesInUse() else { return }
        cycle(3_000, on: navigation)
        let after = try #require(heapBytesInUse())
        // A leak of one small object a screen would be 32 bytes or more a screen.
        #expect(after - before < 3_000 * 16, "the heap grew by \(after - before) bytes over 3,000 screens")
        #expect(navigation.viewControllers.count == 1)
        #expect(navigation.presentedViewController == nil)
    }
}
