// Swift5ModeTests.swift: the code of NonisolatedUIKitCode.swift, compiled in the Swift 5 language
// mode as iOS apps compile it, runs as on a device; and the same file checked in the Swift 6 mode
// is diagnosed where UIKit is used off the main actor.
import Foundation
import Testing
import UIKit
import HeadlessTesting

@MainActor
@Suite("UIKit from Swift 5 language-mode code", .headless)
struct Swift5ModeTests {
    @Test func aGlobalFunctionBuildsAButton() {
        let button = makeGoButton()
        #expect(button.title(for: .normal) == "Go")
        #expect(describe(button) == "UIButton 80.0x44.0 hidden: false")
    }

    @Test func staticAndGlobalInitialisersMakeUIKitObjects() {
        #expect(Palette.accent == UIColor.systemBlue)
        #expect(Palette.titleFont.pointSize == 20)
        sharedFormatterLabel.text = "shared"
        #expect(sharedFormatterLabel.text == "shared")
    }

    @Test func aSendableObserverBlockAndALazyPropertyWork() {
        let controller = NotesViewController()
        controller.loadViewIfNeeded()
        #expect(controller.counter.text == "0")
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(controller.textView.contentInset.bottom == 260)
    }

    @Test func aTimerBlockUpdatesALabel() {
        let countdown = Countdown()
        countdown.start()
        Headless.advance(by: 1)
        #expect(countdown.label.text == "tick")
        countdown.timer?.invalidate()
    }
}

/// Type-checks NonisolatedUIKitCode.swift and TypeCheckedOnly/SendableObserverBlock.swift against the package's built modules in each language
/// mode, with the compiler the tests were built with.
@Suite("The same code in each language mode")
struct LanguageModeCheckTests {
    private static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private static let sources = [folder.appendingPathComponent("NonisolatedUIKitCode.swift"),
                                  folder.appendingPathComponent("TypeCheckedOnly/SendableObserverBlock.swift")]

    /// The folder of the built modules: beside the test bundle, or `.build/debug/Modules`.
    private static func modulesDirectory() -> URL? {
        let bundle = Bundle.main.bundleURL
        var candidates = [bundle.appendingPathComponent("Modules"),
                          bundle.deletingLastPathComponent().appendingPathComponent("Modules")]
        var folder = Self.folder
        while folder.path != "/" {
            candidates.append(folder.appendingPathComponent(".build/debug/Modules"))
            folder = folder.deletingLastPathComponent()
        }
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("UIKit.swiftmodule").path) }
    }

    /// The compiler's diagnostics for the files in `mode` ("5" or "6"), each file checked on its
    /// own (with errors in one file, the compiler does not go on to the next).
    private static func diagnostics(languageMode mode: String) throws -> String {
        let modules = try #require(modulesDirectory())
        var text = ""
        for source in sources {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swiftc", "-typecheck", "-swift-version", mode, "-I", modules.path, source.path]
            let output = Pipe()
            process.standardError = output
            process.standardOutput = output
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            text += String(decoding: data, as: UTF8.self)
        }
        return text
    }

    @Test func swift5ModeCompilesItWithoutErrors() throws {
        let text = try Self.diagnostics(languageMode: "5")
        #expect(!text.contains("error:"), "\(text)")
        // As with the iOS SDK, the one use from a @Sendable block is a warning in this mode.
        #expect(text.contains("warning: main actor-isolated property 'contentInset' can not be mutated from a Sendable closure"),
                "\(text)")
    }

    @Test func swift6ModeDiagnosesEachUseOffTheMainActor() throws {
        let text = try Self.diagnostics(languageMode: "6")
        for expected in ["call to main actor-isolated initializer 'init(type:)' in a synchronous nonisolated context",
                         "call to main actor-isolated instance method 'setTitle(_:for:)' in a synchronous nonisolated context",
                         "main actor-isolated property 'frame' can not be mutated from a nonisolated context",
                         "main actor-isolated property 'contentInset' can not be mutated from a Sendable closure",
                         "main actor-isolated property 'isHidden' can not be referenced from a nonisolated context"] {
            #expect(text.contains(expected), "missing: \(expected)\n\(text)")
        }
    }
}
