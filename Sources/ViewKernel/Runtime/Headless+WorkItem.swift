// Headless+WorkItem.swift: one piece of work waiting on the virtual clock.

extension Headless {
    /// Work waiting on the virtual clock, as `Headless.schedule(after:_:)` returns it: like a
    /// `DispatchWorkItem` or a `Timer`, it can be cancelled before it runs.
    @preconcurrency @MainActor
    public final class WorkItem {
        /// The virtual time at which the work runs.
        public let dueTime: TimeInterval
        /// Whether ``cancel()`` was called.
        public private(set) var isCancelled = false

        /// The order of scheduling, which breaks ties between work due at the same time.
        let sequence: Int
        /// Whether this is the next firing of a repeating timer: always pending, so UI tests do
        /// not count it as work under way that they could wait for.
        package var isRepeatingTimerFiring = false
        private weak var runtime: HeadlessRuntime?
        private var work: (@MainActor () -> Void)?

        init(dueTime: TimeInterval, sequence: Int, runtime: HeadlessRuntime, work: @escaping @MainActor () -> Void) {
            self.dueTime = dueTime
            self.sequence = sequence
            self.runtime = runtime
            self.work = work
        }

        /// Keeps the work from running; does nothing once it has run. The work (and what it
        /// captured) is released at once.
        public func cancel() {
            guard !isCancelled else { return }
            isCancelled = true
            work = nil
            runtime?.remove(self)
        }

        /// Runs the work once.
        func run() {
            let body = work
            work = nil
            body?()
        }
    }
}
