// TransitionFuzzOperation.swift: the operations of the random-operation test of transitions
// (pushes and pops, animated, custom, driven by an edge drag or a percent-driven interaction; tab
// switches, faded by the delegate or not; presentations full screen, over full screen, as a
// custom card and as a sheet; button menus opened, picked and dismissed by taps; interactive
// reordering of a list) interleaved with partial steps of the clock, and how they are drawn.
import Foundation
import TestSupport
import ViewWidgets

/// One random operation. Everything is named by index or by place (a level of the presentation
/// chain, a tab, a menu item, a row, a point), so any sublist replays with the same meaning; an
/// operation that does not fit the state of the moment does what UIKit does with it.
enum TransitionOperation: Sendable {
    // Navigation
    case push(animated: Bool)
    case pop(animated: Bool)
    case popToRoot(animated: Bool)
    /// The navigation controller's delegate hands out its fade (or nil, for UIKit's slide).
    case navigationFades(Bool)
    /// An animated pop that the app drives with a UIPercentDrivenInteractiveTransition.
    case percentDrivenPop
    case interactionUpdate(percent: CGFloat)
    case interactionEnd(finish: Bool)
    // A finger on the leading edge: the interactive pop, through hit-testing.
    case edgeTouchBegin
    case touchMove(x: CGFloat)
    case touchEnd
    // Tabs
    case tabTap(index: Int)
    case selectTab(index: Int)
    case tabsFade(Bool)
    // Presentation
    case present(from: Int, style: Int, animated: Bool)
    case dismiss(level: Int, animated: Bool)
    // Menus, through taps
    case menuTap
    case menuPick(item: Int)
    case menuDismissTap
    // Interactive reordering of the list
    case beginMovement(item: Int)
    case updateMovement(y: CGFloat)
    case endMovement
    case cancelMovement
    case applyRotation(by: Int, animated: Bool)
    // Time
    case advance(TimeInterval)
    case runLoopTurn
    case settle
}

extension TransitionOperation {
    /// The menu items of every screen's menu button.
    static let menuItemCount = 3
    /// Where every screen shows its menu button.
    static let menuButtonFrame = CGRect(x: 20, y: 100, width: 120, height: 44)
    /// The list's names, in their first order.
    static let names = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo"]
    /// The presentation styles drawn: UIKit's full screen and over full screen, a custom card,
    /// and a page sheet.
    static let styles: [(name: String, style: UIModalPresentationStyle)] = [
        (".fullScreen", .fullScreen), (".overFullScreen", .overFullScreen), (".custom", .custom), (".pageSheet", .pageSheet),
    ]

    /// The state an operation is drawn for.
    struct Situation {
        var stackDepth: Int
        var presentedCount: Int
        var touchHeld: Bool
        var interactionPending: Bool
        var menuShown: Bool
        var moving: Bool
    }

    /// An operation drawn for the state of the moment: what is under way gets its next step
    /// more often than the rest.
    static func random(using generator: inout SeededGenerator, in situation: Situation) -> TransitionOperation {
        let animated = generator.chance(0.6)
        if situation.touchHeld, generator.chance(0.4) {
            return generator.chance(0.7) ? .touchMove(x: CGFloat(1 + generator.index(below: 300))) : .touchEnd
        }
        if situation.interactionPending, generator.chance(0.4) {
            return generator.chance(0.6) ? .interactionUpdate(percent: CGFloat(generator.index(below: 11)) / 10)
                : .interactionEnd(finish: generator.chance(0.5))
        }
        if situation.menuShown, generator.chance(0.4) {
            return generator.chance(0.6) ? .menuPick(item: generator.index(below: menuItemCount)) : .menuDismissTap
        }
        if situation.moving, generator.chance(0.4) {
            switch generator.index(below: 10) {
            case 0..<6: return .updateMovement(y: CGFloat(generator.index(below: 300)))
            case 6..<8: return .endMovement
            case 8: return .cancelMovement
            default: return .applyRotation(by: 1 + generator.index(below: names.count - 1), animated: animated)
            }
        }
        switch generator.index(below: 100) {
        case 0..<10: return .push(animated: animated)
        case 10..<15: return .pop(animated: animated)
        case 15..<17: return .popToRoot(animated: animated)
        case 17..<20: return .navigationFades(generator.chance(0.5))
        case 20..<24: return .percentDrivenPop
        case 24..<30: return .edgeTouchBegin
        case 30..<35: return .tabTap(index: generator.index(below: 2))
        case 35..<38: return .selectTab(index: generator.index(below: 2))
        case 38..<40: return .tabsFade(generator.chance(0.5))
        case 40..<48:
            // Mostly from the top of the chain; sometimes from below it, which UIKit refuses.
            let from = generator.chance(0.85) ? situation.presentedCount : generator.index(below: situation.presentedCount + 1)
            return .present(from: from, style: generator.index(below: styles.count), animated: animated)
        case 48..<54: return .dismiss(level: generator.index(below: situation.presentedCount + 1), animated: animated)
        case 54..<60: return .menuTap
        case 60..<62: return .menuPick(item: generator.index(below: menuItemCount))
        case 62..<66: return .beginMovement(item: generator.index(below: names.count))
        case 66..<68: return .applyRotation(by: 1 + generator.index(below: names.count - 1), animated: animated)
        case 68..<84: return .advance(generator.pick([0.02, 0.05, 0.1, 0.15, 0.25]))
        case 84..<88: return .runLoopTurn
        default: return .settle
        }
    }
}
