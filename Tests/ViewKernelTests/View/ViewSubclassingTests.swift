// ViewSubclassingTests.swift: the UIView methods UIKit declares `open` can be overridden, and
// calls through a UIView reference reach the override.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A view that answers `viewWithTag` from a table of its own, converts points with a fixed
/// offset, and records the gesture recognizers it is given.
@MainActor
private final class CustomView: UIView {
    var aliases: [Int: UIView] = [:]
    var log: [String] = []

    override func viewWithTag(_ tag: Int) -> UIView? {
        aliases[tag] ?? super.viewWithTag(tag)
    }

    override func isDescendant(of view: UIView) -> Bool {
        log.append("isDescendant")
        return super.isDescendant(of: view)
    }

    override func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let converted = super.convert(point, to: view)
        return CGPoint(x: converted.x + 1000, y: converted.y)
    }

    override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        log.append("add")
        super.addGestureRecognizer(gestureRecognizer)
    }

    override func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        log.append("remove")
        super.removeGestureRecognizer(gestureRecognizer)
    }

    override var gestureRecognizers: [UIGestureRecognizer]? {
        get { super.gestureRecognizers }
        set {
            log.append("set \(newValue?.count ?? 0)")
            super.gestureRecognizers = newValue
        }
    }
}

@MainActor
@Suite("Subclassing UIView", .headless)
struct ViewSubclassingTests {
    @Test func overridesAreReachedThroughAUIViewReference() {
        let custom = CustomView(frame: CGRect(x: 10, y: 0, width: 50, height: 50))
        let elsewhere = UIView()
        custom.aliases[7] = elsewhere
        let view: UIView = custom
        #expect(view.viewWithTag(7) === elsewhere)
        #expect(view.viewWithTag(8) == nil)
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(view)
        #expect(view.convert(CGPoint(x: 1, y: 2), to: parent) == CGPoint(x: 1011, y: 2))
        #expect(view.isDescendant(of: parent))
        #expect(custom.log == ["isDescendant"])
    }

    @Test func gestureRecognizerChangesGoThroughTheOverrides() {
        let custom = CustomView()
        let view: UIView = custom
        let first = UITapGestureRecognizer(), second = UITapGestureRecognizer()
        view.addGestureRecognizer(first)
        view.gestureRecognizers = [second]
        // Setting the array removes the old recognizer and adds the new one through the overrides.
        #expect(custom.log == ["add", "set 1", "remove", "add"])
        #expect(view.gestureRecognizers?.count == 1 && view.gestureRecognizers?.first === second)
    }

    @Test func anOverrideOfIsDescendantCannotLetACycleIn() {
        // The hierarchy's own cycle check does not go through the override.
        final class Forgetful: UIView {
            override func isDescendant(of view: UIView) -> Bool { false }
        }
        let parent = UIView(), child = Forgetful()
        parent.addSubview(child)
        let messages = Headless.recordingViolations { child.addSubview(parent) }
        #expect(messages == ["Can't add self as subview"])
        #expect(parent.superview == nil)
    }
}
