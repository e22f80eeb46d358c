// LoggedNotRaisedTests.swift: misuse that UIKit only logs, or does not check at all, is a logged
// problem here, never a violation: the program goes on, and the report is recorded or logged
// (Docs/Differences.md, "Violations and logged problems").
import Foundation
import Testing
import HeadlessTesting
import TestSupport
@testable import ViewKernel

/// A subclass that overrides `hitTest(_:with:)`: each is asked through its own, on the call stack.
private final class NestingView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event)
    }
}

@MainActor
@Suite("Problems UIKit only logs are logged, not raised", .headless)
struct LoggedNotRaisedTests {
    @Test func aViolationIsStillReportedWithItsExceptionName() {
        // The contrast that makes the tests below mean something: misuse UIKit raises for keeps
        // its exception name.
        let view = UIView()
        let reports = reportedProblems { view.addSubview(view) }
        #expect(reports == [ReportedProblem(message: "Can't add self as subview", exceptionName: "NSInvalidArgumentException")])
    }

    @Test func aConstraintAddedToAViewOutsideItsItemsIsLoggedAndTheProgramGoesOn() {
        // UIKit logs "The view hierarchy is not prepared for the constraint" and goes on; the
        // constraint stays inactive.
        let root = UIView(), child = UIView(), stranger = UIView()
        root.addSubview(child)
        let outside = child.widthAnchor.constraint(equalTo: stranger.widthAnchor)
        let inside = root.widthAnchor.constraint(equalTo: child.widthAnchor)
        let reports = reportedProblems { root.addConstraints([outside, inside]) }
        #expect(reports.count == 1)
        #expect(reports.first?.isLogged == true)
        #expect(reports.first?.message.hasPrefix("The view hierarchy is not prepared for the constraint: ") == true)
        #expect(reports.first?.message.hasSuffix("This will crash if the constraint needs to be resolved before the view hierarchy is assembled. Break on -[UIView(UIConstraintBasedLayout) _viewHierarchyUnpreparedForConstraint:] to debug.") == true)
        #expect(!outside.isActive)
        #expect(inside.isActive)    // the next constraint of the same call was added
        #expect(root.constraints.map(ObjectIdentifier.init) == [ObjectIdentifier(inside)])
    }

    @Test func aNaNOpacityIsLoggedAndRefusedAndTheProgramGoesOn() {
        let view = UIView()
        view.alpha = 0.5
        let reports = reportedProblems {
            view.alpha = .nan
            view.layer.opacity = .nan
        }
        #expect(reports == [ReportedProblem(message: "CALayer opacity is NaN", exceptionName: nil),
                            ReportedProblem(message: "CALayer opacity is NaN", exceptionName: nil)])
        #expect(view.alpha == 0.5)
        view.alpha = 0.25
        #expect(view.alpha == 0.25)
    }

    @Test func geometryThatMakesTheFrameInfiniteIsLoggedAndRefused() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
        let reports = reportedProblems {
            view.transform = CGAffineTransform(scaleX: 1e307, y: 1e307)
            view.center = CGPoint(x: 100, y: 100)
        }
        #expect(reports == [ReportedProblem(message: "CALayer transform [1e+307 0 0 1e+307 0 0] makes the frame infinite: [-1.5e+308 -inf; inf inf]",
                                            exceptionName: nil)])
        #expect(view.transform == .identity)
        #expect(view.frame == CGRect(x: 85, y: 80, width: 30, height: 40))    // the next line ran
    }

    @Test func hitTestingPastItsNestingLimitIsLoggedAndTheTouchGoesOn() {
        // A device has no such limit; here the touch stops at the view reached, logged.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var parent: UIView = window
        var chain: [UIView] = []
        for _ in 0..<1_050 {
            let view = NestingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(view)
            chain.append(view)
            parent = view
        }
        var hit: UIView?
        let reports = reportedProblems { hit = window.hitTest(CGPoint(x: 50, y: 50), with: nil) }
        #expect(reports.count == 1)
        #expect(reports.first?.isLogged == true)
        #expect(reports.first?.message.hasPrefix("hitTest(_:with:) went more than 1000 overridable calls deep at <NestingView") == true)
        #expect(hit === chain[999])
        window.subviews.first?.removeFromSuperview()
    }
}
