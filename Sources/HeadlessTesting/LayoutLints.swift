// LayoutLints.swift: layout problems a screen can have in any trait without any test noticing —
// text cut short, controls on top of each other, touch targets under 44 points, content under
// the status bar or home indicator, the focused field under the keyboard, ambiguous constraints
// — found in a view tree, as a list or as an assertion.

import Foundation
@_spi(Testing) import ViewWidgets

/// A layout problem ``layoutLints(in:_:)`` found in a view tree.
public struct LayoutLint: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of layout problem.
    public struct Kind: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Makes a set of kinds from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// A label whose text does not fit (truncated, or lines dropped).
        public static let truncatedText = Kind(rawValue: 1 << 0)
        /// Two enabled controls overlapping, neither inside the other.
        public static let overlappingControls = Kind(rawValue: 1 << 1)
        /// A control or tappable view under 44 points wide or high.
        public static let smallTouchTarget = Kind(rawValue: 1 << 2)
        /// Text, a control or an image reaching outside the window's safe area (not scrolled content).
        public static let outsideSafeArea = Kind(rawValue: 1 << 3)
        /// The text field or view being typed into, covered by the keyboard.
        public static let fieldUnderKeyboard = Kind(rawValue: 1 << 4)
        /// A view whose constraints leave its position or size undetermined.
        public static let ambiguousLayout = Kind(rawValue: 1 << 5)
        /// Every kind.
        public static let all = Kind(rawValue: (1 << 6) - 1)
    }

    /// The kind of problem.
    public let kind: Kind
    /// The view, as a UI test describes an element: kind, frame in the window, label.
    public let subject: String
    /// What is wrong, with the sizes measured.
    public let message: String

    /// `<subject>: <message>`.
    public var description: String { "\(subject): \(message)" }
}

/// The layout problems of the kinds in `kinds` in `view` and its visible subviews (a window:
/// those on screen), laid out first. Views UIKit draws for itself (bars, alerts, pickers, a text
/// field's insides, standard cell labels) are left out.
@MainActor
public func layoutLints(in view: UIView, _ kinds: LayoutLint.Kind = .all) -> [LayoutLint] {
    LayoutLinter(root: view).lints(kinds)
}

/// Fails the test once for each layout problem in `view` of the kinds in `kinds` that
/// `ignoring` does not take.
///
///     assertNoLayoutLints(in: app.window)
///     assertNoLayoutLints(in: screen.view, [.truncatedText, .outsideSafeArea])
@MainActor
public func assertNoLayoutLints(in view: UIView, _ kinds: LayoutLint.Kind = .all,
                                ignoring: (LayoutLint) -> Bool = { _ in false },
                                fileID: StaticString = #fileID, file filePath: StaticString = #filePath,
                                line: UInt = #line, column: UInt = #column) {
    let here = TestLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    var first = true
    for lint in layoutLints(in: view, kinds) where !ignoring(lint) {
        here.fail("Layout lint: \(lint)", artifacts: first ? FailureArtifacts.screenState() : [])
        first = false
    }
}

/// Runs the lints over one tree.
@MainActor
struct LayoutLinter {
    let root: UIView

    private static let minimumSide: CGFloat = 44

    func lints(_ kinds: LayoutLint.Kind) -> [LayoutLint] {
        root.layoutIfNeeded()
        let views = (root as? UIWindow).map(VisibleViews.of) ?? VisibleViews.of(subtree: root)
        let checked = views.filter { !VisibleViews.isSystemChrome($0) }
        var lints: [LayoutLint] = []
        if kinds.contains(.truncatedText) { lints += checked.compactMap(truncation) }
        if kinds.contains(.overlappingControls) { lints += overlaps(checked) }
        if kinds.contains(.smallTouchTarget) { lints += checked.compactMap(smallTarget) }
        if kinds.contains(.outsideSafeArea) { lints += checked.compactMap(unsafePlacement) }
        if kinds.contains(.fieldUnderKeyboard), let lint = fieldUnderKeyboard(checked) { lints.append(lint) }
        if kinds.contains(.ambiguousLayout) { lints += checked.compactMap(ambiguity) }
        return lints
    }

    private func lint(_ kind: LayoutLint.Kind, _ view: UIView, _ message: String) -> LayoutLint {
        LayoutLint(kind: kind, subject: ElementAttributes.summary(of: view), message: message)
    }

    private static func size(_ size: CGSize) -> String {
        "\(ContrastColor.format(size.width)) × \(ContrastColor.format(size.height))"
    }

    private func truncation(_ view: UIView) -> LayoutLint? {
        guard let label = view as? UILabel, let text = label.text, !text.isEmpty, label.textLayout.isTruncated else { return nil }
        return lint(.truncatedText, label, "its text does not fit its \(Self.size(label.bounds.size))-point frame "
            + "(\(label.numberOfLines == 0 ? "no line limit" : "\(label.numberOfLines) line\(label.numberOfLines == 1 ? "" : "s")"))")
    }

    /// Controls a tap can reach: enabled, taking touches, not inside another control.
    private func isInteractive(_ view: UIView) -> Bool {
        guard view.isUserInteractionEnabled else { return false }
        if let control = view as? UIControl {
            return control.isEnabled && !Self.ancestors(of: control).contains { $0 is UIControl }
        }
        return view.gestureRecognizers?.contains { $0 is UITapGestureRecognizer && $0.isEnabled } == true
    }

    private func overlaps(_ views: [UIView]) -> [LayoutLint] {
        let controls = views.filter(isInteractive).map { ($0, frameInRoot($0)) }
        var lints: [LayoutLint] = []
        for (index, (view, frame)) in controls.enumerated() {
            for (other, otherFrame) in controls[(index + 1)...] {
                let overlap = frame.intersection(otherFrame)
                guard !overlap.isNull, overlap.width > 0.5, overlap.height > 0.5,
                      !view.isDescendant(of: other), !other.isDescendant(of: view) else { continue }
                lints.append(lint(.overlappingControls, view, "it overlaps \(ElementAttributes.summary(of: other)) by "
                    + "\(Self.size(overlap.size)) points; a tap there reaches only the one on top"))
            }
        }
        return lints
    }

    private func smallTarget(_ view: UIView) -> LayoutLint? {
        // Controls whose size UIKit fixes, and fields (a rounded field is 34 points high).
        guard isInteractive(view), !VisibleViews.hasSystemSize(view) else { return nil }
        let size = view.bounds.size
        guard size.width < Self.minimumSide || size.height < Self.minimumSide else { return nil }
        return lint(.smallTouchTarget, view, "it is \(Self.size(size)) points; touch targets need at least "
            + "44 × 44 points (Human Interface Guidelines)")
    }

    /// Text, controls and images outside the window's safe area, unless they scroll.
    private func unsafePlacement(_ view: UIView) -> LayoutLint? {
        guard let window = view.window, window.safeAreaInsets != .zero else { return nil }
        let isContent = (view as? UILabel)?.text?.isEmpty == false || view is UIControl
            || (view as? UIImageView)?.image != nil || view is UITextView
        guard isContent, !Self.ancestors(of: view).contains(where: { $0 is UIScrollView || $0 is UIControl }) else { return nil }
        let safe = window.bounds.inset(by: window.safeAreaInsets)
        let frame = view.convert(view.bounds, to: window)
        let sides: [(String, CGFloat)] = [("top", safe.minY - frame.minY), ("bottom", frame.maxY - safe.maxY),
                                          ("left", safe.minX - frame.minX), ("right", frame.maxX - safe.maxX)]
        guard let (side, depth) = sides.filter({ $0.1 > 0.5 }).max(by: { $0.1 < $1.1 }) else { return nil }
        return lint(.outsideSafeArea, view, "it reaches \(ContrastColor.format(depth)) points past the safe area at the "
            + "\(side) (under the status bar, the sensor housing or the home indicator); pin it to safeAreaLayoutGuide")
    }

    private func fieldUnderKeyboard(_ views: [UIView]) -> LayoutLint? {
        guard let keyboard = Headless.keyboardFrame,
              let field = views.first(where: { $0.isFirstResponder && ($0 is UITextField || $0 is UITextView) }),
              field.window != nil else { return nil }
        let frame = ElementAttributes.frame(of: field)  // on the screen, as the keyboard's
        let covered = frame.intersection(keyboard)
        guard !covered.isNull, covered.height > 0.5 else { return nil }
        return lint(.fieldUnderKeyboard, field, "the keyboard covers \(ContrastColor.format(covered.height)) of its "
            + "\(ContrastColor.format(frame.height)) points; move it above the keyboard (keyboard notifications or a scroll view's inset)")
    }

    private func ambiguity(_ view: UIView) -> LayoutLint? {
        guard !view.translatesAutoresizingMaskIntoConstraints, !(view is UIWindow), view.hasAmbiguousLayout else { return nil }
        return lint(.ambiguousLayout, view, "its constraints leave its position or size undetermined "
            + "(hasAmbiguousLayout); add the missing constraints")
    }

    /// The view's superview, its superview, and so on.
    private static func ancestors(of view: UIView) -> some Sequence<UIView> {
        sequence(first: view, next: { $0.superview }).dropFirst()
    }

    private func frameInRoot(_ view: UIView) -> CGRect {
        view.window.map { view.convert(view.bounds, to: $0) } ?? view.convert(view.bounds, to: root)
    }
}

extension VisibleViews {
    /// ``of(_:)`` for a view in no window: its visible subtree.
    static func of(subtree root: UIView) -> [UIView] {
        var found: [UIView] = []
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            guard !view.isHidden, view.alpha >= 0.01 else { continue }
            found.append(view)
            stack.append(contentsOf: view.accessibilityOrderedSubviews.reversed())
        }
        return found
    }
}
