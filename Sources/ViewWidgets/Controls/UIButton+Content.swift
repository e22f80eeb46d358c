// UIButton+Content.swift: what a button shows in each state: the per-state tables with their
// fallback to .normal, and the title label and image views kept in step with the state (text set
// on the title label directly does not stick).

extension UIButton {
    // MARK: - The parts

    /// The title label, made on first use with UIKit's button defaults: the 15-point system font,
    /// one line, truncating in the middle.
    func makeTitleLabelIfNeeded() -> UILabel {
        if let titleLabelStorage { return titleLabelStorage }
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15)
        label.lineBreakMode = .byTruncatingMiddle
        titleLabelStorage = label
        return label
    }

    /// The image view, made on first use.
    func makeImageViewIfNeeded() -> UIImageView {
        if let imageViewStorage { return imageViewStorage }
        let view = UIImageView()
        imageViewStorage = view
        return view
    }

    /// The view behind the image and the title that shows the background image, made on first use.
    func makeBackgroundImageViewIfNeeded() -> UIImageView {
        if let backgroundImageViewStorage { return backgroundImageViewStorage }
        let view = UIImageView()
        backgroundImageViewStorage = view
        return view
    }

    // MARK: - Keeping the parts in step

    /// Whether the current state has a title to show (plain or attributed, not empty).
    var hasTitleToShow: Bool {
        let attributed = attributedTitle(for: state)
        return UIButton.hasTitle(attributed: attributed, plain: attributed == nil ? currentTitle : nil)
    }

    /// Whether an attributed title, or else a plain one, has something to show.
    private static func hasTitle(attributed: NSAttributedString?, plain: String?) -> Bool {
        if let attributed { return attributed.length > 0 }
        return plain?.isEmpty == false
    }

    /// Rewrites every part from the state: the label's text, colour and shadow, the images, and
    /// which parts are in the tree (only those with something to show, back to front: background,
    /// image, title). Called when content or state changes; asks for layout.
    ///
    /// A change of state alone (`forcingLayout` false: highlighting on a touch, selection) asks
    /// for layout only when what is shown changed: a highlight that keeps the title and images
    /// recolours the title without laying the button out again. Each per-state value is looked up
    /// once (this runs twice a tap).
    func updateContent(forcingLayout: Bool = true) {
        // A configured button shows its configuration instead (UIButton+ConfigurationParts.swift).
        guard configurationStorage == nil else {
            applyConfiguration()
            return
        }
        var changed = forcingLayout
        // The state once, and each value for it (what the `current...` properties return).
        let state = self.state
        let attributed = attributedTitle(for: state)
        let plain = attributed == nil ? title(for: state) : nil
        let hasTitle = UIButton.hasTitle(attributed: attributed, plain: plain)
        if let label = hasTitle ? makeTitleLabelIfNeeded() : titleLabelStorage {
            if applyTitle(attributed: attributed, plain: plain, to: label) { changed = true }
            let color = displayedTitleColor(for: state)
            if label.textColor != color { label.textColor = color }
            let shadow = titleShadowColor(for: state)
            if label.shadowColor != shadow { label.shadowColor = shadow }
        }
        let image = image(for: state)
        if let view = image != nil ? makeImageViewIfNeeded() : imageViewStorage {
            if view.image !== image {
                view.image = image
                changed = true
            }
            // The symbol configuration for the state, once the button has any (else the image
            // view's own is left as the app set it).
            let symbolConfiguration = preferredSymbolConfigurations[state]
            if !preferredSymbolConfigurations.isEmpty, view.preferredSymbolConfiguration !== symbolConfiguration {
                view.preferredSymbolConfiguration = symbolConfiguration
                changed = true
            }
        }
        let background = backgroundImage(for: state)
        if let view = background != nil ? makeBackgroundImageViewIfNeeded() : backgroundImageViewStorage,
           view.image !== background {
            view.image = background
            changed = true
        }
        // The parts from the back: background, image, title.
        var index = 0
        if arrange(backgroundImageViewStorage, isShown: background != nil, at: &index) { changed = true }
        if arrange(imageViewStorage, isShown: image != nil, at: &index) { changed = true }
        if arrange(titleLabelStorage, isShown: hasTitle, at: &index) { changed = true }
        guard changed else { return }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Puts the current title (attributed when one is set) into `label`; true when the label's
    /// text changed (an attributed title always counts as a change).
    @discardableResult
    func applyTitle(to label: UILabel) -> Bool {
        let attributed = attributedTitle(for: state)
        return applyTitle(attributed: attributed, plain: attributed == nil ? currentTitle : nil, to: label)
    }

    /// Puts `attributed`, or else `plain`, into `label`; true when the label's text changed.
    private func applyTitle(attributed: NSAttributedString?, plain: String?, to label: UILabel) -> Bool {
        if let attributed {
            label.attributedText = attributed
            return true
        }
        guard label.attributedTextStorage != nil || label.text != plain else { return false }
        label.text = plain
        return true
    }

    /// Re-applies the title when the label's text no longer matches the state's title: text set on
    /// `titleLabel` directly does not stick
    /// (https://developer.apple.com/documentation/uikit/uibutton/titlelabel).
    func restoreTitleLabelText() {
        guard let label = titleLabelStorage else { return }
        let expected = attributedTitle(for: state)?.string ?? currentTitle
        if label.text != expected { applyTitle(to: label) }
        if label.textColor != currentTitleColor { label.textColor = currentTitleColor }
    }

    /// Puts `part` at `index` among the subviews when it has something to show (and moves
    /// `index` past it), or takes it out when it has not. Other subviews keep their places above.
    /// True when the part was added, moved or taken out.
    private func arrange(_ part: UIView?, isShown: Bool, at index: inout Int) -> Bool {
        guard let part else { return false }
        guard isShown else {
            guard part.superview === self else { return false }
            part.removeFromSuperview()
            return true
        }
        defer { index += 1 }
        let subviews = self.subviews
        if part.superview === self && index < subviews.count && subviews[index] === part { return false }
        insertSubview(part, at: index)
        return true
    }
}
