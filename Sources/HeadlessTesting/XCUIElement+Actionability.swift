// XCUIElement+Actionability.swift: before an action, waiting on the virtual clock until the
// element can take it (it exists, stands still, is enabled, a tap reaches it, it has the
// keyboard), as Playwright and EarlGrey wait; on a timeout, a failure saying what was not ready.

@_spi(Testing) import ViewWidgets

extension XCUIElement {
    /// How long an action (`tap()`, `typeText(_:)`, `swipeUp()`...) waits, in seconds of virtual
    /// time, for its element to be ready: 5 by default. Then an element that does not exist, is
    /// covered or has no keyboard fails the test; one that still moves (an endless animation) is
    /// acted on, as XCUITest acts once its wait for idle gives up. Waiting advances the
    /// virtual clock a frame at a time (timers fire, animations and transitions progress); it never
    /// sleeps, and an element that is ready costs no time. A negative value counts as 0 (no wait),
    /// a value over 600 (or not finite) as 600.
    ///
    /// The `.headless` trait (and ``HeadlessTestCase``) sets it back to
    /// ``defaultActionTimeout`` before each test, or to the trait's `actionTimeout:`; a test may
    /// change it for what follows. Not XCUITest API: XCUITest only waits for the app to be idle.
    public static var actionTimeout: TimeInterval = defaultActionTimeout

    /// The action timeout each test starts with: 5 seconds.
    public static let defaultActionTimeout: TimeInterval = 5

    /// What an action needs of its element before it runs; the element must always exist.
    struct Readiness: OptionSet {
        let rawValue: Int
        /// Neither it nor a superview is being animated, nor a scroll view it is in scrolling.
        static let still = Readiness(rawValue: 1 << 0)
        /// It is enabled (`isEnabled`), or the app has nothing under way that could enable it.
        static let enabled = Readiness(rawValue: 1 << 1)
        /// A tap at its centre reaches it.
        static let hittable = Readiness(rawValue: 1 << 2)
        /// It, or a view inside it, has the keyboard, and the keyboard stands still.
        static let focused = Readiness(rawValue: 1 << 3)

        /// A tap, a double tap or a press: everything but the keyboard.
        static let touch: Readiness = [.still, .enabled, .hittable]
        /// A swipe: an element that is disabled can still be swiped over, as Playwright drags.
        static let swipe: Readiness = [.still, .hittable]
        /// Typing: no touch is made, so the element may be covered (by the keyboard, say).
        static let typing: Readiness = [.still, .enabled, .focused]
    }

    /// Why an element is not ready yet; the first of these found, in this order.
    enum NotReady {
        case missing(ElementFailure)
        case moving(UIView, keys: [String])
        case scrolling(UIScrollView)
        case disabled
        case notHittable(String)
        case unfocused
        case keyboardMoving

        /// Whether the element only moves (an animation, a scroll).
        var isMotion: Bool {
            switch self {
            case .moving, .scrolling: return true
            default: return false
            }
        }

        /// Whether the element is only disabled.
        var isDisabled: Bool {
            if case .disabled = self { return true }
            return false
        }

        /// The condition still false, as a failure says it.
        var condition: String {
            switch self {
            case .missing: return "it does not exist"
            case .moving(_, let keys): return "it is moving (animation of \(keys.joined(separator: ", ")))"
            case .scrolling: return "it is moving (a scroll view it is in is scrolling)"
            case .disabled: return "it is not enabled"
            case .notHittable(let reason): return "it is not hittable: \(reason)"
            case .unfocused: return "neither element nor any descendant has keyboard focus"
            case .keyboardMoving: return "the keyboard is still moving"
            }
        }
    }

    /// The element once it is ready for `action`, waiting for it on the virtual clock a
    /// frame at a time up to ``actionTimeout``; nil after failing the test, saying what was not
    /// ready and what was still under way.
    func waitUntilReady(for action: String, _ readiness: Readiness, _ here: TestLocation) -> ReadyElement? {
        let timeout = XCUIElement.effectiveActionTimeout
        let deadline = Headless.now + timeout
        var scrolled = false
        while true {
            let state = readinessState(readiness)
            if case .ready(let ready) = state { return ready }
            let left = deadline - Headless.now
            // A disabled element is waited for while the app still has something under way that
            // may enable it; once it is idle, or the time is up, it is acted on as XCUITest does
            // (a tap on a disabled button does nothing).
            if case .notReady(.disabled) = state, left <= 1e-9 || !XCUIElement.appIsBusy(before: deadline),
               case .ready(let ready) = readinessState(readiness.subtracting(.enabled)) {
                return ready
            }
            guard left > 1e-9 else {
                // Still moving after the whole wait (an endless animation): acted on as it is.
                if case .ready(let ready) = readinessState(readiness.subtracting([.still, .enabled])),
                   case .notReady(let why) = state, why.isMotion || why.isDisabled {
                    return ready
                }
                // The reason that stops the action, not a disabled state that would not have.
                var reason = state
                if case .notReady(.disabled) = state { reason = readinessState(readiness.subtracting(.enabled)) }
                if case .notReady(let notReady) = reason {
                    here.fail(ActionabilityReport.message(action: action, element: self, notReady: notReady, waited: timeout))
                }
                return nil
            }
            // An element outside the visible part of a scroll view is scrolled into view, as
            // XCUITest scrolls before a tap.
            // (At most once a frame, so a scroll view that cannot show it all never loops.)
            if !scrolled, case .notReady(.notHittable) = state, let view = evaluate().first, XCUIElement.scrollIntoView(view) {
                scrolled = true
                continue
            }
            scrolled = false
            Headless.advance(by: min(UIWindow.simulatedFrameDuration, left))
        }
    }

    /// Whether something that may still change the screen is under way: an animation, a
    /// transition, the keyboard moving, or a one-shot timer or delayed call due before
    /// `deadline` (a repeating timer is always pending and does not count).
    static func appIsBusy(before deadline: TimeInterval) -> Bool {
        Headless.hasRunningAnimations || !Headless.transitionsUnderWay.isEmpty || Headless.isKeyboardMoving
            || Headless.hasOneShotWork(dueBy: deadline)
    }

    /// ``actionTimeout`` within its bounds.
    static var effectiveActionTimeout: TimeInterval {
        let value = actionTimeout
        guard value.isFinite else { return value.isNaN ? 0 : longestSettle }
        return min(max(0, value), longestSettle)
    }

    /// An element ready for an action: its view, and where a touch reaches it when the action
    /// asked for ``Readiness/hittable``.
    struct ReadyElement {
        let view: UIView
        let touch: (point: CGPoint, window: UIWindow)?
    }

    /// An element ready for an action, or not (the first reason).
    private enum ReadinessState {
        case ready(ReadyElement)
        case notReady(NotReady)
    }

    /// The view when it is ready for an action needing `readiness`, else the first reason it is not.
    private func readinessState(_ readiness: Readiness) -> ReadinessState {
        let view: UIView
        // Explained (near misses found) only once the wait is over: a failure is built at most once.
        switch resolve(explaining: false) {
        case .failure(let failure): return .notReady(.missing(failure))
        case .success(let resolved): view = resolved
        }
        if readiness.contains(.still) {
            if let (moving, keys) = view.animatedViewInChain { return .notReady(.moving(moving, keys: keys)) }
            if let scrollView = XCUIElement.scrollingAncestor(of: view) { return .notReady(.scrolling(scrollView)) }
        }
        if readiness.contains(.enabled), !ElementAttributes.isEnabled(view) { return .notReady(.disabled) }
        var touch: (point: CGPoint, window: UIWindow)?
        if readiness.contains(.hittable) {
            touch = view.tapLocation(acceptingContainers: true)
            if touch == nil {
                return .notReady(.notHittable(view.tapRefusalReason(acceptingContainers: true) ?? "no part of it can be touched"))
            }
        }
        if readiness.contains(.focused) {
            if XCUIElement.focusedKeyInput(in: view) == nil { return .notReady(.unfocused) }
            if Headless.isKeyboardMoving { return .notReady(.keyboardMoving) }
        }
        return .ready(ReadyElement(view: view, touch: touch))
    }

    /// Scrolls the scroll views around `view`, innermost first, without animation, until its
    /// frame is inside each one's visible part; whether any of them moved.
    static func scrollIntoView(_ view: UIView) -> Bool {
        var moved = false
        var current = view.superview
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView, !(candidate is UITextView) {
                let before = scrollView.contentOffset
                scrollView.scrollRectToVisible(view.convert(view.bounds, to: scrollView), animated: false)
                if scrollView.contentOffset != before {
                    moved = true
                    scrollView.layoutIfNeeded()
                }
            }
            current = candidate.superview
        }
        return moved
    }

    /// The nearest scroll view holding `view` (or `view` itself) that scrolls on its own now.
    static func scrollingAncestor(of view: UIView) -> UIScrollView? {
        var current: UIView? = view
        while let candidate = current {
            if let scrollView = candidate as? UIScrollView, scrollView.isScrollAnimating { return scrollView }
            current = candidate.superview
        }
        return nil
    }

    /// The first responder at or inside `view` that takes typed text, depth first in subview
    /// order, from an explicit stack: the element may be a container far above it.
    static func focusedKeyInput(in view: UIView) -> (any UIKeyInput)? {
        var stack: [UIView] = [view]
        while let current = stack.popLast() {
            if current.isFirstResponder, let input = current as? any UIKeyInput { return input }
            stack.append(contentsOf: current.subviews.reversed())
        }
        return nil
    }
}
