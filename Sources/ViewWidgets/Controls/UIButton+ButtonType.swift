// UIButton+ButtonType.swift: the kinds of button `UIButton(type:)` makes, with UIKit's raw values,
// and the default title colours that depend on the kind.

extension UIButton {
    /// The kinds of button, with UIKit's raw values.
    public enum ButtonType: Int, Sendable, CaseIterable {
        /// No style: white title by default, images as given. `UIButton(frame:)` and `UIButton()`
        /// make custom buttons.
        case custom = 0
        /// The system style: the title takes the tint colour and fades while highlighted.
        case system = 1
        /// A detail-disclosure button (system style; this package draws no built-in glyph).
        case detailDisclosure = 2
        /// A light info button (system style; no built-in glyph here).
        case infoLight = 3
        /// A dark info button (system style; no built-in glyph here).
        case infoDark = 4
        /// A contact-add button (system style; no built-in glyph here).
        case contactAdd = 5
        /// A close button (system style; no built-in glyph here).
        case close = 7

        /// The rounded-rectangle style of iOS 6, which became `.system`.
        public static var roundedRect: ButtonType { .system }

        /// Whether buttons of this kind follow the system style (tinted, fading title).
        var isSystemStyle: Bool { self != .custom }
    }

    /// The title colour of a system button while disabled, when none is set for that state: the
    /// system gray. (A decision: UIKit's exact shade is not documented.)
    static var systemDisabledTitleColor: UIColor {
        UIColor(red: 142.0 / 255.0, green: 142.0 / 255.0, blue: 147.0 / 255.0, alpha: 1)
    }

    /// How much of its colour a system button's title keeps while highlighted (UIKit fades it).
    static let systemHighlightedTitleAlpha: CGFloat = 0.2

    /// The title colour used when none is set for the state or for `.normal`: white for a custom
    /// button, the tint colour for the system styles.
    var defaultTitleColor: UIColor {
        buttonType.isSystemStyle ? tintColor : UIColor.white
    }

    /// The colour the title shows in `state`: the colour set for exactly that state, else, for a
    /// system button, the normal colour faded while highlighted or gray while disabled, else the
    /// normal colour (or the default).
    func displayedTitleColor(for state: UIControl.State) -> UIColor {
        if let exact = titleColors[exactly: state] { return exact }
        let normal = titleColors[.normal] ?? defaultTitleColor
        guard buttonType.isSystemStyle else { return normal }
        if state.contains(.disabled) { return UIButton.systemDisabledTitleColor }
        if state.contains(.highlighted) {
            return normal.withAlphaComponent(normal.rgba.alpha * UIButton.systemHighlightedTitleAlpha)
        }
        return normal
    }
}
