// ConstraintDiagnosticsTests.swift: misuse gets UIKit's messages, unsatisfiable constraints get
// UIKit's report and one is broken, and descriptions read as the debugger prints them.
import Foundation
import Testing
import HeadlessTesting
@testable import ViewKernel

@MainActor
@Suite(.headless)
struct ConstraintDiagnosticsTests {
    @Test func constraintsThatCannotAllHoldAreReportedAndTheNewOneIsBroken() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let child = makeConstrainedView()
        root.addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 10),
                                     child.widthAnchor.constraint(equalToConstant: 100)])
        let conflicting = child.widthAnchor.constraint(equalToConstant: 200)
        let messages = Headless.recordingViolations { conflicting.isActive = true }
        let report = try #require(messages.first)
        #expect(messages.count == 1)
        #expect(report.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(report.contains("\"<NSLayoutConstraint UIView.width == 100 (active)>\""))
        #expect(report.contains("Will attempt to recover by breaking constraint\n<NSLayoutConstraint UIView.width == 200 (active)>"))
        #expect(conflicting.isActive)   // broken, but still active, as in UIKit
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func aViewThatTranslatesItsMaskConflictsWithASizeConstraint() throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let framed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(framed)
        let messages = Headless.recordingViolations {
            framed.widthAnchor.constraint(equalToConstant: 80).isActive = true
        }
        let report = try #require(messages.first)
        #expect(report.contains("<NSAutoresizingMaskLayoutConstraint h=--& v=--& UIView.width == 50 (active)>"))
        root.layoutIfNeeded()
        #expect(framed.frame.width == 50)
    }

    @Test func itemsWithoutACommonAncestorCannotBeActivated() {
        let first = UIView(), second = UIView()
        let constraint = first.leadingAnchor.constraint(equalTo: second.leadingAnchor)
        let messages = Headless.recordingViolations { constraint.isActive = true }
        #expect(messages == ["Unable to activate constraint with anchors <NSLayoutXAxisAnchor \"UIView.leading\"> and <NSLayoutXAxisAnchor \"UIView.leading\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."])
        #expect(!constraint.isActive)
    }

    @Test func aLocationEqualToAConstantIsRefused() {
        let view = UIView()
        let messages = Headless.recordingViolations {
            _ = NSLayoutConstraint(item: view, attribute: .leading, relatedBy: .equal, toItem: nil,
                                   attribute: .notAnAttribute, multiplier: 1, constant: 20)
        }
        #expect(messages == ["NSLayoutConstraint for UIView: A multiplier of 0 or a nil second item together with a location for the first attribute creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs."])
    }

    @Test func attributesOfDifferentKindsCannotBePaired() {
        let first = UIView(), second = UIView()
        for (attribute1, attribute2) in [(NSLayoutConstraint.Attribute.leading, NSLayoutConstraint.Attribute.top),
                                         (.width, .leading)] {
            let messages = Headless.recordingViolations {
                _ = NSLayoutConstraint(item: first, attribute: attribute1, relatedBy: .equal, toItem: second,
                                       attribute: attribute2, multiplier: 1, constant: 0)
            }
            #expect(messages == ["*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: Invalid pairing of layout attributes"])
        }
        // A width and a height make an aspect ratio: allowed.
        let messages = Headless.recordingViolations {
            _ = NSLayoutConstraint(item: first, attribute: .width, relatedBy: .equal, toItem: first,
                                   attribute: .height, multiplier: 2, constant: 0)
        }
        #expect(messages.isEmpty)
    }

    @Test func anActiveConstraintCannotMoveBetweenRequiredAndOptional() {
        let view = makeConstrainedView()
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.isActive = true
        let messages = Headless.recordingViolations { width.priority = .defaultHigh }
        #expect(messages == ["Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 750 and the existing priority was 1000."])
        #expect(width.priority == .required)
        width.isActive = false
        width.priority = .defaultHigh   // inactive: allowed
        #expect(width.priority == .defaultHigh)
    }

    @Test func addConstraintRefusesItemsOutsideTheView() {
        let root = UIView(), child = UIView(), stranger = UIView()
        root.addSubview(child)
        let constraint = child.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        let messages = Headless.recordingViolations { child.addConstraint(constraint) }
        #expect(messages.first?.hasPrefix("The view hierarchy is not prepared for the constraint: ") == true)
        #expect(!constraint.isActive)
    }

    @Test func descriptionsReadAsTheDebuggerPrintsThem() {
        let root = UIView(), child = makeConstrainedView()
        root.addSubview(child)
        let leading = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
        #expect(leading.description == "<NSLayoutConstraint UIView.leading == UIView.leading + 20>")
        leading.isActive = true
        #expect(leading.description == "<NSLayoutConstraint UIView.leading == UIView.leading + 20 (active)>")
        let half = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5, constant: -4)
        half.priority = .defaultLow
        half.identifier = "half"
        #expect(half.description == "<NSLayoutConstraint 'half' UIView.width == 0.5*UIView.width - 4 @250>")
        #expect(child.heightAnchor.constraint(equalToConstant: 44).description == "<NSLayoutConstraint UIView.height == 44>")
    }

    @Test func ambiguityIsReportedForViewsTheConstraintsDoNotPinDown() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = makeConstrainedView()
        root.addSubview(child)
        #expect(child.hasAmbiguousLayout)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 10)])
        #expect(child.hasAmbiguousLayout)   // no height
        child.heightAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(!child.hasAmbiguousLayout)
        #expect(child.constraintsAffectingLayout(for: .vertical).count == 2)
    }

    @Test func theConstraintDumpListsEachViewsConstraints() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = makeConstrainedView()
        root.addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                                     child.widthAnchor.constraint(equalToConstant: 20)])
        #expect(root.recursiveConstraintsDescription() == """
            <UIView; frame = (0 0; 100 100)>
               - <NSLayoutConstraint UIView.leading == UIView.leading + 8 (active)>
               | <UIView; frame = (0 0; 0 0)>
               |    - <NSLayoutConstraint UIView.width == 20 (active)>
            """)
    }
}
