import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

/// The fast paths of hit-testing, the tree dump and the tag walk answer for views whose class
/// keeps UIView's members without asking them; a class that overrides one is still asked, where
/// UIKit asks it (UIViewOverrides.swift).
@MainActor
@Suite("Override detection and the fast paths", .headless)
struct OverrideFastPathTests {
    final class Plain: UIView {}

    final class CountingHitTest: UIView {
        var calls = 0
        var answer: UIView?? = .none
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            calls += 1
            if case .some(let answer) = answer { return answer }
            return super.hitTest(point, with: event)
        }
    }

    final class Generous: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            bounds.insetBy(dx: -20, dy: -20).contains(point)
        }
    }

    final class NeverInteractive: UIView {
        override var isUserInteractionEnabled: Bool {
            get { false }
            set { super.isUserInteractionEnabled = newValue }
        }
    }

    /// Inherits an override: its class is not UIView's either.
    final class SubclassOfGenerous: UIView {
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            super.point(inside: point, with: event)
        }
    }

    final class Described: UIView {
        override var description: String { "<Described custom>" }
    }

    final class Tagged: UIView {
        override var tag: Int {
            get { 7 }
            set {}
        }
    }

    private func defaults(_ group: UIViewOverrides?, _ view: UIView) -> Bool? {
        group?.keepsDefaults(UIViewOverrides.metadata(of: view))
    }

    @Test func theMethodTablesAreReadOnThisPlatform() {
        // Each group found its slots: otherwise the fast paths are off (correct, only slower).
        #expect(UIViewOverrides.hitTesting != nil)
        #expect(UIViewOverrides.description != nil)
        #expect(UIViewOverrides.tag != nil)
    }

    @Test func aClassThatOverridesNothingKeepsTheDefaults() {
        #expect(defaults(UIViewOverrides.hitTesting, UIView()) == true)
        #expect(defaults(UIViewOverrides.hitTesting, Plain()) == true)
        #expect(defaults(UIViewOverrides.description, Plain()) == true)
        #expect(defaults(UIViewOverrides.tag, Plain()) == true)
        #expect(defaults(UIViewOverrides.hitTesting, UIWindow()) == true)
    }

    @Test func eachOverrideIsSeen() {
        #expect(defaults(UIViewOverrides.hitTesting, CountingHitTest()) == false)
        #expect(defaults(UIViewOverrides.hitTesting, Generous()) == false)
        #expect(defaults(UIViewOverrides.hitTesting, NeverInteractive()) == false)
        #expect(defaults(UIViewOverrides.hitTesting, SubclassOfGenerous()) == false)
        #expect(defaults(UIViewOverrides.description, Described()) == false)
        #expect(defaults(UIViewOverrides.tag, Tagged()) == false)
        // An override of one group leaves the others on the fast path.
        #expect(defaults(UIViewOverrides.hitTesting, Described()) == true)
        #expect(defaults(UIViewOverrides.description, CountingHitTest()) == true)
        #expect(defaults(UIViewOverrides.tag, Generous()) == true)
    }

    /// A row of plain siblings with one overriding view in the middle.
    private func row(middle: UIView) -> (root: UIView, back: UIView, front: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        middle.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
        let front = UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        root.addSubview(back)
        root.addSubview(middle)
        root.addSubview(front)
        return (root, back, front)
    }

    @Test func anOverriddenHitTestIsAskedWhereUIKitAsksIt() {
        let middle = CountingHitTest()
        let (root, back, front) = row(middle: middle)
        // The front view takes the point: the views behind it are never asked.
        #expect(root.hitTest(CGPoint(x: 250, y: 50), with: nil) === front)
        #expect(middle.calls == 0)
        // A point outside the middle view: it is still asked (UIKit asks every sibling it passes).
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(middle.calls == 1)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === middle)
        #expect(middle.calls == 2)
        // Its answer counts, whatever it is.
        middle.answer = .some(front)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === front)
        middle.answer = .some(nil)
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === back)
        #expect(middle.calls == 4)
    }

    @Test func anOverriddenHitTestDeepInAChainIsAsked() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var parent = root
        for _ in 0..<20 {
            let child = UIView(frame: CGRect(x: 1, y: 1, width: 98, height: 98))
            parent.addSubview(child)
            parent = child
        }
        let deep = CountingHitTest(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(deep)
        deep.addSubview(leaf)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === leaf)
        #expect(deep.calls == 1)
        deep.answer = .some(root)
        #expect(root.hitTest(CGPoint(x: 25, y: 25), with: nil) === root)
    }

    @Test func anOverriddenInteractionFlagRefusesTouches() {
        let (root, back, _) = row(middle: NeverInteractive())
        #expect(root.hitTest(CGPoint(x: 150, y: 50), with: nil) === back)
    }

    @Test func anInheritedOverrideOfPointInsideIsHonoured() {
        class Wider: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -60, dy: 0).contains(point)
            }
        }
        final class WiderStill: Wider {}
        let (root, _, _) = row(middle: WiderStill())
        let hit = root.hitTest(CGPoint(x: 60, y: 50), with: nil)
        #expect(hit is WiderStill)
    }

    @Test func aHitTestThatChangesTheTreeSeesTheSubviewsAsTheyWere() {
        // UIKit iterates a copy of the subviews: removing siblings while asked changes nothing
        // for the search under way.
        final class Remover: UIView {
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
                for sibling in superview?.subviews ?? [] where sibling !== self { sibling.removeFromSuperview() }
                return nil
            }
        }
        let (root, back, front) = row(middle: Remover())
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(back.superview == nil && front.superview == nil)
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === root)
    }

    @Test func aScaledSiblingIsHitThroughItsTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let scaled = UIView(frame: CGRect(x: 100, y: 25, width: 50, height: 50))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(scaled)
        root.addSubview(UIView(frame: CGRect(x: 200, y: 0, width: 100, height: 100)))
        #expect(root.hitTest(CGPoint(x: 90, y: 10), with: nil) === scaled)
        #expect(root.hitTest(CGPoint(x: 70, y: 10), with: nil) === root)
        scaled.transform = CGAffineTransform(scaleX: 0, y: 1)
        #expect(root.hitTest(CGPoint(x: 125, y: 50), with: nil) === root)
    }

    @Test func theDumpAsksAViewThatOverridesItsDescription() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(Described())
        #expect(root.recursiveDescription() == """
        <UIView; frame = (0 0; 10 10)>
           | <Described custom>
        """)
    }

    @Test func theDumpWritesEachLineAsDescriptionDoes() {
        let root = UIView(frame: CGRect(x: -3, y: 0.5, width: 1e16, height: 1.0 / 3))
        let child = Plain(frame: CGRect(x: -0.0, y: -12345678, width: 999_999_999_999_999, height: 2.25))
        child.tag = -4
        child.alpha = 0.5
        child.isHidden = true
        root.addSubview(child)
        let lines = root.recursiveDescription().split(separator: "\n").map(String.init)
        #expect(lines == [root.description, "   | " + child.description])
        #expect(lines[0] == "<UIView; frame = (-3 0.5; 1e+16 0.333333)>")
        #expect(lines[1].hasPrefix("   | <Plain; frame = (0 -12345678; 999999999999999 2.25)"))
    }

    @Test func aWalkFindsAComputedTagBesideStoredOnes() {
        let root = UIView()
        let plain = UIView()
        plain.tag = 3
        root.addSubview(plain)
        root.addSubview(Tagged())
        #expect(root.viewWithTag(3) === plain)
        #expect(root.viewWithTag(7) is Tagged)
        #expect(root.viewWithTag(9) == nil)
    }

    @Test func aTagGetterThatChangesTheTreeDoesNotBreakTheWalk() {
        final class Pruning: UIView {
            override var tag: Int {
                get {
                    for sibling in superview?.subviews ?? [] where sibling !== self { sibling.removeFromSuperview() }
                    return 0
                }
                set {}
            }
        }
        let root = UIView()
        root.addSubview(Pruning())
        let later = UIView()
        later.tag = 5
        root.addSubview(later)
        // The level was taken before the getter ran, so the walk still visits `later`.
        #expect(root.viewWithTag(5) === later)
        #expect(later.superview == nil)
    }
}
