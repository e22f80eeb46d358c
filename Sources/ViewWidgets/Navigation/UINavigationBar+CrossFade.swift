// UINavigationBar+CrossFade.swift: the bar's part in an interactive pop: the popped item's title,
// back button and items fade out while the new top item's fade in, with the finger's progress.

/// The view holding a navigation bar's outgoing content during an interactive pop (internal;
/// named after the role UIKit's own view plays so tree dumps read as on a device).
final class _UINavigationBarContentView: UIView {
    /// The views made transparent for the fade (the arriving item's, the app's own title views
    /// and custom items among them) with the alpha each had, given back when the fade ends.
    var fadedViews: [(view: UIView, alpha: CGFloat)] = []
    /// Whether the animator that runs the fade has started (``fadeAnimator``).
    var fadeHasStarted = false
    /// The animator that runs the fade, once started: views the bar makes after that (items set
    /// in the arriving controller's `viewWillAppear`, or in code mid-swipe) join it.
    weak var fadeAnimator: UIViewPropertyAnimator?
}

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

    /// The content built since ``beginCrossFade()`` starts transparent; each view's own alpha is
    /// kept to be given back. At once, even inside an animation block (the coordinator's alongside
    /// animations run in the fade's): ``fadeInNewContent()`` animates it in.
    func hideNewContentForCrossFade() {
        guard let outgoing = outgoingContent as? _UINavigationBarContentView else { return }
        for view in crossFadingViews where !outgoing.fadedViews.contains(where: { $0.view === view }) {
            outgoing.fadedViews.append((view, view.alpha))
            UIView.performWithoutAnimation { view.alpha = 0 }
        }
    }

    /// The content the bar builds while the fade runs joins it: before the fade's animator
    /// starts, it starts transparent (``hideNewContentForCrossFade()``); once it runs, each new
    /// view fades in with that animator as if it had been there from the start (it shows the
    /// swipe's progress at once). Called after each rebuild of the content.
    func joinCrossFade() {
        guard let outgoing = outgoingContent as? _UINavigationBarContentView else { return }
        guard outgoing.fadeHasStarted else { return hideNewContentForCrossFade() }
        // A fade that ended (the swipe finished or went back) takes nothing more.
        guard let animator = outgoing.fadeAnimator, animator.state == .active else { return }
        for view in crossFadingViews where !outgoing.fadedViews.contains(where: { $0.view === view }) {
            let alpha = view.alpha
            outgoing.fadedViews.append((view, alpha))
            UIView.performWithoutAnimation { view.alpha = 0 }
            animator.addAnimationsFromStart { view.alpha = alpha }
        }
    }

    /// The fade's animator (the one that follows the finger) has started.
    func crossFadeDidStart(with animator: UIViewPropertyAnimator) {
        guard let outgoing = outgoingContent as? _UINavigationBarContentView else { return }
        outgoing.fadeHasStarted = true
        outgoing.fadeAnimator = animator
    }

    /// The fade's animations, inside the animator that follows the finger: the old content out,
    /// the new content in, to the alpha each view had.
    func fadeInNewContent() {
        guard let outgoing = outgoingContent as? _UINavigationBarContentView else { return }
        outgoing.alpha = 0
        for (view, alpha) in outgoing.fadedViews { view.alpha = alpha }
    }

    /// Ends the fade: the old content goes, and every view made transparent for it gets its own
    /// alpha back, in the bar or not (a cancelled swipe takes the arriving item's views out while
    /// they are still transparent; an app's title view or custom item must not stay so).
    func endCrossFade() {
        guard let outgoing = outgoingContent else { return }
        outgoingContent = nil
        outgoing.removeFromSuperview()
        for (view, alpha) in (outgoing as? _UINavigationBarContentView)?.fadedViews ?? [] { view.alpha = alpha }
        for label in [titleLabel, largeTitleLabel] { label.alpha = 1 }
    }

    /// The views of the current content (with the bar's title labels).
    private var crossFadingViews: [UIView] {
        content.views + [titleLabel, largeTitleLabel].filter { $0.superview === self }
    }
}
