// UIView+Interactions.swift: the interactions a view holds (iOS 11's `UIInteraction`,
// `addInteraction(_:)`), such as a context menu interaction.

/// An object that adds behaviour to the view it is added to, as UIKit's `UIInteraction`
/// (https://developer.apple.com/documentation/uikit/uiinteraction): a view holds its interactions
/// strongly and tells each one when it is added or removed.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is added to; nil while it is in no view.
    var view: UIView? { get }
    /// Called before the interaction is added to `view`, or removed from its view (nil).
    func willMove(to view: UIView?)
    /// Called after the interaction was added to `view`, or removed from its view (nil).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to the view, in the order they were added; setting the list removes
    /// the old ones and adds the new ones, as UIKit does.
    public var interactions: [any UIInteraction] {
        get { interactionStorage }
        set {
            for interaction in interactionStorage { removeInteraction(interaction) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds `interaction` to the view (held strongly); an interaction in another view leaves it
    /// first, and adding one that is already here changes nothing.
    public func addInteraction(_ interaction: any UIInteraction) {
        if interactionStorage.contains(where: { $0 === interaction }) { return }
        if let other = interaction.view, other !== self { other.removeInteraction(interaction) }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes `interaction` from the view; does nothing when it is not in this view.
    public func removeInteraction(_ interaction: any UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
