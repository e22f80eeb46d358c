// UIModalPresentationStyle.swift: how a presented controller covers the screen, and how it arrives.

/// How a presented view controller is shown, with UIKit's raw values.
///
/// On a phone (a compact width, as every headless screen is treated) the styles come down to three
/// behaviours: the presented view covers the screen and the presenter's view leaves the window
/// (`.fullScreen`, `.currentContext`), the presented view covers the screen and the presenter's view
/// stays underneath (`.overFullScreen`, `.overCurrentContext`, `.custom`), or the presented view is a
/// card that leaves the top of the screen showing the dimmed presenter (`.automatic`, `.pageSheet`,
/// `.formSheet`, `.popover`). See Docs/Concepts/Presentation.md.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The style the system picks: a sheet for most controllers (the default of
    /// `modalPresentationStyle` since iOS 13).
    case automatic = -2
    /// No adaptation; not a style to present with.
    case none = -1
    /// The presented view covers the screen; the presenter's view leaves the window afterwards.
    case fullScreen = 0
    /// A card on a phone: the presenter stays visible, dimmed, above the card's top.
    case pageSheet = 1
    /// A card on a phone, as `.pageSheet`.
    case formSheet = 2
    /// Covers the presentation context's view (the screen when no controller defines one).
    case currentContext = 3
    /// A presentation managed by a transitioning delegate; here it covers the screen over the presenter.
    case custom = 4
    /// The presented view covers the screen; the presenter's view stays underneath.
    case overFullScreen = 5
    /// Covers the presentation context's view; the presenter's view stays underneath.
    case overCurrentContext = 6
    /// A popover on a wide screen; a card on a phone.
    case popover = 7
}

/// How a presented view controller arrives and leaves when animated, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom of the screen, and back down when dismissed (the default).
    case coverVertical = 0
    /// A horizontal flip; drawn here as a cross-dissolve (Docs/Differences.md).
    case flipHorizontal = 1
    /// Fades in, and out when dismissed.
    case crossDissolve = 2
    /// A page curl; drawn here as a cross-dissolve (Docs/Differences.md).
    case partialCurl = 3
}
