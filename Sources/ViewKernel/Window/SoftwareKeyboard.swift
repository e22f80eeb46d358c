// SoftwareKeyboard.swift: the simulated keyboard: it rises when a responder that takes typed text
// becomes the first responder, goes down when none does, posts UIKit's keyboard notifications
// and moves on the virtual clock. Docs/Concepts/TextInput.md tells the story; the heights are in
// Docs/Differences.md.

/// The keyboard of the headless screen, one per runtime (`Headless.current.keyboard`).
///
/// It follows the first responder: after every change of first responder (and
/// `reloadInputViews()`), ``update()`` compares what the new first responder needs with what is
/// shown, and shows, moves or hides the keyboard. A change made of several steps (a text field
/// that resigns so another can begin editing) is one move: callers wrap the steps in
/// ``holdingUpdates(_:)``.
@MainActor
final class SoftwareKeyboard {
    /// How long the keyboard takes to rise or fall, as UIKit reports it.
    static let animationDuration: TimeInterval = 0.25
    /// The curve UIKit reports for the keyboard's animation: 7, a private curve (no
    /// `UIView.AnimationCurve` case has it). The keyboard moves with ease-in-out here.
    static let animationCurveRawValue = 7

    /// Nesting depth of ``holdingUpdates(_:)``, and whether an update waits for it to end.
    private var holdDepth = 0
    private var needsUpdate = false

    /// The window the keyboard is drawn in; made the first time the keyboard shows. It is not in
    /// `UIApplication.shared.windows`.
    private(set) var window: KeyboardWindow?

    /// The keyboard's frame once its animation ends, in screen coordinates; nil while hidden or
    /// going down.
    private(set) var targetFrame: CGRect?

    /// Counts moves, so that the end of an old animation does not hide a keyboard shown since.
    private var generation = 0

    /// The keyboard layout guides made so far, not retained (their views hold them).
    private var guides: [WeakKeyboardGuide] = []

    // MARK: - Following the first responder

    /// Runs `body`, then updates the keyboard once for the first responder it leaves (the
    /// outermost call updates).
    static func holdingUpdates<Result>(_ body: () -> Result) -> Result {
        let keyboard = Headless.current.keyboard
        keyboard.holdDepth += 1
        defer {
            keyboard.holdDepth -= 1
            if keyboard.holdDepth == 0, keyboard.needsUpdate { keyboard.update() }
        }
        return body()
    }

    /// The first responder changed, or its input views did: updates the keyboard now, or when
    /// the outermost ``holdingUpdates(_:)`` ends.
    func setNeedsUpdate() {
        needsUpdate = true
        if holdDepth == 0 { update() }
    }

    /// Shows, moves or hides the keyboard for the current first responder.
    func update() {
        needsUpdate = false
        let responder = Headless.current.firstResponder
        guard let responder, let layout = KeyboardLayout(for: responder, screen: UIScreen.main) else {
            if targetFrame != nil { hide() }
            return
        }
        let window = self.window ?? makeWindow()
        window.owner = responder
        if let shown = targetFrame {
            let begin = window.layer.presentation()?.frame ?? shown
            window.host(layout)
            move(window, from: begin, to: layout.frame, showing: nil)
        } else {
            let begin = layout.frame.offsetBy(dx: 0, dy: UIScreen.main.bounds.maxY - layout.frame.minY)
            let current = window.isHidden ? begin : (window.layer.presentation()?.frame ?? begin)
            window.host(layout)
            move(window, from: current, to: layout.frame, showing: true)
        }
    }

    /// Takes the keyboard down below the screen.
    private func hide() {
        guard let window, let shown = targetFrame else { return }
        let begin = window.layer.presentation()?.frame ?? shown
        let end = shown.offsetBy(dx: 0, dy: UIScreen.main.bounds.maxY - shown.minY)
        move(window, from: begin, to: end, showing: false)
    }

    /// Posts the "will" notifications, animates the window from `begin` to `end` and posts the
    /// "did" notifications when it arrives. `showing` is true for a show, false for a hide and
    /// nil for a change of frame while shown.
    private func move(_ window: KeyboardWindow, from begin: CGRect, to end: CGRect, showing: Bool?) {
        generation += 1
        let moveNumber = generation
        targetFrame = showing == false ? nil : end
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: SoftwareKeyboard.animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: SoftwareKeyboard.animationCurveRawValue),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        UIView.performWithoutAnimation {
            window.frame = begin
            window.isHidden = false
        }
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        switch showing {
        case true?: center.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
        case false?: center.post(name: UIResponder.keyboardWillHideNotification, object: nil, userInfo: info)
        case nil: break
        }
        UIView.animate(withDuration: SoftwareKeyboard.animationDuration, delay: 0,
                       options: [.beginFromCurrentState, .curveEaseInOut, .overrideInheritedDuration,
                                 .overrideInheritedCurve],
                       animations: { [weak self] in
            window.frame = end
            self?.moveGuides(to: showing == false ? nil : end)
        },
                       completion: { [weak self, weak window] _ in
            center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            switch showing {
            case true?: center.post(name: UIResponder.keyboardDidShowNotification, object: nil, userInfo: info)
            case false?: center.post(name: UIResponder.keyboardDidHideNotification, object: nil, userInfo: info)
            case nil: break
            }
            guard let self, let window, showing == false, self.generation == moveNumber else { return }
            window.isHidden = true
            window.host(nil)
        })
    }

    // MARK: - Keyboard layout guides

    /// Follows `guide` from now on (Layout/UIKeyboardLayoutGuide.swift).
    func track(_ guide: UIKeyboardLayoutGuide) {
        guides.removeAll { $0.guide == nil }
        guides.append(WeakKeyboardGuide(guide: guide))
    }

    /// Moves every guide to a keyboard at `frame` (nil: hidden) and lays their windows out, inside
    /// the keyboard's animation, so that what is pinned to a guide moves with the keyboard.
    private func moveGuides(to frame: CGRect?) {
        guard !guides.isEmpty else { return }
        var windows: [UIWindow] = []
        for entry in guides {
            guard let guide = entry.guide else { continue }
            guide.follow(frame)
            if let window = guide.owningView?.window, !windows.contains(where: { $0 === window }) { windows.append(window) }
        }
        for window in windows { window.layoutIfNeeded() }
    }

    // MARK: - Reading

    /// The keyboard's frame on screen now, in screen coordinates: mid-animation, where it is now;
    /// nil when no keyboard shows.
    var visibleFrame: CGRect? {
        guard let window, !window.isHidden else { return nil }
        return window.layer.presentation()?.frame ?? window.frame
    }

    // MARK: - The window

    private func makeWindow() -> KeyboardWindow {
        let window = KeyboardWindow(frame: .zero)
        Headless.current.forgetWindow(window)
        self.window = window
        return window
    }

    /// Lets go of the keyboard without notifications, as `Headless.reset()` ends a runtime.
    func end() {
        generation += 1
        targetFrame = nil
        window?.hideWithoutNotifying()
        window?.host(nil)
    }
}

extension Headless {
    /// The frame of the simulated keyboard on screen now, in screen coordinates (while it moves,
    /// where it is at `Headless.now`); nil when no keyboard shows. It rises when a responder that
    /// takes typed text (a `UIKeyInput`, or one with an `inputView` or `inputAccessoryView`)
    /// becomes the first responder; its height is in Docs/Differences.md.
    public static var keyboardFrame: CGRect? {
        current.keyboard.visibleFrame
    }
}

/// What the keyboard shows for a responder: its input view or the keys, its accessory view, and
/// the frame they take together at the bottom of the screen.
@MainActor
struct KeyboardLayout {
    /// The view above the keys, and its height.
    let accessory: UIView?
    let accessoryHeight: CGFloat
    /// The responder's own input view in place of the keys, if any.
    let inputView: UIView?
    /// The height of the keys or the input view (0: only an accessory shows).
    let keysHeight: CGFloat
    /// The whole keyboard, in screen coordinates.
    let frame: CGRect

    /// The layout for `responder`, or nil when it needs no keyboard: it neither takes typed text
    /// (`UIKeyInput`) nor has an input view or an accessory view.
    init?(for responder: UIResponder, screen: UIScreen) {
        let accessory = responder.inputAccessoryView
        let inputView = responder.inputView
        guard responder is UIKeyInput || accessory != nil || inputView != nil else { return nil }
        self.accessory = accessory
        self.inputView = inputView
        accessoryHeight = accessory.map(KeyboardLayout.height(of:)) ?? 0
        if let inputView {
            keysHeight = KeyboardLayout.height(of: inputView)
        } else if responder is UIKeyInput {
            keysHeight = KeyboardLayout.keysHeight(on: screen)
        } else {
            keysHeight = 0
        }
        let bounds = screen.bounds
        let height = accessoryHeight + keysHeight
        frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// The height of the keys on `screen` (Docs/Differences.md): 216 points on a phone held
    /// upright, 162 on its side; 264 and 352 on a tablet (a screen at least 768 points on its
    /// shorter side); plus the screen's bottom safe-area inset, which the keyboard covers.
    static func keysHeight(on screen: UIScreen) -> CGFloat {
        let size = screen.bounds.size
        let upright = size.height >= size.width
        let isTablet = min(size.width, size.height) >= 768
        let keys: CGFloat = isTablet ? (upright ? 264 : 352) : (upright ? 216 : 162)
        return keys + screen.safeAreaInsetsStorage.bottom
    }

    /// A hosted view's height: its frame's, or its intrinsic height when its frame has none.
    static func height(of view: UIView) -> CGFloat {
        let height = view.frame.height
        if height > 0 { return height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 && intrinsic != UIView.noIntrinsicMetric ? intrinsic : 0
    }
}

/// A keyboard layout guide, not retained.
private struct WeakKeyboardGuide {
    weak var guide: UIKeyboardLayoutGuide?
}
