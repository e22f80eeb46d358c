// UIResponder+KeyboardNotifications.swift: the keyboard notification names and userInfo keys,
// with UIKit's string values. The simulated keyboard (Window/SoftwareKeyboard.swift) posts them:
// frames as `NSValue`s, the duration and curve as `NSNumber`s.

extension UIResponder {
    /// Posted before the keyboard appears.
    nonisolated public static let keyboardWillShowNotification
        = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    nonisolated public static let keyboardDidShowNotification
        = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    nonisolated public static let keyboardWillHideNotification
        = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    nonisolated public static let keyboardDidHideNotification
        = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification
        = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification
        = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The `userInfo` key of the keyboard's frame (a `CGRect` in screen coordinates) at the start
    /// of the change.
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The `userInfo` key of the keyboard's frame (a `CGRect` in screen coordinates) at the end
    /// of the change.
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The `userInfo` key of the duration (a `Double`, in seconds) of the keyboard's animation.
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The `userInfo` key of the curve (a `UIView.AnimationCurve` raw value) of the keyboard's
    /// animation.
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
}

extension UIResponder {
    /// The `userInfo` key of whether the keyboard belongs to this app (a `Bool` in an `NSNumber`;
    /// always true here).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
