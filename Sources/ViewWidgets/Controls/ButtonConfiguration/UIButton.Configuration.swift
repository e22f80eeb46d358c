// UIButton.Configuration.swift: what a configured button shows — title, subtitle, image,
// activity indicator — and how: style, size, colours, insets and paddings (iOS 15;
// https://developer.apple.com/documentation/uikit/uibutton/configuration-swift.struct). The styles
// and the colours they resolve to are in UIButton.Configuration+Styles.swift.

extension UIButton {
    /// Called to update a button's configuration when its state changes, as UIKit's
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// A button's content and appearance, as UIKit's `UIButton.Configuration` (iOS 15). Start from a
    /// style (``plain()``, ``gray()``, ``tinted()``, ``filled()``, ``borderless()``,
    /// ``bordered()``, ``borderedTinted()``, ``borderedProminent()``), set its content and give it
    /// to `UIButton(configuration:)` or `button.configuration`. The button asks
    /// ``updated(for:)`` for the colours of its state (highlighted, selected, disabled) before it
    /// lays out.
    @preconcurrency @MainActor
    public struct Configuration: @MainActor Hashable {
        /// The style, which decides the default colours and background.
        let style: ButtonConfigurationStyle
        /// The state the colours are resolved for (set by ``updated(for:)``).
        var look = ButtonConfigurationLook()

        init(style: ButtonConfigurationStyle) {
            self.style = style
            background = .clear()
        }

        // MARK: - Content

        /// The title; setting it replaces ``attributedTitle`` with the plain text.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The title with its attributes (font, foreground colour); nil by default.
        public var attributedTitle: AttributedString?
        /// The subtitle, shown under the title; setting it replaces ``attributedSubtitle``.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// The subtitle with its attributes; nil by default.
        public var attributedSubtitle: AttributedString?
        /// Changes the title's attributes (font, colour) before they are shown; nil by default.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes before they are shown; nil by default.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// How the title breaks and truncates; `.byWordWrapping` (several lines) by default.
        public var titleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the subtitle breaks and truncates; `.byWordWrapping` by default.
        public var subtitleLineBreakMode: NSLineBreakMode = .byWordWrapping
        /// How the title and subtitle align with each other; `.automatic` by default.
        public var titleAlignment: TitleAlignment = .automatic
        /// The distance between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0

        /// The image; nil by default.
        public var image: UIImage?
        /// Which side of the title the image is on; `.leading` by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The distance between the image and the title and subtitle; 0 by default. It does not
        /// change the distance to the button's edges.
        public var imagePadding: CGFloat = 0
        /// The symbol configuration applied to a symbol ``image``; nil by default.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Changes the image's colour (the foreground colour) before it is drawn; nil by default.
        public var imageColorTransformer: UIConfigurationColorTransformer?

        /// Whether an activity indicator spins in place of the image; false by default.
        public var showsActivityIndicator = false
        /// Changes the activity indicator's colour (the foreground colour); nil by default.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        /// The indicator a pop-up button shows at its trailing edge (iOS 16); `.automatic` by
        /// default, which shows none here; `.popup` shows an up-and-down chevron.
        public var indicator: Indicator = .automatic
        /// Changes the indicator's colour; nil by default.
        public var indicatorColorTransformer: UIConfigurationColorTransformer?

        // MARK: - Appearance

        /// The colour of the title, subtitle and image; nil means the style's (the tint colour,
        /// or white for the filled styles).
        public var baseForegroundColor: UIColor?
        /// The colour of the background; nil means the style's (none, a fill, or the tint colour).
        public var baseBackgroundColor: UIColor?
        /// The background: its colour (set it to override the style's), corner radius (with
        /// ``cornerStyle`` `.fixed`), stroke, image or custom view.
        public var background: UIBackgroundConfiguration
        /// How round the background's corners are; `.dynamic` by default.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size, which sets the fonts, the default insets and the dynamic corners; `.medium`
        /// by default.
        public var buttonSize: Size = .medium
        /// The style on a Mac in the Mac idiom; `.automatic` by default. Stored.
        public var macIdiomStyle: MacIdiomStyle = .automatic
        /// Whether ``updated(for:)`` also styles the selected state; true by default.
        public var automaticallyUpdateForSelection = true

        private var contentInsetsStorage: NSDirectionalEdgeInsets?
        /// The distance from the button's edges to its content; by default the size's (medium:
        /// 7 above and below, 12 at the sides).
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? buttonSize.defaultContentInsets }
            set { contentInsetsStorage = newValue }
        }

        /// Brings back the default content insets, which follow ``buttonSize``.
        public mutating func setDefaultContentInsets() {
            contentInsetsStorage = nil
        }

        /// A copy whose colours are those of `button`'s state: highlighted, disabled and (with
        /// ``automaticallyUpdateForSelection``) selected. The button calls it before it lays
        /// out after a state change, unless its `automaticallyUpdatesConfiguration` is false.
        public func updated(for button: UIButton) -> UIButton.Configuration {
            var copy = self
            copy.look = ButtonConfigurationLook(isHighlighted: button.isHighlighted, isDisabled: !button.isEnabled,
                                                isSelected: automaticallyUpdateForSelection && button.isSelected)
            return copy
        }

        // MARK: - Kinds

        /// How the title and subtitle align, as UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Hashable, Sendable {
            /// By the image's place: leading beside a leading or trailing image, else centred.
            case automatic
            /// At the leading edge.
            case leading
            /// Centred.
            case center
            /// At the trailing edge.
            case trailing
        }

        /// How round the background's corners are, as UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable {
            /// The background's own `cornerRadius`, unchanged.
            case fixed = -1
            /// A radius that follows the button's size.
            case dynamic = 0
            /// A small radius.
            case small
            /// A medium radius.
            case medium
            /// A large radius.
            case large
            /// Half the height: round ends.
            case capsule
        }

        /// The sizes of a button, as UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable {
            /// Medium, the default: body text.
            case medium = 0
            /// Small: subheadline text.
            case small = 1
            /// The smallest: footnote text.
            case mini = 2
            /// Large: body text with more room around it.
            case large = 3
        }

        /// The styles of a button on a Mac, as UIKit's `UIButton.Configuration.MacIdiomStyle`.
        public enum MacIdiomStyle: Int, Hashable, Sendable {
            /// The system's choice.
            case automatic
            /// A bordered button.
            case bordered
            /// A borderless button.
            case borderless
            /// A borderless button tinted with the accent colour.
            case borderlessTinted
        }

        /// The indicators a button shows at its trailing edge, as UIKit's
        /// `UIButton.Configuration.Indicator` (iOS 16).
        public enum Indicator: Int, Hashable, Sendable {
            /// The system's choice: a pop-up button's chevron (none here without a menu).
            case automatic
            /// No indicator.
            case none
            /// The up-and-down chevron of a pop-up button.
            case popup
        }
    }
}

/// The state a configuration's colours are resolved for.
struct ButtonConfigurationLook: Hashable, Sendable {
    var isHighlighted = false
    var isDisabled = false
    var isSelected = false
}
