// MonkeyChooser.swift: how the monkey picks its next step: mostly taps on what can be tapped,
// typing when a field has the keyboard, swipes on what scrolls, and now and then time, a turn of
// the device or a memory warning.

import ViewWidgets

/// Picks steps at random among those the screen allows now.
@MainActor
struct MonkeyChooser {
    /// What the monkey types: words, numbers, other scripts, an emoji, the Return and delete keys.
    static let texts = ["a", "Hello", "42", "-1", "ñandú", "مرحبا", "😀", " ", "\n", "\u{8}"]
    /// How long it lets time pass, in seconds.
    static let pauses: [TimeInterval] = [0.1, 0.3, 1, 3]
    /// The kinds of element a finger taps.
    static let tappable: Set<XCUIElement.ElementType> = [
        .button, .cell, .textField, .secureTextField, .searchField, .textView, .switch, .slider, .stepper,
        .segmentedControl, .pageIndicator, .other, .image, .staticText,
    ]
    /// The kinds of element a finger swipes.
    static let swipeable: Set<XCUIElement.ElementType> = [.table, .collectionView, .scrollView, .cell]
    /// The kinds of element that take typing.
    static let typeable: Set<XCUIElement.ElementType> = [.textField, .secureTextField, .searchField, .textView]

    /// The next step, or nil when the one rolled has nothing to act on (the caller rolls again).
    mutating func next(_ random: inout MonkeyRandom, in app: XCUIApplication) -> MonkeyStep? {
        let roll = random.below(100)
        switch roll {
        case ..<10:
            return .advance(Self.pauses[random.below(Self.pauses.count)])
        case ..<12:
            return .memoryWarning
        case ..<15:
            let others = MonkeyStep.orientations.map(\.0).filter { $0 != Headless.interfaceOrientation }
            return .rotate(others[random.below(others.count)])
        case ..<30:
            if let field = focusedField(in: app.window) {
                return .typeText(field, Self.texts[random.below(Self.texts.count)])
            }
            return tap(&random, in: app.window)
        case ..<42:
            let candidates = hittable(in: app.window, kinds: Self.swipeable)
            guard !candidates.isEmpty else { return tap(&random, in: app.window) }
            let view = candidates[random.below(candidates.count)]
            let directions = MonkeyStep.Direction.allCases
            return ElementLocator.locator(for: view, in: app.window).map { .swipe($0, directions[random.below(directions.count)]) }
        default:
            return tap(&random, in: app.window)
        }
    }

    /// A tap on one of the hittable elements, or nil when there is none.
    private func tap(_ random: inout MonkeyRandom, in window: UIWindow) -> MonkeyStep? {
        let candidates = hittable(in: window, kinds: Self.tappable)
        guard !candidates.isEmpty else { return nil }
        return ElementLocator.locator(for: candidates[random.below(candidates.count)], in: window).map { .tap($0) }
    }

    /// The elements of `kinds` a tap at their centre would reach now, in the order queries list them.
    private func hittable(in window: UIWindow, kinds: Set<XCUIElement.ElementType>) -> [UIView] {
        ElementTree.descendants(of: [window], matching: .any).filter { view in
            guard view !== window, let kind = ElementTree.elementType(of: view), kinds.contains(kind) else { return false }
            return view.tapRefusalReason(acceptingContainers: true) == nil
        }
    }

    /// The element of the first responder that takes typing, when one has the keyboard.
    private func focusedField(in window: UIWindow) -> ElementLocator.Locator? {
        var view = Headless.current.firstResponder as? UIView
        while let current = view, current !== window {
            if let kind = ElementTree.elementType(of: current), Self.typeable.contains(kind) {
                return ElementLocator.locator(for: current, in: window)
            }
            view = current.superview
        }
        return nil
    }
}
