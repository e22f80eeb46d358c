// SystemServicesTests.swift: background tasks, remote-notification registration, shake to edit,
// the network activity indicator and alternate icons (App/UIApplication+SystemServices.swift).

import Foundation
import Synchronization
import Testing
import HeadlessTesting
import ViewKernel

/// Holds what a completion handler heard, for a test to read after the clock moves.
private final class Heard: Sendable {
    private let state = Mutex<(calls: Int, error: (any Error)?)>((0, nil))
    var calls: Int { state.withLock { $0.calls } }
    var error: (any Error)? { state.withLock { $0.error } }
    func hear(_ error: (any Error)?) { state.withLock { $0 = ($0.calls + 1, error) } }
}

@MainActor
@Suite("UIApplication system services", .headless)
struct SystemServicesTests {
    @Test func aBackgroundTaskGetsAValidIdentifierOfItsOwn() {
        let app = UIApplication.shared
        let upload = app.beginBackgroundTask(withName: "Upload") {}
        let save = app.beginBackgroundTask()

        #expect(upload != .invalid)
        #expect(save != .invalid)
        #expect(upload != save)

        app.endBackgroundTask(upload)
        app.endBackgroundTask(save)
    }

    @Test func endingATaskTwiceOrTheInvalidTaskIsHarmless() {
        let app = UIApplication.shared
        var task = app.beginBackgroundTask(expirationHandler: nil)
        let violations = Headless.recordingViolations {
            app.endBackgroundTask(task)
            app.endBackgroundTask(task)
            task = .invalid
            app.endBackgroundTask(task)
            app.endBackgroundTask(UIBackgroundTaskIdentifier(rawValue: 987_654))
        }
        #expect(violations.isEmpty)
        #expect(Headless.backgroundTasksInProgress.isEmpty)
        #expect(UIBackgroundTaskIdentifier.invalid.rawValue == 0)
    }

    @Test func theTasksInProgressAreListedUntilEnded() {
        let app = UIApplication.shared
        let upload = app.beginBackgroundTask(withName: "Upload") {}
        let save = app.beginBackgroundTask()
        #expect(Headless.backgroundTasksInProgress.map(\.identifier) == [upload, save])
        #expect(Headless.backgroundTasksInProgress.map(\.name) == ["Upload", nil])

        app.endBackgroundTask(upload)

        #expect(Headless.backgroundTasksInProgress.map(\.identifier) == [save])
        app.endBackgroundTask(save)
        #expect(Headless.backgroundTasksInProgress.isEmpty)
    }

    @Test func resetForgetsTheTasksInProgress() {
        let app = UIApplication.shared
        let forgotten = app.beginBackgroundTask(withName: "Forgotten", expirationHandler: nil)

        Headless.reset()

        #expect(Headless.backgroundTasksInProgress.isEmpty)
        let next = app.beginBackgroundTask(withName: "Next", expirationHandler: nil)
        #expect(next.rawValue > forgotten.rawValue)
        app.endBackgroundTask(forgotten)
        #expect(Headless.backgroundTasksInProgress.map(\.name) == ["Next"])
        app.endBackgroundTask(next)
    }

    @Test func theExpirationHandlerNeverRunsInTheForeground() {
        let expired = Heard()
        let task = UIApplication.shared.beginBackgroundTask { expired.hear(nil) }
        Headless.advance(by: 600)
        #expect(expired.calls == 0)
        UIApplication.shared.endBackgroundTask(task)
    }

    @Test func aTaskMayBeginOffTheMainThread() async {
        let app = UIApplication.shared
        let task = await Task.detached { app.beginBackgroundTask(withName: "Sync", expirationHandler: nil) }.value
        #expect(task != .invalid)
        #expect(Headless.backgroundTasksInProgress.map(\.identifier) == [task])
        await Task.detached { app.endBackgroundTask(task) }.value
        #expect(Headless.backgroundTasksInProgress.isEmpty)
    }

    @Test func theForegroundAppHasUnlimitedBackgroundTime() {
        #expect(UIApplication.shared.backgroundTimeRemaining == .greatestFiniteMagnitude)
    }

    @Test func registeringForRemoteNotificationsIsRecordedUntilUnregistered() {
        let app = UIApplication.shared
        #expect(!app.isRegisteredForRemoteNotifications)

        app.registerForRemoteNotifications()
        #expect(app.isRegisteredForRemoteNotifications)

        app.unregisterForRemoteNotifications()
        #expect(!app.isRegisteredForRemoteNotifications)
    }

    @Test func registrationDoesNotOutliveTheTest() {
        UIApplication.shared.registerForRemoteNotifications()
        Headless.reset()
        #expect(!UIApplication.shared.isRegisteredForRemoteNotifications)
    }

    @Test func shakeToEditIsOnByDefaultAndCanBeTurnedOff() {
        #expect(UIApplication.shared.applicationSupportsShakeToEdit)
        UIApplication.shared.applicationSupportsShakeToEdit = false
        #expect(!UIApplication.shared.applicationSupportsShakeToEdit)
        Headless.reset()
        #expect(UIApplication.shared.applicationSupportsShakeToEdit)
    }

    @Test func theNetworkActivityIndicatorIsKept() {
        #expect(!UIApplication.shared.isNetworkActivityIndicatorVisible)
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
        #expect(UIApplication.shared.isNetworkActivityIndicatorVisible)
        Headless.reset()
        #expect(!UIApplication.shared.isNetworkActivityIndicatorVisible)
    }

    @Test func theIdleTimerAndBadgeNumberAreKeptUntilReset() {
        let app = UIApplication.shared
        #expect(!app.isIdleTimerDisabled)
        #expect(app.applicationIconBadgeNumber == 0)
        app.isIdleTimerDisabled = true
        app.applicationIconBadgeNumber = 3
        #expect(app.isIdleTimerDisabled)
        #expect(app.applicationIconBadgeNumber == 3)

        Headless.reset()

        #expect(!app.isIdleTimerDisabled)
        #expect(app.applicationIconBadgeNumber == 0)
    }

    @Test func theAppHasNoAlternateIcons() {
        #expect(!UIApplication.shared.supportsAlternateIcons)
        #expect(UIApplication.shared.alternateIconName == nil)
    }

    @Test func changingTheIconFailsAsTheFeatureIsUnsupported() {
        let heard = Heard()
        UIApplication.shared.setAlternateIconName("Dark") { error in heard.hear(error) }
        #expect(heard.calls == 0)

        Headless.runUntilIdle()

        #expect(heard.calls == 1)
        #expect((heard.error as? CocoaError)?.code == .featureUnsupported)
        #expect(UIApplication.shared.alternateIconName == nil)
    }

    @Test func aResetBeforeTheNextTurnDropsTheIconCompletionHandler() {
        let heard = Heard()
        UIApplication.shared.setAlternateIconName("Dark") { error in heard.hear(error) }

        Headless.reset()
        Headless.runUntilIdle()

        #expect(heard.calls == 0)
    }

    @Test func theAsyncFormThrowsAsTheFeatureIsUnsupported() async {
        do {
            try await UIApplication.shared.setAlternateIconName("Dark")
            Issue.record("setAlternateIconName(_:) did not throw")
        } catch {
            #expect((error as? CocoaError)?.code == .featureUnsupported)
        }
        #expect(UIApplication.shared.alternateIconName == nil)
    }
}
