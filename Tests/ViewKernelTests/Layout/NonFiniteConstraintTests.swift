// NonFiniteConstraintTests.swift: constants, multipliers and priorities UIKit refuses are refused
// here with UIKit's messages and change nothing; a constant beyond UIKit's limit is replaced by
// the limit, with the message UIKit logs once, instead of breaking the layout for good.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

@MainActor
@Suite("Non-finite constants, multipliers and priorities", .headless)
struct NonFiniteConstraintTests {
    /// A child pinned to the top left of a 320 x 200 root, 100 wide and 40 high.
    private func scene() -> (root: UIView, child: UIView, width: NSLayoutConstraint) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.heightAnchor.constraint(equalToConstant: 40), width])
        root.layoutIfNeeded()
        return (root, child, width)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity])
    func settingANonFiniteConstantIsRefusedAndChangesNothing(value: CGFloat) {
        let (root, child, width) = scene()
        let messages = Headless.recordingViolations { width.constant = value }
        #expect(messages == ["NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(String(format: "%g", Double(value))) firstAnchor:<NSLayoutDimension \"UIView.width\"> secondAnchor:(null)"])
        #expect(width.constant == 100)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func makingAConstraintWithANonFiniteConstantIsRefusedAndItNeverActivates() {
        let (root, child, _) = scene()
        var made: NSLayoutConstraint?
        let messages = Headless.recordingViolations {
            made = child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: .nan)
        }
        #expect(messages == ["NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:<NSLayoutXAxisAnchor \"UIView.leading\"> secondAnchor:<NSLayoutXAxisAnchor \"UIView.leading\">"])
        made?.isActive = true
        #expect(made?.isActive == false)
        root.layoutIfNeeded()
        #expect(child.frame.minX == 0)
    }

    @Test(arguments: [CGFloat.nan, .infinity])
    func aNonFiniteMultiplierIsRefusedWithUIKitsMessage(value: CGFloat) {
        let (root, child, _) = scene()
        var made: NSLayoutConstraint?
        let messages = Headless.recordingViolations {
            made = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: value)
        }
        #expect(messages == ["Multiplier is not finite!  That's illegal.  multiplier:\(String(format: "%g", Double(value)))"])
        made?.isActive = true
        #expect(made?.isActive == false)
    }

    @Test(arguments: [Float(0), -1, 1000.5, 5000, .nan, .infinity])
    func aPriorityOutsideZeroToAThousandIsRefused(value: Float) {
        let (_, child, width) = scene()
        let inactive = child.widthAnchor.constraint(equalToConstant: 50)
        inactive.priority = .defaultLow
        for constraint in [width, inactive] {
            let before = constraint.priority
            let messages = Headless.recordingViolations { constraint.priority = UILayoutPriority(value) }
            #expect(messages == ["It's illegal to set priority:\(String(format: "%g", Double(value))).  Priorities must be greater than 0 and less or equal to NSLayoutPriorityRequired, which is 1000.000000."])
            #expect(constraint.priority == before)
        }
    }

    @Test func aPriorityWithinTheRangeIsTaken() {
        let (_, _, width) = scene()
        width.isActive = false
        for value: Float in [0.5, 1, 250, 999, 1000] {
            width.priority = UILayoutPriority(value)
            #expect(width.priority.rawValue == value)
        }
    }

    @Test func aHugeConstantIsReplacedByUIKitsLimitAndTheLayoutStaysUsable() {
        let (root, child, width) = scene()
        let messages = Headless.recordingViolations {
            width.constant = .greatestFiniteMagnitude
            width.constant = -1e300
        }
        #expect(messages == ["This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  A smaller value will be substituted, but this problem should be fixed. Break on BOOL _NSLayoutConstraintNumberExceedsLimit() to debug.  This will be logged only once.  This may break in the future."])
        #expect(width.constant == -2_777_777)
        width.constant = 2_777_777     // the limit itself is allowed, silently
        root.layoutIfNeeded()
        #expect(child.frame.width == 2_777_777)
        width.constant = 60
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 60, height: 40))
    }

    @Test func aHugeConstantAtCreationIsLimitedToo() {
        let (root, child, width) = scene()
        width.isActive = false
        var limited: NSLayoutConstraint?
        let messages = Headless.recordingViolations {
            limited = child.widthAnchor.constraint(lessThanOrEqualToConstant: .greatestFiniteMagnitude)
        }
        #expect(messages.count == 1)
        #expect(limited?.constant == 2_777_777)
        child.widthAnchor.constraint(equalToConstant: 70).isActive = true
        limited?.isActive = true
        root.layoutIfNeeded()
        #expect(child.frame.width == 70)
    }
}
