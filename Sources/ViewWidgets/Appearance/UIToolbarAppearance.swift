// UIToolbarAppearance.swift: the look of a toolbar (iOS 13): background and shadow
// (UIBarAppearance) and how its plain and done items look.

/// The look of a toolbar, as UIKit's `UIToolbarAppearance`: background and shadow, and how its
/// plain and done items look.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// Makes the default appearance targeting `idiom`.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Makes an appearance with the values of `barAppearance`: its background and shadow, and,
    /// when it is a toolbar appearance, its buttons too.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UIToolbarAppearance else { return }
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
    }

    /// Source compatibility; this package has no archives, so this makes a default appearance.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// How plain bar button items look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { buttonAppearance = buttonAppearance.copy() }   // @NSCopying, as in UIKit
    }

    /// How `.done` bar button items look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { doneButtonAppearance = doneButtonAppearance.copy() }
    }
}
