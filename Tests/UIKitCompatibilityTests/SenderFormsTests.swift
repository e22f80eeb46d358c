// SenderFormsTests.swift: the selector replacements take methods as iOS code declares them: a
// notification observer taking `NSNotification`, timer and `perform` actions whose parameter is
// `AnyObject`, `Any` or `Any?` (the sender), with only the `#selector` line changed.
import Testing
import UIKit

extension Notification.Name {
    static let senderFormsDidChange = Notification.Name("SenderFormsDidChange")
}

/// A controller written as Objective-C-era iOS code writes its actions.
@MainActor
final class SenderFormsController: UIViewController {
    var keyboardHeights: [CGFloat] = []
    var senders: [String] = []

    // iOS: NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), ...)
    func keyboardWillShow(_ notification: NSNotification) {
        let frame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
        keyboardHeights.append(frame?.height ?? -1)
    }

    // iOS: @objc func tick(_ sender: AnyObject)
    func tickAnyObject(_ sender: AnyObject) { senders.append("AnyObject \(sender is Timer)") }
    // iOS: @objc func tick(_ sender: Any)
    func tickAny(_ sender: Any) { senders.append("Any \(sender is Timer)") }
    // iOS: @objc func tick(_ sender: Any?)
    func tickOptional(_ sender: Any?) { senders.append("Any? \(sender is Timer)") }
    // iOS: @objc func reload(_ sender: AnyObject?)
    func reload(_ sender: AnyObject?) { senders.append("reload \(sender === self)") }
}

@MainActor
@Suite("Selector replacements take iOS's sender types", .headless)
struct SenderFormsTests {
    @Test func anObserverMethodTakingNSNotificationGetsTheNameObjectAndUserInfo() {
        let controller = SenderFormsController()
        let center = NotificationCenter()
        center.addObserver(controller, action: SenderFormsController.keyboardWillShow,
                           name: .senderFormsDidChange, object: nil)
        center.post(name: .senderFormsDidChange, object: nil,
                    userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 400, width: 320, height: 216)])
        #expect(controller.keyboardHeights == [216])
        center.removeObserver(controller)
        center.post(name: .senderFormsDidChange, object: nil)
        #expect(controller.keyboardHeights == [216])
    }

    @Test func timerActionsTakeTheTimerAsAnyObjectAnyOrOptionalAny() {
        let controller = SenderFormsController()
        Timer.scheduledTimer(timeInterval: 1, target: controller, action: SenderFormsController.tickAnyObject,
                             userInfo: nil, repeats: false)
        Timer.scheduledTimer(timeInterval: 2, target: controller, action: SenderFormsController.tickAny,
                             userInfo: nil, repeats: false)
        let optional = Timer(timeInterval: 3, target: controller, action: SenderFormsController.tickOptional,
                             userInfo: nil, repeats: false)
        RunLoop.main.add(optional, forMode: .common)
        Headless.advance(by: 3)
        #expect(controller.senders == ["AnyObject true", "Any true", "Any? true"])
    }

    @Test func performTakesAnOptionalObjectSender() {
        let controller = SenderFormsController()
        controller.perform(SenderFormsController.reload, with: controller, afterDelay: 0.5)
        controller.perform(SenderFormsController.tickOptional, with: nil, afterDelay: 0.5)
        Headless.advance(by: 0.5)
        #expect(controller.senders == ["reload true", "Any? false"])
    }
}
