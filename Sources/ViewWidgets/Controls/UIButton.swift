// UIButton.swift: a button's storage, designated initialisers and override points. The
// per-state content is in UIButton+Content.swift, the default layout and sizing in
// UIButton+Layout.swift, the kinds of button in UIButton+ButtonType.swift.

/// A control that shows a title and an image and sends its actions when tapped, as UIKit's `UIButton`.
///
/// Title, attributed title, title colour, title shadow colour, image and background image are set
/// per state and fall back to `.normal`; the title label shows the current state's title, whatever
/// is written to `titleLabel.text` directly. Layout goes through the four overridable rect methods,
/// as in UIKit, so a subclass places the image and title by overriding
/// `imageRect(forContentRect:)` and `titleRect(forContentRect:)`. A tap sends
/// `.touchUpInside` and `.primaryActionTriggered`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of button; `.custom` unless made with `UIButton(type:)`.
    open internal(set) var buttonType: ButtonType = .custom

    // The per-state content; UIButton+Content.swift keeps the parts in step with it. Every
    // highlight change reads each table: unchecked, as UIControl's state flags are.
    @exclusivity(unchecked) var titles = PerState<String>()
    @exclusivity(unchecked) var attributedTitles = PerState<NSAttributedString>()
    @exclusivity(unchecked) var titleColors = PerState<UIColor>()
    var titleShadowColors = PerState<UIColor>()
    @exclusivity(unchecked) var images = PerState<UIImage>()
    @exclusivity(unchecked) var backgroundImages = PerState<UIImage>()
    var titleLabelStorage: UILabel?
    var imageViewStorage: UIImageView?
    var backgroundImageViewStorage: UIImageView?

    // MARK: - Configuration (iOS 15)
    // The configuration and its update cycle; UIButton+Configuration.swift has the API,
    // UIButton+ConfigurationParts.swift the parts it drives, ButtonConfigurationLayout.swift the geometry.

    /// The configuration, as set or as last updated; nil for a button without one.
    var configurationStorage: Configuration?
    /// The handler called at the end of each configuration update.
    var configurationUpdateHandlerStorage: ConfigurationUpdateHandler?
    /// Whether a configuration update waits for the next layout.
    var needsConfigurationUpdate = false
    /// Whether a configuration update is running (what it sets asks for no other update).
    var isUpdatingConfiguration = false
    /// The subtitle label of a configured button, made on first use.
    var subtitleLabelStorage: UILabel?
    /// The view drawing a configured button's background.
    var configurationBackgroundView: ConfigurationBackgroundView?
    /// The activity indicator of a configured button, made on first use.
    var activityIndicatorStorage: UIActivityIndicatorView?
    /// The pop-up indicator's chevron of a configured button, made on first use.
    var popupIndicatorStorage: UIImageView?
    /// The symbol configurations set with `setPreferredSymbolConfiguration(_:forImageIn:)`.
    var preferredSymbolConfigurations = PerState<UIImage.SymbolConfiguration>()

    /// Whether a state change updates the configuration with `updated(for:)` before the update
    /// handler runs; true by default.
    open var automaticallyUpdatesConfiguration = true {
        didSet { if automaticallyUpdatesConfiguration != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Whether the button's primary action changes its selection (iOS 15); false by default. A
    /// button toggles `isSelected` on each tap, before the primary action is sent (a toggle
    /// button), unless its menu is its primary action (`showsMenuAsPrimaryAction`): then it is a
    /// pop-up button: its menu keeps one action
    /// selected (state `.on`; the first when none is), its title shows that action's title, and
    /// picking another action selects it (Menus/UIButton+Menu.swift).
    open var changesSelectionAsPrimaryAction = false {
        didSet { updatePopUpSelection() }
    }

    /// The handler called after each configuration update (after `updateConfiguration()`), to
    /// change the configuration for the button's state; nil by default. Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationUpdateHandlerStorage }
        set {
            configurationUpdateHandlerStorage = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Asks for a configuration update, which runs before the next layout: `updateConfiguration()`,
    /// then the `configurationUpdateHandler`. Several requests before a layout make one update.
    open func setNeedsUpdateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Updates the configuration for the button's state; override it to change the configuration
    /// yourself (call `setNeedsUpdateConfiguration()`, never this method). The default sets
    /// `configuration` to `configuration.updated(for: self)` while `automaticallyUpdatesConfiguration`.
    open func updateConfiguration() {
        guard automaticallyUpdatesConfiguration, let configuration = configurationStorage else { return }
        self.configuration = configuration.updated(for: self)
    }

    /// The order of the menu's elements (iOS 16); `.automatic` by default; kept (menus keep theirs).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic

    /// The button's menu (iOS 14); nil by default. Setting one turns the context menu interaction
    /// on (a long press, or a touch down with `showsMenuAsPrimaryAction`, opens what this property
    /// answers then, an override's too); a picked action's `sender` is the button.
    open var menu: UIMenu? {
        get { controlMenu }
        set { setControlMenu(newValue) }
    }

    /// Sets the symbol configuration of the image for `state` (nil: `.normal`'s); the image view
    /// shows a symbol with it, a configured button before its own configuration's.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?,
                                              forImageIn state: UIControl.State) {
        preferredSymbolConfigurations[exactly: state] = configuration
        if preferredSymbolConfigurations.isEmpty { imageViewStorage?.preferredSymbolConfiguration = nil }
        updateContent()
    }

    /// The symbol configuration set for the image in `state`, or `.normal`'s.
    open func preferredSymbolConfigurationForImage(in state: UIControl.State) -> UIImage.SymbolConfiguration? {
        preferredSymbolConfigurations[state]
    }

    /// The symbol configuration of the image for the current state; nil when none is set.
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    // MARK: - Initialisers

    /// Makes a custom button with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// Source compatibility; makes a custom button with a zero frame.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
    }

    /// Makes a custom button with `frame` that performs `primaryAction` when tapped, taking its
    /// title and image from the action (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adoptPrimaryAction(primaryAction)
    }

    // MARK: - Parts

    /// The label that shows the title; made on first use (15-point system font, one line,
    /// truncating in the middle) and in the view tree while there is a title. Set its font or
    /// alignment freely; its text is rewritten from `title(for: state)`.
    open var titleLabel: UILabel? {
        makeTitleLabelIfNeeded()
    }

    /// The view that shows the image; made on first use and in the view tree while there is an
    /// image. Set its `contentMode` or `transform` freely; its image follows `image(for: state)`.
    open var imageView: UIImageView? {
        makeImageViewIfNeeded()
    }

    // MARK: - Per-state content

    /// Sets the title for `state`; nil removes it, so the state falls back to `.normal`'s.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[exactly: state] = title
        updateContent()
    }

    /// Sets the attributed title for `state`; it is shown instead of the plain title.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[exactly: state] = title.map { NSAttributedString(attributedString: $0) }
        updateContent()
    }

    /// Sets the title colour for `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) {
        titleColors[exactly: state] = color
        updateContent()
    }

    /// Sets the colour of the title's shadow for `state`.
    open func setTitleShadowColor(_ color: UIColor?, for state: UIControl.State) {
        titleShadowColors[exactly: state] = color
        updateContent()
    }

    /// Sets the image (beside the title) for `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) {
        images[exactly: state] = image
        updateContent()
    }

    /// Sets the background image (behind everything, filling `backgroundRect(forBounds:)`) for `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[exactly: state] = image
        updateContent()
    }

    /// The title for `state`, or `.normal`'s when none is set for it.
    open func title(for state: UIControl.State) -> String? {
        titles[state]
    }

    /// The attributed title for `state`, or `.normal`'s when none is set for it.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state]
    }

    /// The title colour for `state`, or `.normal`'s, or the default: white for a custom button, the
    /// tint colour for a system one.
    open func titleColor(for state: UIControl.State) -> UIColor? {
        titleColors[state] ?? defaultTitleColor
    }

    /// The title shadow colour for `state`, or `.normal`'s; nil (no shadow) by default.
    open func titleShadowColor(for state: UIControl.State) -> UIColor? {
        titleShadowColors[state]
    }

    /// The image for `state`, or `.normal`'s.
    open func image(for state: UIControl.State) -> UIImage? {
        images[state]
    }

    /// The background image for `state`, or `.normal`'s.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state]
    }

    /// The title for the current state.
    open var currentTitle: String? { title(for: state) }

    /// The attributed title for the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    /// The colour the title shows now: `titleColor(for: state)`, except that a system button's
    /// title fades while highlighted and turns gray while disabled unless a colour is set for
    /// exactly that state.
    open var currentTitleColor: UIColor { displayedTitleColor(for: state) }

    /// The title shadow colour for the current state.
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    /// The image for the current state.
    open var currentImage: UIImage? { image(for: state) }

    /// The background image for the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    // MARK: - Appearance settings

    /// Insets of the content rect within the bounds; zero by default. Count in `sizeThatFits(_:)`,
    /// where any value but `.zero` also replaces the title's 6-point padding above and below.
    open var contentEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout(); invalidateIntrinsicContentSize() }
    }

    /// Insets of the title's area within the content rect; zero by default. They move the title
    /// but do not count in `sizeThatFits(_:)`, as in UIKit.
    open var titleEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Insets of the image's area within the content rect; zero by default. They move the image
    /// but do not count in `sizeThatFits(_:)`.
    open var imageEdgeInsets: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    /// Whether the image is drawn darker while highlighted (when no highlighted image is set);
    /// true by default. Stored; pictures do not darken the image.
    open var adjustsImageWhenHighlighted = true

    /// Whether the image is drawn lighter while disabled; true by default. Stored; pictures do
    /// not lighten the image.
    open var adjustsImageWhenDisabled = true

    /// Whether a glow shows where the button is touched while highlighted; false by default. Stored.
    open var showsTouchWhenHighlighted = false

    /// Whether the title shadow flips from engraved to embossed while highlighted; false by
    /// default. Stored.
    open var reversesTitleShadowWhenHighlighted = false

    /// Follows a new tint colour at once: a system button's title takes it, whether the button's
    /// own `tintColor` or an ancestor's that it inherits was set.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    /// A configured button takes the new traits' fonts (Dynamic Type) and asks for a
    /// configuration update.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard configurationStorage != nil else { return }
        applyConfiguration()
        setNeedsUpdateConfiguration()
    }

    // MARK: - Layout override points

    /// The rectangle the background image fills: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the image and title are laid out in: the bounds inset by `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title label goes within `contentRect`: after the image, the pair aligned by the
    /// content alignments, shifted by `titleEdgeInsets`. Override it to place the title yourself
    /// (https://developer.apple.com/documentation/uikit/uibutton/titlerect(forcontentrect:)).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        placeImageAndTitle(in: contentRect).title
    }

    /// Where the image view goes within `contentRect`: before the title, the pair aligned by the
    /// content alignments, shifted by `imageEdgeInsets`. Override it to place the image yourself.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        placeImageAndTitle(in: contentRect).image
    }

    /// Runs a pending configuration update, then places the parts: a configured button's by its
    /// configuration, else the background image view, the image view and the title label with
    /// the four rect methods (bringing the title label's text back in step with the state).
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateConfigurationIfNeeded()
        if configurationStorage != nil {
            layOutConfiguredParts()
        } else {
            layoutParts()
        }
    }

    /// The content insets plus the image and title side by side, the title padded 6 points above
    /// and below while `contentEdgeInsets` is `.zero` (a 15-point title: 30 points high); at
    /// least the background image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        configurationStorage != nil ? configuredFittingSize(width: size.width) : fittingSize()
    }

    /// The same size as `sizeThatFits(_:)`.
    open override var intrinsicContentSize: CGSize {
        configurationStorage != nil ? configuredFittingSize(width: 0) : fittingSize()
    }

    /// Adds `title = '...'` (the current title, line breaks as `\n`) at the front of the dump
    /// line, before the control's `state = ...`; a configured button adds
    /// `configuration = filled` before it.
    open override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        if let configuration = configurationStorage {
            appendConfigurationFields(configuration, to: &fields)
        } else if let title = currentAttributedTitle?.string ?? currentTitle {
            fields.leading.insert("title = '\(title.replacingOccurrences(of: "\n", with: "\\n"))'", at: 0)
        }
    }

    // MARK: - Control hooks

    override func controlStateDidChange() {
        super.controlStateDidChange()
        if configurationStorage != nil || configurationUpdateHandlerStorage != nil { setNeedsUpdateConfiguration() }
        updateContent(forcingLayout: false)
    }

    /// A button that changes its selection as its primary action toggles `isSelected` first
    /// (a pop-up button, whose menu is its primary action, selects in its menu instead).
    override func willSendTouchUpInside() {
        if changesSelectionAsPrimaryAction, !isPopUpButton { isSelected.toggle() }
    }

    /// A button's default action is a single-finger single tap: an overlapping tap recognizer of
    /// another view waits for it (UIKit's rule since iOS 6).
    override func defaultActionOverlaps(_ recognizer: UIGestureRecognizer) -> Bool {
        guard let tap = recognizer as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// A tap on a button is its primary action.
    override var eventsAccompanyingTouchUpInside: Event { .primaryActionTriggered }

    // MARK: - Accessibility
    /// True unless set, as in UIKit.
    open override var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? true }
        set { super.isAccessibilityElement = newValue }
    }

    /// The current title unless a label was set, as in UIKit.
    open override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? configuredAccessibilityLabel ?? currentAttributedTitle?.string ?? currentTitle }
        set { super.accessibilityLabel = newValue }
    }

    /// `.button` (with the state traits) unless traits were set, as in UIKit.
    open override var accessibilityTraits: UIAccessibilityTraits {
        get { accessibilityStorage?.traits == nil ? super.accessibilityTraits.union(.button) : super.accessibilityTraits }
        set { super.accessibilityTraits = newValue }
    }
}
