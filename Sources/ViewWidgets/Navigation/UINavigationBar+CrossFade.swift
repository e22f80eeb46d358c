// UINavigationBar+CrossFade.swift: the bar's part in an interactive pop: the popped item's title,
// back button and items fade out while the new top item's fade in, with the finger's progress.

/// The view holding a navigation bar's outgoing content during an interactive pop (internal;
/// named after the role UIKit's own view plays so tree dumps read as on a device).
final class _UINavigationBarContentView: UIView {}

extension UINavigationBar {
    /// Keeps what the bar shows now (the top item's back button, items, title) in a view of its
    /// own, to fade out while the next content fades in (``fadeInNewContent()``). The title labels
    /// are copied, since the bar reuses its own.
    func beginCrossFade() {
        endCrossFade()
        let outgoing = _UINavigationBarContentView(frame: bounds)
        outgoing.isUserInteractionEnabled = false
        for view in content.views where view.superview === self {
            let frame = view.frame
            outgoing.addSubview(view)
            view.frame = frame
        }
        for label in [titleLabel, largeTitleLabel] where label.superview === self && label.text != nil {
            let copy = UILabel(frame: label.frame)
            copy.text = label.text
            copy.font = label.font
            copy.textColor = label.textColor
            copy.textAlignment = label.textAlignment
            outgoing.addSubview(copy)
        }
        addSubview(outgoing)
        outgoingContent = outgoing
    }

    /// The content built since ``beginCrossFade()`` starts transparent.
    func hideNewContentForCrossFade() {
        guard outgoingContent != nil else { return }
        for view in crossFadingViews { view.alpha = 0 }
    }

    /// The fade's animations, inside the animator that follows the finger: the old content out,
    /// the new content in.
    func fadeInNewContent() {
        outgoingContent?.alpha = 0
        for view in crossFadingViews { view.alpha = 1 }
    }

    /// Ends the fade: the old content goes, the current content is fully shown.
    func endCrossFade() {
        guard let outgoing = outgoingContent else { return }
        outgoingContent = nil
        outgoing.removeFromSuperview()
        for view in crossFadingViews { view.alpha = 1 }
        for label in [titleLabel, largeTitleLabel] { label.alpha = 1 }
    }

    /// The views of the current content (with the bar's title labels).
    private var crossFadingViews: [UIView] {
        content.views + [titleLabel, largeTitleLabel].filter { $0.superview === self }
    }
}
