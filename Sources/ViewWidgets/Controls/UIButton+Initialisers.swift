// UIButton+Initialisers.swift: the convenience initialisers of a button: by kind, and by kind with
// a primary action (iOS 14). The designated ones, and the one overriding UIControl's, are in UIButton.swift.

extension UIButton {
    /// Makes a button of `buttonType` with a zero frame, as UIKit's `init(type:)` (Objective-C's
    /// `buttonWithType:`). Subclasses inherit it and it makes the subclass, running the
    /// subclass's `init(frame:)`: `MyButton(type: .custom)` is a `MyButton`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
        updateContent()
    }

    /// Makes a button of `buttonType` (system by default) that performs `primaryAction` when
    /// tapped, taking its title and image from the action (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adoptPrimaryAction(primaryAction)
    }

    /// Takes the title and image of `primaryAction` and performs it as the primary action.
    func adoptPrimaryAction(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
        setImage(primaryAction.image, for: .normal)
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}
