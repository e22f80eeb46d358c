// KeyboardTests.swift: the simulated keyboard (Window/SoftwareKeyboard.swift): it follows the
// first responder, posts UIKit's notifications with their userInfo, moves on the virtual clock,
// hosts input views, and is drawn over the window's picture.

import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// A minimal view that takes typed text, as an app's custom input view adopts UIKeyInput.
@MainActor
final class TypingView: UIView, UIKeyInput {
    var typed = ""
    var accessory: UIView?
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    override var inputAccessoryView: UIView? { accessory }
    var hasText: Bool { !typed.isEmpty }
    func insertText(_ text: String) { typed += text }
    func deleteBackward() { if !typed.isEmpty { typed.removeLast() } }
}

/// Records the keyboard notifications, with the frames and animation values they carry.
@MainActor
final class KeyboardLog {
    struct Entry {
        var name: String
        var begin: CGRect?
        var end: CGRect?
        var duration: Double?
        var curve: Int?
        var isLocal: Bool?
    }
    var entries: [Entry] = []
    var names: [String] { entries.map(\.name) }

    init() {
        let center = NotificationCenter.default
        for name in [UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                     UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                     UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification] {
            center.addObserver(self, action: KeyboardLog.record, name: name, object: nil)
        }
    }

    func record(_ notification: Notification) {
        let info = notification.userInfo
        let short = notification.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "")
            .replacingOccurrences(of: "Notification", with: "")
        entries.append(Entry(name: short,
                             begin: (info?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue,
                             end: (info?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
                             duration: info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
                             curve: info?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
                             isLocal: info?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool))
    }
}

@MainActor
@Suite("The simulated keyboard", .headless)
struct KeyboardTests {
    private func makeTypingView(in window: UIWindow) -> TypingView {
        let view = TypingView(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        window.addSubview(view)
        return view
    }

    @Test func aKeyInputBecomingFirstResponderRaisesTheKeyboardWithUIKitsNotifications() throws {
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        let log = KeyboardLog()

        #expect(view.becomeFirstResponder())
        #expect(log.names == ["WillChangeFrame", "WillShow"])
        let willShow = try #require(log.entries.last)
        #expect(willShow.begin == CGRect(x: 0, y: 480, width: 320, height: 216))
        #expect(willShow.end == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(willShow.duration == 0.25)
        #expect(willShow.curve == 7)
        #expect(willShow.isLocal == true)

        Headless.advance(by: 0.125)
        let halfway = try #require(Headless.keyboardFrame)
        #expect(halfway.minY > 264 && halfway.minY < 480)
        #expect(log.names.count == 2)

        Headless.advance(by: 0.125)
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(Headless.keyboardFrame == CGRect(x: 0, y: 264, width: 320, height: 216))
    }

    @Test func resigningTakesTheKeyboardDown() throws {
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        view.becomeFirstResponder()
        Headless.advance(by: 1)
        let log = KeyboardLog()

        #expect(view.resignFirstResponder())
        #expect(log.names == ["WillChangeFrame", "WillHide"])
        let willHide = try #require(log.entries.last)
        #expect(willHide.begin == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(willHide.end == CGRect(x: 0, y: 480, width: 320, height: 216))
        #expect(Headless.keyboardFrame != nil)         // still on its way down
        Headless.advance(by: 0.25)
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(Headless.keyboardFrame == nil)
    }

    @Test func movingBetweenTwoInputsChangesTheFrameWithoutHidingOrShowing() {
        let window = makeVisibleWindow()
        let first = makeTypingView(in: window)
        let second = makeTypingView(in: window)
        second.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        first.becomeFirstResponder()
        Headless.advance(by: 1)
        let log = KeyboardLog()

        #expect(second.becomeFirstResponder())
        #expect(log.names == ["WillChangeFrame"])
        #expect(log.entries.first?.begin == CGRect(x: 0, y: 264, width: 320, height: 216))
        #expect(log.entries.first?.end == CGRect(x: 0, y: 220, width: 320, height: 260))
        Headless.advance(by: 1)
        #expect(log.names == ["WillChangeFrame", "DidChangeFrame"])
    }

    @Test func aResponderThatTakesNoTypingRaisesNoKeyboard() {
        final class Focusable: UIView { override var canBecomeFirstResponder: Bool { true } }
        let window = makeVisibleWindow()
        let view = Focusable(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        let log = KeyboardLog()
        #expect(view.becomeFirstResponder())
        Headless.advance(by: 1)
        #expect(log.names.isEmpty)
        #expect(Headless.keyboardFrame == nil)
    }

    @Test func theKeyboardHeightFollowsTheScreen() throws {
        func keyboardHeight() throws -> CGFloat {
            let window = UIWindow()
            window.makeKeyAndVisible()
            let view = makeTypingView(in: window)
            view.becomeFirstResponder()
            Headless.advance(by: 1)
            let frame = try #require(Headless.keyboardFrame)
            #expect(frame.maxY == UIScreen.main.bounds.maxY)
            view.resignFirstResponder()
            Headless.advance(by: 1)
            return frame.height
        }
        #expect(try keyboardHeight() == 216)                       // 320 x 480, upright
        Headless.setScreen(size: CGSize(width: 480, height: 320), scale: 2)
        #expect(try keyboardHeight() == 162)                       // on its side
        Headless.setScreen(size: CGSize(width: 390, height: 844), scale: 3,
                           safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(try keyboardHeight() == 250)                       // over the home indicator too
        Headless.setScreen(size: CGSize(width: 768, height: 1024), scale: 2)
        #expect(try keyboardHeight() == 264)                       // a tablet
    }

    @Test func anAccessoryViewRidesOnTopOfTheKeysAndCanBeTapped() throws {
        final class Target { var taps = 0; func tapped() { taps += 1 } }
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        let target = Target()
        let recognizer = UITapGestureRecognizer(target: target, action: Target.tapped)
        bar.addGestureRecognizer(recognizer)
        view.accessory = bar
        view.becomeFirstResponder()
        Headless.advance(by: 1)

        #expect(Headless.keyboardFrame == CGRect(x: 0, y: 220, width: 320, height: 260))
        #expect(bar.window != nil && bar.window !== window)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(bar.convert(CGPoint.zero, to: nil) == .zero)      // the keyboard's own window
        bar.tap()
        #expect(target.taps == 1)

        view.resignFirstResponder()
        Headless.advance(by: 1)
        #expect(bar.window == nil)
    }

    @Test func aResponderWithOnlyAnAccessoryShowsItAloneAtTheBottom() {
        final class ChatController: UIViewController {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
            override var canBecomeFirstResponder: Bool { true }
            override var inputAccessoryView: UIView? { bar }
        }
        let controller = ChatController()
        let window = makeVisibleWindow()
        window.rootViewController = controller
        #expect(controller.becomeFirstResponder())
        Headless.advance(by: 1)
        #expect(Headless.keyboardFrame == CGRect(x: 0, y: 430, width: 320, height: 50))
    }

    @Test func reloadInputViewsResizesTheKeyboard() {
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        view.becomeFirstResponder()
        Headless.advance(by: 1)
        let log = KeyboardLog()
        view.accessory = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        view.reloadInputViews()
        Headless.advance(by: 1)
        #expect(log.names == ["WillChangeFrame", "DidChangeFrame"])
        #expect(Headless.keyboardFrame == CGRect(x: 0, y: 234, width: 320, height: 246))
    }

    // MARK: - Forced resignation

    @Test func aFirstResponderRemovedFromItsWindowResignsEvenIfItWouldRefuse() {
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        view.refusesToResign = true
        view.becomeFirstResponder()
        Headless.advance(by: 1)
        #expect(!view.resignFirstResponder())                      // asked: it refuses

        view.removeFromSuperview()
        #expect(!view.isFirstResponder)
        Headless.advance(by: 1)
        #expect(Headless.keyboardFrame == nil)
        #expect(view.typed.isEmpty && view.superview == nil)
    }

    @Test func endEditingAsksUnlessForced() {
        let window = makeVisibleWindow()
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let view = makeTypingView(in: window)
        container.addSubview(view)
        view.refusesToResign = true
        view.becomeFirstResponder()

        #expect(!container.endEditing(false))
        #expect(view.isFirstResponder)
        #expect(container.endEditing(true))
        #expect(!view.isFirstResponder)
        #expect(window.endEditing(false))                         // nothing left to resign
    }

    // MARK: - Typing

    @Test func typeTextSendsOneKeyAtATimeToTheFirstResponder() {
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        view.becomeFirstResponder()
        view.typeText("héllo👋🏽\u{8}!\n")
        #expect(view.typed == "héllo!\n")
    }

    @Test func typingIntoAnythingButTheFirstResponderIsRefused() {
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        let messages = Headless.recordingViolations { view.typeText("a") }
        #expect(messages == ["Cannot type into \(view.description): it is not the first responder (call becomeFirstResponder() or tap it)"])
        #expect(view.typed.isEmpty)
    }

    // MARK: - Taps and pictures

    @Test func aTapCannotReachAViewUnderTheKeyboard() {
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        let covered = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 60))
        let tall = UIView(frame: CGRect(x: 0, y: 200, width: 320, height: 200))
        window.addSubview(covered)
        window.addSubview(tall)
        view.becomeFirstResponder()
        Headless.advance(by: 1)

        let messages = Headless.recordingViolations { covered.tap() }
        #expect(messages == ["Cannot tap \(covered.description): the keyboard covers it"])
        // A view partly above the keyboard is tapped in the part a person can reach.
        #expect(tall.tap() === tall)
    }

    @Test func theWindowsPictureShowsTheKeyboardOnTop() throws {
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        #expect(!window.renderSVG().contains("keyboard"))
        view.becomeFirstResponder()
        Headless.advance(by: 1)
        let svg = window.renderSVG()
        #expect(svg.contains("keyboard"))
        #expect(svg.contains(">return</text>"))
        #expect(svg.contains(">Q</text>"))
    }

    @Test func resetTakesTheKeyboardAwayWithoutNotifications() {
        let window = makeVisibleWindow()
        let view = makeTypingView(in: window)
        view.becomeFirstResponder()
        Headless.advance(by: 1)
        Headless.reset()
        #expect(Headless.keyboardFrame == nil)
        #expect(!view.isFirstResponder)
    }

    @Test func thePasteboardBelongsToTheRuntime() {
        let pasteboard = UIPasteboard.general
        #expect(!pasteboard.hasStrings && pasteboard.string == nil)
        pasteboard.string = "hello"
        #expect(pasteboard.strings == ["hello"] && pasteboard.numberOfItems == 1 && pasteboard.changeCount == 1)
        Headless.reset()
        #expect(UIPasteboard.general.string == nil)
    }

    @Test func rectanglesBoxedInNSValueComeBackOut() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect)
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: 6)).cgPointValue == CGPoint(x: 5, y: 6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        // As on Apple platforms, a boxed rectangle casts to CGRect and a rectangle to NSValue.
        let info: [AnyHashable: Any] = ["boxed": NSValue(cgRect: rect), "plain": rect,
                                        "point": NSValue(cgPoint: .zero)]
        #expect(info["boxed"] as? CGRect == rect)
        #expect((info["plain"] as? NSValue)?.cgRectValue == rect)
        #expect(info["point"] as? CGRect == nil)
    }
}
