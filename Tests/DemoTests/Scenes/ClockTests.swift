// ClockTests.swift: the clock scene: the face drawn once with UIBezierPath and again only when
// asked, and hands turned by Core Animation on the virtual clock.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets
@testable import Demos

@MainActor
@Suite("clock scene", .headless)
struct ClockTests {
    private static var shownWindow: UIWindow?

    private func launch() throws -> ClockViewController {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 2)
        let window = try ClockScene().makeWindow()
        Headless.runUntilIdle()
        Self.shownWindow = window
        return try #require(window.rootViewController as? ClockViewController)
    }

    /// The angle of a layer's transform, in degrees.
    private func degrees(_ layer: CALayer?) -> CGFloat {
        let t = layer?.affineTransform() ?? .identity
        var angle = atan2(t.b, t.a) * 180 / .pi
        if angle < 0 { angle += 360 }
        return angle
    }

    @Test func theFaceIsDrawnWithADialTicksAndNumerals() throws {
        let clock = try launch().clock
        let commands = clock.drawingCommands
        #expect(commands.count == 67)
        #expect(commands.first?.operation == .fill(.winding))
        #expect(commands.first?.color == UIColor.systemBackground.cgColor)
        let numerals = commands.compactMap { command -> String? in
            if case .text(let layout) = command.operation { return layout.lineTexts.joined() }
            return nil
        }
        #expect(numerals == ["12", "3", "6", "9"])
        #expect(commands.filter { $0.operation == .stroke }.count == 61)
    }

    @Test func theHandsShowTenPastTen() throws {
        let clock = try launch().clock
        #expect(abs(degrees(clock.minuteHand) - 60) < 0.001)
        #expect(abs(degrees(clock.hourHand) - 305) < 0.001)
    }

    @Test func theSecondHandSweepsOnTheVirtualClock() throws {
        let clock = try launch().clock
        clock.startSecondHand()
        Headless.advance(by: 15)
        #expect(abs(degrees(clock.secondHand.presentation()) - 90) < 0.001)
        #expect(degrees(clock.secondHand) == 0)
    }

    @Test func settingTheTimeTurnsTheHandsThere() throws {
        let clock = try launch().clock
        clock.setTime(hours: 10, minutes: 40, seconds: 0, animated: true)
        #expect(abs(degrees(clock.minuteHand) - 240) < 0.001)
        Headless.advance(by: 0.5)
        #expect(abs(degrees(clock.minuteHand.presentation()) - 150) < 0.001)
        Headless.advance(by: 0.5)
        #expect(clock.minuteHand.animationKeys() == nil)
    }

    @Test func newColoursAndSizesRedrawTheFaceOnTheNextTurn() throws {
        let controller = try launch()
        let clock = controller.clock
        clock.faceColor = .black
        #expect(clock.drawingCommands.first?.color == UIColor.systemBackground.cgColor)
        Headless.advance(by: 0)
        #expect(clock.drawingCommands.first?.color == UIColor.black.cgColor)
        controller.clockSide = 300
        Headless.advance(by: 0)
        #expect(clock.drawingCommands.first?.path.boundingBox.width == 292)
    }
}
