// UIView+Tint.swift: the tint a view inherits and its tint adjustment mode (dimmed behind an
// alert), and telling a view and the descendants that inherit its tint that it changed, as
// UIKit calls `tintColorDidChange()`.

extension UIView {
    /// How a view's tint colour is adjusted, with UIKit's raw values.
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` for a view without a superview); raw value 0, the
        /// value a view starts with.
        case automatic = 0
        /// The tint colour unmodified (1).
        case normal = 1
        /// The tint colour desaturated and dimmed (2), as behind an alert.
        case dimmed = 2
    }

    /// The first mode other than `.automatic` found going up from the view through its
    /// superviews, `.normal` when there is none: the getter never answers `.automatic`, as
    /// UIKit's. While it is `.dimmed`, ``tintColor`` answers a desaturated grey of the tint.
    /// Setting it calls `tintColorDidChange()` on the view and on the descendants that take
    /// their mode from it, when that changes the mode they answer.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get { effectiveTintAdjustmentMode }
        set {
            let old = effectiveTintAdjustmentMode
            tintAdjustmentModeStorage = newValue
            if effectiveTintAdjustmentMode != old { notifyTintAdjustmentModeDidChange() }
        }
    }

    /// The mode the view answers: its own, or the first non-automatic one above it.
    final var effectiveTintAdjustmentMode: TintAdjustmentMode {
        var view: UIView? = self
        while let current = view {
            if current.tintAdjustmentModeStorage != .automatic { return current.tintAdjustmentModeStorage }
            view = current.superviewStorage
        }
        return .normal
    }

    /// The tint the view answers: the first tint set going up from the view (system blue when
    /// none is), dimmed when the view's mode is `.dimmed`; one walk up the superviews finds both.
    final var effectiveTintColor: UIColor {
        var color: UIColor?
        var mode = TintAdjustmentMode.automatic
        var view: UIView? = self
        while let current = view, color == nil || mode == .automatic {
            if color == nil { color = current.tintColorStorage }
            if mode == .automatic { mode = current.tintAdjustmentModeStorage }
            view = current.superviewStorage
        }
        let base = color ?? UIView.defaultTintColor
        return mode == .dimmed ? UIView.dimmedTint(of: base) : base
    }

    /// The dimmed tints made so far, by the tint each dims (held, so an identifier is not reused
    /// while its entry lasts); emptied when it grows past 64, as an app has few tints.
    private static var dimmedTints: [ObjectIdentifier: (base: UIColor, dimmed: UIColor)] = [:]

    /// The dimmed form of `base`, the same object at every read: dynamic colours are equal only
    /// to themselves, and code that sets a colour only when it changed compares it with the last.
    static func dimmedTint(of base: UIColor) -> UIColor {
        let key = ObjectIdentifier(base)
        if let entry = dimmedTints[key], entry.base === base { return entry.dimmed }
        if dimmedTints.count >= 64 { dimmedTints.removeAll() }
        let dimmed = dimmedTintColor(base)
        dimmedTints[key] = (base, dimmed)
        return dimmed
    }

    /// The dimmed form of `color`: a grey of its luma (0.299 red + 0.587 green + 0.114 blue)
    /// with its opacity; a dynamic colour dims in each appearance. UIKit documents only "a
    /// desaturated, dimmed version" (Docs/Differences.md).
    nonisolated static func dimmedTintColor(_ color: UIColor) -> UIColor {
        if color.dynamicProvider != nil {
            return UIColor { traits in dimmedTintColor(color.resolvedColor(with: traits)) }
        }
        let value = color.resolvedComponents
        let luma = 0.299 * value.red + 0.587 * value.green + 0.114 * value.blue
        return UIColor(white: luma, alpha: value.alpha)
    }

    /// Calls `tintColorDidChange()` on the view, then on each descendant that inherits its tint
    /// (a subview with a tint colour of its own, and everything under it, keeps its colour and is
    /// not told), parents before children, from an explicit stack rather than one call per level.
    func notifyTintColorDidChange() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            for subview in view.subviewStorage.reversed() where !subview.hasOwnTintColor {
                stack.append(subview)
            }
        }
    }

    /// Calls `tintColorDidChange()` on the view, then on each descendant that takes its tint
    /// adjustment mode from it (a subview with a mode of its own, and everything under it, keeps
    /// its mode and is not told), parents before children.
    func notifyTintAdjustmentModeDidChange() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.tintColorDidChange()
            for subview in view.subviewStorage.reversed() where subview.tintAdjustmentModeStorage == .automatic {
                stack.append(subview)
            }
        }
    }
}
