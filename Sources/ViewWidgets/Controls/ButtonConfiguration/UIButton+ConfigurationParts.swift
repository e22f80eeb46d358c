// UIButton+ConfigurationParts.swift: the views a configured button shows — background, image or
// activity indicator, title, subtitle, pop-up chevron — kept in step with its configuration
// (colours resolved against the tint colour, fonts against the traits) and placed by
// ButtonConfigurationLayout.

extension UIButton {
    /// Shows the configuration: each part's content, font and colour, and which parts are in the
    /// tree (back to front: background, image or indicator, title, subtitle, chevron). Asks for layout.
    func applyConfiguration() {
        guard let configuration = configurationStorage else { return }
        let traits = traitCollection
        let foreground = configuration.resolvedForegroundColor(tint: tintColor)
        var parts: [UIView] = []

        let background = configurationBackgroundView ?? ConfigurationBackgroundView(configuration: .clear())
        configurationBackgroundView = background
        var shown = configuration.background
        shown.backgroundColor = configuration.resolvedBackgroundColor(tint: tintColor) ?? .clear
        shown.backgroundColorTransformer = nil
        shown.cornerRadius = configuration.resolvedCornerRadius(height: bounds.height)
        if background.configuration != shown { background.configuration = shown }
        parts.append(background)

        if configuration.showsActivityIndicator {
            let indicator = activityIndicatorStorage ?? UIActivityIndicatorView(style: .medium)
            activityIndicatorStorage = indicator
            indicator.color = configuration.activityIndicatorColorTransformer.map { $0(foreground) } ?? foreground
            if !indicator.isAnimating { indicator.startAnimating() }
            parts.append(indicator)
        } else if let image = configuredImage(configuration) {
            let view = makeImageViewIfNeeded()
            if view.image !== image { view.image = image }
            // The configuration's image carries its own symbol configuration: one left on the
            // image view by the button's legacy per-state ones would override it.
            if view.preferredSymbolConfiguration != nil { view.preferredSymbolConfiguration = nil }
            view.tintColor = configuration.imageColorTransformer.map { $0(foreground) } ?? foreground
            parts.append(view)
        }
        let alignment = textAlignment(for: configuration)
        if let title = configuration.attributedTitle, !title.characters.isEmpty {
            let label = makeTitleLabelIfNeeded()
            style(label, text: title, font: configuration.titleFont(for: traits), color: foreground,
                  transformer: configuration.titleTextAttributesTransformer,
                  lineBreakMode: configuration.titleLineBreakMode, alignment: alignment)
            parts.append(label)
        }
        if let subtitle = configuration.attributedSubtitle, !subtitle.characters.isEmpty {
            let label = subtitleLabelStorage ?? UILabel()
            subtitleLabelStorage = label
            style(label, text: subtitle, font: configuration.subtitleFont(for: traits), color: foreground,
                  transformer: configuration.subtitleTextAttributesTransformer,
                  lineBreakMode: configuration.subtitleLineBreakMode, alignment: alignment)
            parts.append(label)
        }
        // `.automatic` shows the pop-up chevron on a pop-up button (a menu and
        // `changesSelectionAsPrimaryAction`), as UIKit does.
        if configuration.indicator == .popup || (configuration.indicator == .automatic && isPopUpButton) {
            let chevron = popupIndicatorStorage ?? UIImageView(image: UIImage(
                systemName: "chevron.up.chevron.down",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: 12, weight: .semibold)))
            popupIndicatorStorage = chevron
            chevron.tintColor = configuration.indicatorColorTransformer.map { $0(foreground) } ?? foreground
            parts.append(chevron)
        }
        showOnly(parts)
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The configuration's image with the preferred symbol configurations applied (the state's
    /// from `setPreferredSymbolConfiguration(_:forImageIn:)`, then the configuration's).
    private func configuredImage(_ configuration: UIButton.Configuration) -> UIImage? {
        guard var image = configuration.image else { return nil }
        guard image.isSymbolImage else { return image }
        if let preferred = preferredSymbolConfigurations[state] { image = image.withConfiguration(preferred) }
        if let preferred = configuration.preferredSymbolConfigurationForImage { image = image.withConfiguration(preferred) }
        return image
    }

    /// The title and subtitle's alignment: `.automatic` is leading beside a leading or trailing
    /// image and centred otherwise.
    private func textAlignment(for configuration: UIButton.Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: return .natural
        case .center: return .center
        case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        case .automatic:
            let beside = configuration.imagePlacement == .leading || configuration.imagePlacement == .trailing
            let hasImage = configuration.image != nil || configuration.showsActivityIndicator
            return hasImage && beside ? .natural : .center
        }
    }

    /// Puts `text` into `label` with the font and colour, after `transformer` saw them (and the
    /// attributes of the text's first run, which win over the defaults).
    private func style(_ label: UILabel, text: AttributedString, font: UIFont, color: UIColor,
                       transformer: UIConfigurationTextAttributesTransformer?,
                       lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment) {
        var attributes = AttributeContainer()
        attributes.font = text.runs.first?.font ?? font
        attributes.foregroundColor = text.runs.first?.foregroundColor ?? color
        if let transformer { attributes = transformer(attributes) }
        let plain = String(text.characters)
        if label.attributedTextStorage != nil || label.text != plain { label.text = plain }
        let shownFont = attributes.font ?? font
        if label.font != shownFont { label.font = shownFont }
        label.textColor = attributes.foregroundColor ?? color
        // Word and character wrapping make several lines; the truncating modes keep one, as in UIKit.
        let lines = lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping ? 0 : 1
        if label.numberOfLines != lines { label.numberOfLines = lines }
        if label.lineBreakMode != lineBreakMode { label.lineBreakMode = lineBreakMode }
        if label.textAlignment != alignment { label.textAlignment = alignment }
    }

    /// Makes `parts` the button's first subviews, in that order, and takes the configured parts
    /// not among them out; other subviews keep their places above.
    private func showOnly(_ parts: [UIView]) {
        let all: [UIView?] = [configurationBackgroundView, imageViewStorage, activityIndicatorStorage,
                              titleLabelStorage, subtitleLabelStorage, popupIndicatorStorage, backgroundImageViewStorage]
        for case let part? in all where part.superview === self && !parts.contains(where: { $0 === part }) {
            part.removeFromSuperview()
        }
        for (index, part) in parts.enumerated() {
            let subviews = self.subviews
            if part.superview === self && index < subviews.count && subviews[index] === part { continue }
            insertSubview(part, at: index)
        }
        if let indicator = activityIndicatorStorage, indicator.superview !== self, indicator.isAnimating {
            indicator.stopAnimating()
        }
    }

    /// Takes out the legacy background image view when a configuration is first set.
    func hideLegacyParts() {
        backgroundImageViewStorage?.removeFromSuperview()
    }

    /// Takes out the configured parts when the configuration is set to nil, and gives the title
    /// label back its legacy look (15-point system font, one line, truncating in the middle).
    func removeConfiguredParts() {
        for part in [configurationBackgroundView, subtitleLabelStorage, activityIndicatorStorage, popupIndicatorStorage] {
            part?.removeFromSuperview()
        }
        activityIndicatorStorage?.stopAnimating()
        if let label = titleLabelStorage {
            label.font = UIFont.systemFont(ofSize: 15)
            label.numberOfLines = 1
            label.lineBreakMode = .byTruncatingMiddle
            label.textAlignment = .natural
        }
        imageViewStorage?.tintColor = nil
    }

    /// The geometry of the configured parts as they are now.
    private func configurationLayout(_ configuration: UIButton.Configuration) -> ButtonConfigurationLayout {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var imageSize = CGSize.zero
        if let indicator = activityIndicatorStorage, indicator.superview === self {
            imageSize = indicator.intrinsicContentSize
        } else if let view = imageViewStorage, view.superview === self, let image = view.image {
            imageSize = image.size
        }
        var indicatorSize = CGSize.zero
        if let chevron = popupIndicatorStorage, chevron.superview === self, let image = chevron.image {
            indicatorSize = image.size
        }
        let title = titleLabelStorage.flatMap { $0.superview === self ? $0 : nil }
        let subtitle = subtitleLabelStorage.flatMap { $0.superview === self ? $0 : nil }
        return ButtonConfigurationLayout(
            insets: configuration.contentInsets.edgeInsets(rightToLeft: rightToLeft), imageSize: imageSize,
            imagePlacement: configuration.imagePlacement, imagePadding: configuration.imagePadding,
            titlePadding: configuration.titlePadding, indicatorSize: indicatorSize, rightToLeft: rightToLeft,
            measureText: { width in
                let limit = CGSize(width: width, height: .greatestFiniteMagnitude)
                return (title?.sizeThatFits(limit) ?? .zero, subtitle?.sizeThatFits(limit) ?? .zero)
            })
    }

    /// The size a configured button asks for, no wider than `width` when it is positive.
    func configuredFittingSize(width: CGFloat) -> CGSize {
        guard let configuration = configurationStorage else { return .zero }
        return configurationLayout(configuration).fittingSize(width: width.isFinite ? width : 0)
    }

    /// Places the configured parts in the bounds, and rounds the background's corners for its height.
    func layOutConfiguredParts() {
        guard let configuration = configurationStorage else { return }
        let bounds = self.bounds
        if let background = configurationBackgroundView {
            let radius = configuration.resolvedCornerRadius(height: bounds.height)
            if background.configuration.cornerRadius != radius { background.configuration.cornerRadius = radius }
            let frame = background.frame(in: self)
            if background.frame != frame { background.frame = frame }
        }
        let frames = configurationLayout(configuration).frames(in: bounds, horizontal: effectiveContentHorizontalAlignment)
        if let indicator = activityIndicatorStorage, indicator.superview === self {
            indicator.frame = frames.image
        } else if let view = imageViewStorage, view.superview === self {
            view.frame = frames.image
        }
        if let label = titleLabelStorage, label.superview === self { label.frame = frames.title }
        if let label = subtitleLabelStorage, label.superview === self { label.frame = frames.subtitle }
        if let chevron = popupIndicatorStorage, chevron.superview === self { chevron.frame = frames.indicator }
    }
}
