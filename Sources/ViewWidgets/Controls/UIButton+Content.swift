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
        if let attributed = attributedTitle(for: state) { return attributed.length > 0 }
        return currentTitle?.isEmpty == false
    }

    /// Rewrites every part from the state: the label's text, colour and shadow, the images, and
    /// which parts are in the tree (only those with something to show, back to front: background,
    /// image, title). Called when content or state changes; asks for layout.
    ///
    /// A change of state alone (`forcingLayout` false: highlighting on a touch, selection) asks
    /// for layout only when what is shown changed: a highlight that keeps the title and images
    /// recolours the title without laying the button out again.
    func updateContent(forcingLayout: Bool = true) {
        var changed = forcingLayout
        let hasTitle = hasTitleToShow
        if let label = hasTitle ? makeTitleLabelIfNeeded() : titleLabelStorage {
            if applyTitle(to: label) { changed = true }
            if label.textColor != currentTitleColor { label.textColor = currentTitleColor }
            if label.shadowColor != currentTitleShadowColor { label.shadowColor = currentTitleShadowColor }
        }
        let image = currentImage
        if let view = image != nil ? makeImageViewIfNeeded() : imageViewStorage, view.image !== image {
            view.image = image
            changed = true
        }
        let background = currentBackgroundImage
        if let view = background != nil ? makeBackgroundImageViewIfNeeded() : backgroundImageViewStorage,
           view.image !== background {
            view.image = background
            changed = true
        }
        if arrangeParts([(backgroundImageViewStorage, background != nil), (imageViewStorage, image != nil),
                         (titleLabelStorage, hasTitle)]) {
            changed = true
        }
        guard changed else { return }
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Puts the current title (attributed when one is set) into `label`; true when the label's
    /// text changed (an attributed title always counts as a change).
    @discardableResult
    func applyTitle(to label: UILabel) -> Bool {
        if let attributed = attributedTitle(for: state) {
            label.attributedText = attributed
            return true
        }
        let title = currentTitle
        guard label.attributedTextStorage != nil || label.text != title else { return false }
        label.text = title
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

    /// Adds the parts that have something to show, in the given order from the back (index 0
    /// up), and takes out those that have nothing to show. Other subviews keep their places above.
    /// True when a part was added, moved or taken out.
    private func arrangeParts(_ parts: [(view: UIView?, isShown: Bool)]) -> Bool {
        var index = 0
        var changed = false
        for part in parts {
            guard let view = part.view else { continue }
            if part.isShown {
                let subviews = self.subviews
                let inPlace = view.superview === self && index < subviews.count && subviews[index] === view
                if !inPlace {
                    insertSubview(view, at: index)
                    changed = true
                }
                index += 1
            } else if view.superview === self {
                view.removeFromSuperview()
                changed = true
            }
        }
        return changed
    }
}
