// XCUIElement+Actions.swift: what a UI test does to an element (tap, double tap, press, swipe,
// type, wait), through the same hit-testing and touches as a finger, each once the element is
// ready for it (XCUIElement+Actionability.swift).

@_spi(Testing) import ViewWidgets

extension XCUIElement {
    /// Taps the element where a finger would: the centre of its visible part, through
    /// hit-testing, gesture recognizers and controls. First waits, on the virtual clock, up to
    /// ``actionTimeout``, until the element exists, stands still (no animation on it or a
    /// superview, no scroll view around it scrolling), is enabled (while something that may
    /// enable it is under way; then a disabled element is tapped to no effect, as in XCUITest) and
    /// a tap at its centre reaches it (an element outside a scroll view's visible part is
    /// scrolled into view first, as XCUITest does). One that does not exist or stays covered is
    /// not tapped and the test fails, saying which condition was still false (naming what is in
    /// the way) and what was still under way; one still moving at the end is tapped.
    /// As in XCUITest, an element that ignores touches itself (a label) is tapped when the touch
    /// lands on a view that contains it. Waits for the animations the tap started to end, as
    /// XCUITest waits for the app to be idle.
    public func tap(fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let traced = TraceRecorder.beginStep("tap \(path)", here)
        defer { TraceRecorder.endStep(traced) }
        guard let (point, window) = touchLocation("tap", .touch, here) else { return }
        window.tap(at: point)
        settle()
        checkAfterAction("tap", in: window, here)
    }

    /// Taps twice in quick succession (the second touch has `tapCount` 2), once the element is
    /// ready as for ``tap(fileID:file:line:column:)``.
    public func doubleTap(fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let traced = TraceRecorder.beginStep("double tap \(path)", here)
        defer { TraceRecorder.endStep(traced) }
        guard let (point, window) = touchLocation("double tap", .touch, here) else { return }
        window.tap(at: point, count: 2)
        settle()
        checkAfterAction("double tap", in: window, here)
    }

    /// Holds a finger on the element for `duration` seconds of virtual time, then lifts it, once
    /// the element is ready as for ``tap(fileID:file:line:column:)``.
    public func press(forDuration duration: TimeInterval, fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let traced = TraceRecorder.beginStep("press \(path) for \(Headless.traceNumber(duration)) s", here)
        defer { TraceRecorder.endStep(traced) }
        guard let (point, window) = touchLocation("press", .touch, here) else { return }
        let touch = window.beginTouch(at: point)
        Headless.advance(by: max(0, duration))
        window.endTouch(touch)
        settle()
        checkAfterAction("press", in: window, here)
    }

    /// Swipes up from the element's centre (content scrolls up), once the element exists, stands
    /// still and a touch at its centre reaches it (it may be disabled), waiting up to
    /// ``actionTimeout``.
    public func swipeUp(fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let traced = TraceRecorder.beginStep("swipe up \(path)", here)
        defer { TraceRecorder.endStep(traced) }
        swipe("swipe up", dx: 0, dy: -1, here)
    }

    /// Swipes down from the element's centre.
    public func swipeDown(fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let traced = TraceRecorder.beginStep("swipe down \(path)", here)
        defer { TraceRecorder.endStep(traced) }
        swipe("swipe down", dx: 0, dy: 1, here)
    }

    /// Swipes left from the element's centre.
    public func swipeLeft(fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let traced = TraceRecorder.beginStep("swipe left \(path)", here)
        defer { TraceRecorder.endStep(traced) }
        swipe("swipe left", dx: -1, dy: 0, here)
    }

    /// Swipes right from the element's centre.
    public func swipeRight(fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let traced = TraceRecorder.beginStep("swipe right \(path)", here)
        defer { TraceRecorder.endStep(traced) }
        swipe("swipe right", dx: 1, dy: 0, here)
    }

    /// Types `text` into the element, key by key, as XCUITest does; the element (or a view
    /// inside it) must have the keyboard (tap it first), otherwise the test fails as in XCUITest.
    /// First waits, up to ``actionTimeout`` of virtual time, until the element exists, stands
    /// still, is enabled and has the keyboard, and the keyboard has finished sliding in (it
    /// need not be hittable: no touch is made).
    public func typeText(_ text: String, fileID: StaticString = #fileID, file filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        let traced = TraceRecorder.beginStep("type \(text.debugDescription) into \(path)", here)
        defer { TraceRecorder.endStep(traced) }
        guard let ready = waitUntilReady(for: "type into", .typing, here),
              let input = XCUIElement.focusedKeyInput(in: ready.view) else { return }
        input.typeText(text)
        settle()
        checkAfterAction("type into", in: ready.view.window, here)
    }

    /// Waits until the element exists, advancing the virtual clock (never sleeping) by up to
    /// `timeout` seconds; returns whether it exists.
    @discardableResult
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        let traced = TraceRecorder.beginStep("wait for \(path) to exist (timeout \(Headless.traceNumber(timeout)) s)", nil)
        defer { TraceRecorder.endStep(traced) }
        return waitUntil(timeout: timeout) { self.exists }
    }

    /// Waits until the element no longer exists, advancing the virtual clock by up to `timeout`
    /// seconds; returns whether it is gone.
    @discardableResult
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        let traced = TraceRecorder.beginStep("wait for \(path) to go (timeout \(Headless.traceNumber(timeout)) s)", nil)
        defer { TraceRecorder.endStep(traced) }
        return waitUntil(timeout: timeout) { !self.exists }
    }

    /// Waits until the element's attribute at `keyPath` equals `expectedValue`, advancing the
    /// virtual clock (never sleeping) by up to `timeout` seconds; returns whether it does, as
    /// XCUITest's: `button.wait(for: \.isEnabled, toEqual: true, timeout: 2)`. While the element
    /// does not exist, only `exists` and `isHittable` are read (reading another attribute would
    /// fail the test) and the wait goes on.
    public func wait<V: Equatable>(for keyPath: KeyPath<XCUIElement, V>, toEqual expectedValue: V,
                                   timeout: TimeInterval) -> Bool {
        let traced = TraceRecorder.beginStep("wait for \(path) to have \(String(describing: keyPath)) == \(String(describing: expectedValue)) (timeout \(Headless.traceNumber(timeout)) s)", nil)
        defer { TraceRecorder.endStep(traced) }
        let readsWithoutElement = keyPath as AnyKeyPath == \XCUIElement.exists || keyPath as AnyKeyPath == \XCUIElement.isHittable
        return waitUntil(timeout: timeout) {
            if !readsWithoutElement, case .failure = self.resolve(explaining: false) { return false }
            return self[keyPath: keyPath] == expectedValue
        }
    }

    // MARK: - Helpers

    /// Where a finger would touch the element once it is ready for `action` (waiting for it), or
    /// nil after failing the test with what was not ready.
    private func touchLocation(_ action: String, _ readiness: Readiness, _ here: TestLocation) -> (CGPoint, UIWindow)? {
        guard let touch = waitUntilReady(for: action, readiness, here)?.touch else { return nil }
        return (touch.point, touch.window)
    }

    private func swipe(_ action: String, dx: CGFloat, dy: CGFloat, _ here: TestLocation) {
        guard let ready = waitUntilReady(for: action, .swipe, here), let (start, window) = ready.touch else { return }
        let view = ready.view
        let visible = ElementAttributes.frame(of: view).size
        let distance = CGPoint(x: dx * visible.width * 0.4, y: dy * visible.height * 0.4)
        window.drag(from: start, to: CGPoint(x: start.x + distance.x, y: start.y + distance.y), steps: 6)
        settle(in: window)
        checkAfterAction(action, in: window, here)
    }

    /// Advances the clock a frame at a time while animations run, and, in `window`, while a scroll
    /// view scrolls or decelerates, as XCUITest waits for the app to be idle after an action: at
    /// most 5 seconds, or until the longest scroll's own end when that is later (a flick at a rate
    /// near 1 lasts over a minute), but never more than ``longestSettle``.
    func settle(in window: UIWindow? = nil) {
        var waited: TimeInterval = 0
        var limit: TimeInterval = 5
        // The scroll view found moving last time: while it still moves in the window, the window's
        // tree need not be walked again each frame to know that something scrolls.
        weak var moving: UIScrollView?
        func scrolls() -> Bool {
            guard let window else { return false }
            if let moving, moving.isScrollAnimating, moving.isDescendant(of: window) { return true }
            moving = XCUIElement.scrollingView(in: window)
            return moving != nil
        }
        while Headless.hasRunningAnimations || scrolls() {
            if waited >= limit {
                // Past 5 s, only a scroll with time left (its own end, computed) is waited for.
                guard let window, let left = XCUIElement.longestScroll(in: window), left > 0,
                      limit < XCUIElement.longestSettle else { return }
                limit = min(waited + left + UIWindow.simulatedFrameDuration, XCUIElement.longestSettle)
            }
            Headless.advance(by: UIWindow.simulatedFrameDuration)
            waited += UIWindow.simulatedFrameDuration
        }
    }

    /// The longest wait for a scroll to come to rest: 10 minutes of virtual time.
    static let longestSettle: TimeInterval = 600

    /// Checks `condition` and advances the clock 0.1 s at a time until it holds or `timeout`
    /// seconds have passed.
    private func waitUntil(timeout: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Headless.now + max(0, timeout)
        while !condition() {
            let left = deadline - Headless.now
            guard left > 0 else { return false }
            Headless.advance(by: min(0.1, left))
        }
        return true
    }

    /// The first scroll view in `view`'s tree (depth first) that is moving on its own, or nil.
    static func scrollingView(in view: UIView) -> UIScrollView? {
        if let scrollView = view as? UIScrollView, scrollView.isScrollAnimating { return scrollView }
        for subview in view.subviews {
            if let found = scrollingView(in: subview) { return found }
        }
        return nil
    }

    /// How long the longest scroll (a deceleration or an animated scroll) in `view`'s tree has
    /// left, or nil when none moves.
    static func longestScroll(in view: UIView) -> TimeInterval? {
        var longest: TimeInterval?
        if let scrollView = view as? UIScrollView, scrollView.isScrollAnimating { longest = scrollView.remainingScrollTime }
        for subview in view.subviews {
            if let time = longestScroll(in: subview) { longest = max(longest ?? 0, time) }
        }
        return longest
    }
}
