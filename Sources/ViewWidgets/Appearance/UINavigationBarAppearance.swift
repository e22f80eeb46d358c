// UINavigationBarAppearance.swift: the look of a navigation bar (iOS 13): background and shadow
// (UIBarAppearance), title attributes, bar button item and back button appearances.

/// The look of a navigation bar, as UIKit's `UINavigationBarAppearance`: set it as a bar's
/// `standardAppearance`, `compactAppearance`, `scrollEdgeAppearance` or
/// `compactScrollEdgeAppearance`, or as a navigation item's, which override the bar's while the
/// item is on top.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Makes the default appearance targeting `idiom`: a blurred background, a hairline, and
    /// default titles and buttons.
    public override init(idiom: UIUserInterfaceIdiom) {
        super.init(idiom: idiom)
    }

    /// Makes an appearance with the values of `barAppearance`: its background and shadow, and,
    /// when it is a navigation bar appearance, its titles and buttons too.
    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        guard let other = barAppearance as? UINavigationBarAppearance else { return }
        titleTextAttributes = other.titleTextAttributes
        largeTitleTextAttributes = other.largeTitleTextAttributes
        titlePositionAdjustment = other.titlePositionAdjustment
        buttonAppearance = other.buttonAppearance.copy()
        doneButtonAppearance = other.doneButtonAppearance.copy()
        backButtonAppearance = other.backButtonAppearance.copy()
        backButtonAppearanceIsSet = other.backButtonAppearanceIsSet
        backIndicatorImage = other.backIndicatorImage
        backIndicatorTransitionMaskImage = other.backIndicatorTransitionMaskImage
    }

    /// Source compatibility; this package has no archives, so this makes a default appearance.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The attributes of the title: `.font` (semibold 17 points by default) and
    /// `.foregroundColor` (`.label` by default) are drawn; empty by default.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// The attributes of the large title: `.font` (bold 34 points by default) and
    /// `.foregroundColor` (`.label` by default) are drawn; empty by default.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]

    /// How far the title moves from the middle of the bar; `.zero` by default.
    open var titlePositionAdjustment: UIOffset = .zero

    // The button appearances are copied when assigned (UIKit declares them `@NSCopying`): one
    // object assigned to two of them, or changed after being assigned, changes neither.

    /// How plain bar button items look (a copy of what is assigned).
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet { buttonAppearance = buttonAppearance.copy() }
    }

    /// How `.done` bar button items look (a copy of what is assigned).
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done) {
        didSet { doneButtonAppearance = doneButtonAppearance.copy() }
    }

    /// How the back button looks (a copy of what is assigned). Until it is assigned, the back
    /// button looks as `buttonAppearance` says, as Apple documents.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain) {
        didSet {
            backButtonAppearance = backButtonAppearance.copy()
            backButtonAppearanceIsSet = true
        }
    }

    /// Whether `backButtonAppearance` was assigned (here or in the appearance this one copies).
    var backButtonAppearanceIsSet = false

    /// The chevron drawn before the back button's title; the system's chevron by default.
    open private(set) var backIndicatorImage: UIImage = UINavigationBarAppearance.defaultBackIndicator

    /// The mask used while the back button's title slides under the chevron; the system's
    /// chevron by default.
    open private(set) var backIndicatorTransitionMaskImage: UIImage = UINavigationBarAppearance.defaultBackIndicator

    /// Sets the back indicator and its mask together (one without the other falls back to the
    /// system's chevron for both, as in UIKit).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        if let backIndicatorImage, let backIndicatorTransitionMaskImage {
            self.backIndicatorImage = backIndicatorImage
            self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
        } else {
            self.backIndicatorImage = UINavigationBarAppearance.defaultBackIndicator
            self.backIndicatorTransitionMaskImage = UINavigationBarAppearance.defaultBackIndicator
        }
    }

    /// The system's back chevron.
    static var defaultBackIndicator: UIImage { UIImage(systemName: "chevron.left") ?? UIImage() }
}
