// MenuPresentationHooks.swift: what the opener of a menu (a control, a context menu interaction, a
// bar button item) gives it: its callbacks and its preview.

/// What happens around an open menu, given by the one who opens it (a control, a context menu
/// interaction, a bar button item).
@MainActor
struct MenuPresentationHooks {
    /// The menu is about to show.
    var willDisplay: ((MenuAnimator) -> Void)?
    /// The menu is about to close (picked or dismissed).
    var willEnd: ((MenuAnimator) -> Void)?
    /// An action was picked, after the states changed and before its handler runs.
    var didPick: ((UIAction) -> Void)?
    /// Runs the picked action's handler with the right sender.
    var perform: (UIAction) -> Void = { $0.perform(from: nil) }
    /// Whether the whole menu picks one action at a time (a pop-up button).
    var selectsSingleAction = false
    /// The preview shown above the menu (a context menu configuration's `previewProvider`).
    var preview: UIViewController?
    /// The targeted view shown lifted above the menu when there is no preview controller.
    var liftedPreview: UITargetedPreview?
    /// The preview was tapped: the menu commits it (before it ends).
    var willCommitPreview: ((MenuAnimator) -> Void)?
    /// The colour behind the preview (the highlight preview's parameters'); the system
    /// background colour when nil.
    var previewBackground: UIColor?
    /// Asked once the opener heard the menu ends: the targeted preview the preview returns to
    /// (the delegate's, else the view it came from; nil: it fades where it is).
    var dismissalPreview: (() -> UITargetedPreview?)?
}
