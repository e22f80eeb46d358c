// UIControl+ContextMenu.swift: a control's context menu interaction (iOS 14): made when it is
// turned on, opened by a long press or, as the primary action, by a touch down.

extension UIControl: UIContextMenuInteractionDelegate {
    /// The control's context menu interaction, with the control as its delegate; nil while
    /// ``isContextMenuInteractionEnabled`` is false.
    public var contextMenuInteraction: UIContextMenuInteraction? {
        isContextMenuInteractionEnabled ? contextMenuInteractionStorage : nil
    }

    /// Adds or removes the interaction; as the primary action, the long press is off.
    func updateContextMenuInteraction() {
        guard isContextMenuInteractionEnabled else {
            if let interaction = contextMenuInteractionStorage { removeInteraction(interaction) }
            return
        }
        let interaction = contextMenuInteractionStorage ?? makeContextMenuInteraction()
        contextMenuInteractionStorage = interaction
        interaction.longPress.isEnabled = !showsMenuAsPrimaryAction
        if interaction.view !== self { addInteraction(interaction) }
    }

    private func makeContextMenuInteraction() -> UIContextMenuInteraction {
        let interaction = UIContextMenuInteraction(delegate: self)
        // A control's menu is compact (UIKit's `.compact` appearance): it lifts no preview; a
        // configuration's preview controller still shows.
        interaction.liftsTargetedView = false
        interaction.performAction = { [weak self] action in
            guard let self else { return action.perform(from: nil) }
            self.sendAction(action)
        }
        return interaction
    }

    /// A touch down on a control whose menu is its primary action: the control stops following
    /// the touch (no touch-up events) and the menu opens, after `.menuActionTriggered`.
    func presentMenuAsPrimaryAction(for touch: UITouch) {
        guard let interaction = contextMenuInteractionStorage else { return }
        stopFollowingTrackedTouch()
        sendActions(for: .menuActionTriggered, event: nil)
        interaction.presentMenu(at: touch.location(in: self))
    }
}
