// UIGestureRecognizerDelegate.swift: the questions a gesture recognizer asks its delegate.

/// The delegate of a gesture recognizer, as UIKit's `UIGestureRecognizerDelegate`.
///
/// Every method is optional, as in UIKit: the defaults (in the extension below) let the recognizer
/// begin, receive every touch, and recognize alone.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    /// Asked when the recognizer is about to leave `.possible` (to begin or to recognize a discrete
    /// gesture); returning false makes it fail instead. True by default.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool

    /// Asked when a touch goes down in the recognizer's view or a subview; returning false keeps
    /// the touch from the recognizer. True by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool

    /// Asked when one of the two recognizers would keep the other from recognizing; returning true
    /// lets both recognize. False by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `gestureRecognizer` waits for `otherGestureRecognizer` to fail before it recognizes,
    /// as `require(toFail:)` makes it. False by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool

    /// Whether `otherGestureRecognizer` waits for `gestureRecognizer` to fail before it recognizes.
    /// False by default.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// UIKit's default: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// UIKit's default: the recognizer receives every touch.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }

    /// UIKit's default: recognizers do not recognize together.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// UIKit's default: no failure requirement beyond `require(toFail:)`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }

    /// UIKit's default: no failure requirement beyond `require(toFail:)`.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        false
    }
}
