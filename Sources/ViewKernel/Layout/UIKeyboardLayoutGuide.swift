// UIKeyboardLayoutGuide.swift: the layout guide that follows the simulated keyboard (iOS 15), and
// the tracking guide it is a kind of, whose constraints switch with the edges it is near.

/// A layout guide that follows something on screen and switches constraints on and off by the
/// screen edges it is near, as UIKit's `UITrackingLayoutGuide`
/// (https://developer.apple.com/documentation/uikit/uitrackinglayoutguide). Headless, the only
/// thing tracked is the keyboard, which is always docked across the bottom of the screen: near
/// the bottom, leading and trailing edges, away from the top.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    /// The constraints given for each edge, and whether they apply near it or away from it.
    private var tracked: [(edge: NSDirectionalRectEdge, near: Bool, constraints: [NSLayoutConstraint])] = []

    /// The edges the tracked rectangle is near: the docked keyboard's.
    var edgesNear: NSDirectionalRectEdge { [.bottom, .leading, .trailing] }

    /// Makes `constraints` active while the guide is near `edge`, and inactive while it is away
    /// from it; replaces the constraints given for that edge before.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        track(constraints, edge: edge, near: true)
    }

    /// Makes `constraints` active while the guide is away from `edge`, and inactive while it is
    /// near it; replaces the constraints given for that edge before.
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        track(constraints, edge: edge, near: false)
    }

    /// The constraints given for when the guide is near `edge`.
    open func constraints(activeWhenNearEdge edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        tracked.first { $0.edge == edge && $0.near }?.constraints ?? []
    }

    /// The constraints given for when the guide is away from `edge`.
    open func constraints(activeWhenAwayFrom edge: NSDirectionalRectEdge) -> [NSLayoutConstraint] {
        tracked.first { $0.edge == edge && !$0.near }?.constraints ?? []
    }

    /// Forgets every constraint given, deactivating them.
    open func removeAllTrackedConstraints() {
        for entry in tracked { NSLayoutConstraint.deactivate(entry.constraints) }
        tracked = []
    }

    /// Replaces the constraints given for `edge` and `near`, and applies them at once.
    private func track(_ constraints: [NSLayoutConstraint], edge: NSDirectionalRectEdge, near: Bool) {
        if let index = tracked.firstIndex(where: { $0.edge == edge && $0.near == near }) {
            NSLayoutConstraint.deactivate(tracked[index].constraints)
            tracked.remove(at: index)
        }
        tracked.append((edge, near, constraints))
        applyTrackedConstraints()
    }

    /// Activates the constraints whose edge condition holds and deactivates the others.
    func applyTrackedConstraints() {
        let near = edgesNear
        for entry in tracked {
            let holds = entry.near ? !entry.edge.isEmpty && near.isSuperset(of: entry.edge)
                                   : near.isDisjoint(with: entry.edge)
            if holds { NSLayoutConstraint.activate(entry.constraints) } else { NSLayoutConstraint.deactivate(entry.constraints) }
        }
    }
}

/// The space the keyboard takes in a view's layout, as UIKit's `UIKeyboardLayoutGuide`
/// (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide), reached through
/// `view.keyboardLayoutGuide`: as wide as the view and resting on its bottom; while the keyboard
/// shows, its top is the keyboard's top (or the view's bottom, if the keyboard does not reach the
/// view), and it moves with the keyboard's animation; while the keyboard is hidden, its top is the
/// bottom of the view's safe area (``usesBottomSafeArea``) or of the view.
///
///     button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows the keyboard when it is undocked or floating (iPad); false by
    /// default. The simulated keyboard is always docked.
    open var followsUndockedKeyboard = false

    /// Whether the guide's top rests on the bottom of the view's safe area while the keyboard is
    /// hidden (iOS 17); true by default. False rests it on the bottom of the view.
    open var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { follow(Headless.current.keyboard.targetFrame) } }
    }

    /// Extra height above the keyboard where an interactive dismissal drag already moves the
    /// keyboard (iOS 17); 0 by default. Kept.
    open var keyboardDismissPadding: CGFloat = 0

    /// The guide's pins to the view's sides and bottom, always active.
    private var pins: [NSLayoutConstraint] = []
    /// Its top on the bottom of the view's safe area, active while the keyboard is hidden and
    /// ``usesBottomSafeArea`` is true.
    private var topOnSafeArea: NSLayoutConstraint?
    /// Its top on the bottom of the view, active while the keyboard is hidden and
    /// ``usesBottomSafeArea`` is false.
    private var topOnView: NSLayoutConstraint?
    /// Its height, the keyboard's overlap with the view, active while the keyboard shows.
    private var height: NSLayoutConstraint?

    /// Made by `UIView.keyboardLayoutGuide` only, which adds it to its view.
    override init() {
        super.init()
        identifier = "UIViewKeyboardLayoutGuide"
    }

    /// Pins the guide into `view` and follows the keyboard as it is now.
    func attach(to view: UIView) {
        view.addLayoutGuide(self)
        pins = [leadingAnchor.constraint(equalTo: view.leadingAnchor),
                trailingAnchor.constraint(equalTo: view.trailingAnchor),
                bottomAnchor.constraint(equalTo: view.bottomAnchor)]
        topOnSafeArea = topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        topOnView = topAnchor.constraint(equalTo: view.bottomAnchor)
        height = heightAnchor.constraint(equalToConstant: 0)
        NSLayoutConstraint.activate(pins)
        Headless.current.keyboard.track(self)
        follow(Headless.current.keyboard.targetFrame)
    }

    /// Places the guide for a keyboard whose frame (in screen coordinates) is `keyboardFrame`, or
    /// that is hidden (nil). A view outside any window has no place on the screen: its guide
    /// rests as if the keyboard were hidden until the keyboard next moves (Differences.md).
    func follow(_ keyboardFrame: CGRect?) {
        guard let view = owningView, let topOnSafeArea, let topOnView, let height else { return }
        if let keyboardFrame, let window = view.window {
            let bottom = view.convert(view.bounds, to: window).maxY + window.frame.minY
            height.constant = max(0, min(view.bounds.height, bottom - keyboardFrame.minY))
            NSLayoutConstraint.deactivate([topOnSafeArea, topOnView])
            height.isActive = true
        } else {
            height.isActive = false
            topOnSafeArea.isActive = usesBottomSafeArea
            topOnView.isActive = !usesBottomSafeArea
        }
    }
}

extension UIView {
    /// The guide that follows the keyboard in this view's layout (iOS 15), made and added to the
    /// view the first time it is asked for.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = autoLayoutStorage?.guides.lazy.compactMap({ $0 as? UIKeyboardLayoutGuide }).first { return guide }
        let guide = UIKeyboardLayoutGuide()
        guide.attach(to: self)
        return guide
    }
}
