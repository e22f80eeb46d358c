// BarsFuzzOperation.swift: the operations of the random-operation test of bars and safe areas
// (navigation bars shown and hidden, large titles, the toolbar, tab bars, extended layout,
// additional safe-area insets, scroll views' inset adjustment, screens, the device's appearance,
// text size and layout direction, turns of the device), and how they are drawn.
import Foundation
import TestSupport
import ViewWidgets

/// One random operation. Controllers are named by their place (`target` 0..<8: that level of the
/// navigation stack, skipped when there is none; 8: the tab bar controller's second tab), so any
/// sublist replays with the same meaning.
enum BarsOperation: Sendable {
    case push(animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    case setBarHidden(Bool, animated: Bool)
    case prefersLargeTitles(Bool)
    case largeTitleMode(target: Int, mode: Int)
    case setToolbarHidden(Bool, animated: Bool)
    case toolbarItems(target: Int, count: Int)
    case edges(target: Int, preset: Int)
    case includesOpaqueBars(target: Int, Bool)
    case translucent(bar: Int, Bool)
    case additionalInsets(target: Int, preset: Int)
    case adjustment(target: Int, behaviour: Int)
    case contentSize(target: Int, preset: Int)
    case contentInset(target: Int, preset: Int)
    case screen(preset: Int)
    case embedInTabs(Bool)
    case appearance(target: Int, style: Int)
    case deviceTraits(dark: Bool, category: Int)
    case direction(rightToLeft: Bool)
    case rotate(landscape: Bool, animated: Bool)
    case selectTab(Int)
    case runLoopTurn
    case advance(TimeInterval)
    case settle
}

extension BarsOperation {
    /// The place that names the tab bar controller's second tab.
    static let sideTarget = 8
    /// The place that names the window, for an appearance override.
    static let windowTarget = 9

    static let categories: [UIContentSizeCategory] = [.large, .extraSmall, .accessibilityExtraLarge]

    static let edgePresets: [(name: String, edges: UIRectEdge)] = [
        (".all", .all), ("[]", []), (".top", .top), (".bottom", .bottom),
    ]

    static let insetPresets: [UIEdgeInsets] = [
        .zero, UIEdgeInsets(top: 10, left: 0, bottom: 5, right: 0), UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 3),
        UIEdgeInsets(top: 33.5, left: 2, bottom: 20, right: 1),
    ]

    static let behaviours: [UIScrollView.ContentInsetAdjustmentBehavior] = [.automatic, .scrollableAxes, .never, .always]

    static let contentSizes: [CGSize] = [.zero, CGSize(width: 100, height: 100), CGSize(width: 200, height: 2_000),
                                         CGSize(width: 2_000, height: 300), CGSize(width: 2_000, height: 2_000)]

    /// Screens a phone can have: the default (no insets), an iPhone SE, an iPhone 15 in portrait
    /// and in landscape (the sensor housing at the side).
    static let screens: [(name: String, size: CGSize, scale: CGFloat, insets: UIEdgeInsets, statusBar: CGFloat?)] = [
        ("default", CGSize(width: 320, height: 480), 2, .zero, nil),
        ("iPhone SE", CGSize(width: 375, height: 667), 2, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0), nil),
        ("iPhone 15", CGSize(width: 393, height: 852), 3, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0), 54),
        ("iPhone 15 landscape", CGSize(width: 852, height: 393), 3, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59), nil),
    ]

    /// An operation drawn for the state of the moment (`depth` controllers on the stack).
    static func random(using generator: inout SeededGenerator, depth: Int) -> BarsOperation {
        // Mostly a controller on the stack (the top more often), sometimes the side tab.
        let target = generator.chance(0.15) ? sideTarget
            : generator.chance(0.6) ? max(0, depth - 1) : generator.index(below: max(1, depth))
        let animated = generator.chance(0.4)
        switch generator.index(below: 105) {
        case 0..<9: return .push(animated: animated)
        case 9..<15: return .pop(animated: animated)
        case 15..<17: return .popToRoot(animated: animated)
        case 17..<25: return .setBarHidden(generator.chance(0.5), animated: animated)
        case 25..<29: return .prefersLargeTitles(generator.chance(0.5))
        case 29..<32: return .largeTitleMode(target: target, mode: generator.index(below: 3))
        case 32..<38: return .setToolbarHidden(generator.chance(0.5), animated: animated)
        case 38..<40: return .toolbarItems(target: target, count: generator.index(below: 3))
        case 40..<45: return .edges(target: target, preset: generator.index(below: edgePresets.count))
        case 45..<48: return .includesOpaqueBars(target: target, generator.chance(0.5))
        case 48..<52: return .translucent(bar: generator.index(below: 3), generator.chance(0.6))
        case 52..<57: return .additionalInsets(target: target, preset: generator.index(below: insetPresets.count))
        case 57..<62: return .adjustment(target: target, behaviour: generator.index(below: behaviours.count))
        case 62..<67: return .contentSize(target: target, preset: generator.index(below: contentSizes.count))
        case 67..<70: return .contentInset(target: target, preset: generator.index(below: insetPresets.count))
        case 70..<75: return .screen(preset: generator.index(below: screens.count))
        case 75..<79: return .embedInTabs(generator.chance(0.5))
        case 79..<83: return .selectTab(generator.index(below: 2))
        case 83..<86: return .appearance(target: generator.chance(0.2) ? windowTarget : target, style: generator.index(below: 3))
        case 86..<88: return .deviceTraits(dark: generator.chance(0.5), category: generator.index(below: categories.count))
        case 88..<90: return .runLoopTurn
        case 90..<92: return .advance(generator.pick([0.05, 0.2, 0.5]))
        case 92..<94: return .direction(rightToLeft: generator.chance(0.5))
        case 94..<97: return .rotate(landscape: generator.chance(0.6), animated: animated)
        default: return .settle
        }
    }
}
