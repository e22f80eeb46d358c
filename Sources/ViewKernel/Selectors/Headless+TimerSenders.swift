// Headless+TimerSenders.swift: timer actions whose parameter is declared as iOS code declares a
// sender, `AnyObject`, `Any` or `Any?`, rather than `Timer`.

extension Headless.Timer {
    /// Makes a timer whose action takes the timer as `AnyObject`: `func tick(_ sender: AnyObject)`.
    @preconcurrency @MainActor
    public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                               action: @escaping (Target) -> (AnyObject) -> Void,
                                               userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, target: target, action: { (target: Target) -> (Headless.Timer) -> Void in { timer in action(target)(timer) } },
                  userInfo: userInfo, repeats: repeats)
    }

    /// Makes a timer whose action takes the timer as `Any`: `func tick(_ sender: Any)`.
    @preconcurrency @MainActor
    public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                               action: @escaping (Target) -> (Any) -> Void,
                                               userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, target: target, action: { (target: Target) -> (Headless.Timer) -> Void in { timer in action(target)(timer) } },
                  userInfo: userInfo, repeats: repeats)
    }

    /// Makes a timer whose action takes the timer as `Any?`: `func tick(_ sender: Any?)`.
    @preconcurrency @MainActor
    public convenience init<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                               action: @escaping (Target) -> (Any?) -> Void,
                                               userInfo: Any?, repeats: Bool) {
        self.init(timeInterval: interval, target: target, action: { (target: Target) -> (Headless.Timer) -> Void in { timer in action(target)(timer) } },
                  userInfo: userInfo, repeats: repeats)
    }

    /// Schedules a timer whose action takes the timer as `AnyObject`.
    @preconcurrency @MainActor @discardableResult
    public static func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                         action: @escaping (Target) -> (AnyObject) -> Void,
                                                         userInfo: Any?, repeats: Bool) -> Headless.Timer {
        let timer = Headless.Timer(timeInterval: interval, target: target, action: action, userInfo: userInfo, repeats: repeats)
        timer.schedule()
        return timer
    }

    /// Schedules a timer whose action takes the timer as `Any`.
    @preconcurrency @MainActor @discardableResult
    public static func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                         action: @escaping (Target) -> (Any) -> Void,
                                                         userInfo: Any?, repeats: Bool) -> Headless.Timer {
        let timer = Headless.Timer(timeInterval: interval, target: target, action: action, userInfo: userInfo, repeats: repeats)
        timer.schedule()
        return timer
    }

    /// Schedules a timer whose action takes the timer as `Any?`.
    @preconcurrency @MainActor @discardableResult
    public static func scheduledTimer<Target: AnyObject>(timeInterval interval: TimeInterval, target: Target,
                                                         action: @escaping (Target) -> (Any?) -> Void,
                                                         userInfo: Any?, repeats: Bool) -> Headless.Timer {
        let timer = Headless.Timer(timeInterval: interval, target: target, action: action, userInfo: userInfo, repeats: repeats)
        timer.schedule()
        return timer
    }
}
