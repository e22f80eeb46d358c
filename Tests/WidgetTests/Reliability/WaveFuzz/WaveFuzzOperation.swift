// WaveFuzzOperation.swift: the operations of the random-operation test of this wave's capabilities
// (constraints, stack views, first responders and typing, presentation), and how they are drawn.
import Foundation
import TestSupport
import ViewWidgets

/// One random operation. Everything is named by index (a stack item, a constraint slot, a text
/// field, a level of the presentation chain), so any sublist replays with the same meaning.
enum WaveOperation: Sendable {
    // Stack view
    case stackAdd(item: Int)
    case stackInsert(item: Int, index: Int)
    case stackRemove(item: Int, fromSuperview: Bool)
    case stackHide(item: Int, hidden: Bool)
    case stackAxis(vertical: Bool)
    case stackSpacing(CGFloat)
    case stackDistribution(fillEqually: Bool)
    case stackResize(width: CGFloat, height: CGFloat)
    // Constraints
    case activate(slot: Int, Bool)
    case setPriority(slot: Int, Float)
    case setConstant(slot: Int, CGFloat)
    // First responder and typing
    case focus(field: Int)
    case resign(field: Int)
    case type(field: Int, text: String)
    // Presentation
    case present(from: Int, fullScreen: Bool, animated: Bool)
    case dismiss(level: Int, animated: Bool)
    // Time
    case runLoopTurn
}

extension WaveOperation {
    /// The number of stack items, constraint slots and text fields.
    static let itemCount = 6
    static let slotCount = 6
    static let fieldCount = 3

    /// Keys typed: letters, a precomposed accent, an emoji with a skin tone, CJK, a space, and the
    /// delete key (`"\u{8}"`).
    static let keys = ["a", "b", "é", "👍🏽", "中", " ", "\u{8}"]

    /// An operation drawn for the state of the moment (`depth` controllers presented).
    static func random(using generator: inout SeededGenerator, depth: Int) -> WaveOperation {
        let item = generator.index(below: itemCount)
        let slot = generator.index(below: slotCount)
        let field = generator.index(below: fieldCount)
        switch generator.index(below: 100) {
        case 0..<10: return .stackAdd(item: item)
        case 10..<15: return .stackInsert(item: item, index: generator.index(below: itemCount))
        case 15..<22: return .stackRemove(item: item, fromSuperview: generator.chance(0.3))
        case 22..<28: return .stackHide(item: item, hidden: generator.chance(0.5))
        case 28..<30: return .stackAxis(vertical: generator.chance(0.5))
        case 30..<32: return .stackSpacing(generator.pick([0, 4, 8.5]))
        case 32..<34: return .stackDistribution(fillEqually: generator.chance(0.5))
        case 34..<37:
            // Sizes where every item fits at its natural length (six items and five 8.5-point
            // spaces need 267.5 points): compressing views of equal compression resistance leaves
            // them outside the stack (a known bug, WaveFuzzTests.compressedViewsStayInsideTheStack).
            return .stackResize(width: CGFloat(270 + generator.index(below: 130)),
                                height: CGFloat(270 + generator.index(below: 130)))
        case 37..<47: return .activate(slot: slot, generator.chance(0.6))
        case 47..<53: return .setPriority(slot: slot, generator.pick([1000, 999, 750, 250]))
        case 53..<59: return .setConstant(slot: slot, CGFloat(generator.index(below: 60)) * 2.5)
        case 59..<65: return .focus(field: field)
        case 65..<68: return .resign(field: field)
        case 68..<80:
            let count = 1 + generator.index(below: 4)
            return .type(field: field, text: (0..<count).map { _ in generator.pick(keys) }.joined())
        case 80..<87:
            // Mostly from the top of the chain; sometimes from below it, which UIKit refuses.
            let from = generator.chance(0.85) ? depth : generator.index(below: depth + 1)
            return .present(from: from, fullScreen: generator.chance(0.5), animated: generator.chance(0.4))
        case 87..<94: return .dismiss(level: generator.index(below: depth + 1), animated: generator.chance(0.4))
        default: return .runLoopTurn
        }
    }
}
