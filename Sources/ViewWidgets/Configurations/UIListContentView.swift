// UIListContentView.swift: the view that shows a list content configuration — an image view and
// one or two labels, laid out as iOS lays out a list's row, header or footer
// (https://developer.apple.com/documentation/uikit/uilistcontentview).

import Foundation

/// The content view of a ``UIListContentConfiguration``, as UIKit's `UIListContentView`. A cell
/// makes one when it is given a list configuration; it can also be used on its own, anywhere:
///
///     let row = UIListContentView(configuration: .valueCell())
///
/// Its labels and image view are real subviews, so dumps, pictures and queries see the texts.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown.
    private var listConfiguration: UIListContentConfiguration
    /// The primary text's label, made when there is a text.
    private(set) var textLabel: UILabel?
    /// The secondary text's label, made when there is one.
    private(set) var secondaryTextLabel: UILabel?
    /// The image view, made when there is an image.
    private(set) var imageView: UIImageView?
    /// The layout guides of the parts asked for (UIListContentView+LayoutGuides.swift).
    var partGuides: [ListContentPart: ListPartGuide] = [:]

    /// Makes a view that shows `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        apply(configuration)
    }

    /// Source compatibility; shows an empty ``UIListContentConfiguration/cell()``.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        apply(listConfiguration)
    }

    /// The configuration shown. Setting a configuration that is not a list content
    /// configuration is refused, as UIKit refuses it, with its message.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                Headless.reportViolation("Invalid configuration for UIListContentView. Configuration must be a UIListContentConfiguration: \(type(of: newValue))",
                                         exceptionName: "NSInvalidArgumentException")
                return
            }
            listConfiguration = list
            apply(list)
        }
    }

    /// Whether `configuration` is a list content configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// An image tint made by a transformer from this view's tint follows a new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        let properties = listConfiguration.imageProperties
        if properties.tintColor == nil, properties.tintColorTransformer != nil, let imageView {
            imageView.tintColor = properties.resolvedTintColor(for: tintColor)
        }
    }

    /// Places the image and labels. The part guides move to the planned frames before the
    /// constraint pass, so views constrained to a guide are placed in the same pass.
    open override func layoutSubviews() {
        let plan = layoutPlan(width: bounds.width)
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        func flipped(_ frame: CGRect) -> CGRect {
            var frame = frame
            if rightToLeft { frame.origin.x = bounds.width - frame.maxX }
            return frame
        }
        let frames: [ListContentPart: CGRect] = [
            .image: flipped(plan.image), .text: flipped(plan.text), .secondaryText: flipped(plan.secondaryText),
        ]
        updatePartGuides(frames)
        super.layoutSubviews()
        func place(_ view: UIView?, _ frame: CGRect?) {
            guard let view, let frame else { return }
            if view.frame != frame { view.frame = frame }
        }
        place(imageView, frames[.image])
        place(textLabel, frames[.text])
        place(secondaryTextLabel, frames[.secondaryText])
        if plan.height != laidOutHeight {
            laidOutHeight = plan.height
            invalidateIntrinsicContentSize()
        }
    }

    /// The height the content needs at the width of `size` (the current width when it is not finite).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: width, height: layoutPlan(width: width).height)
    }

    /// The content's height at the current width, so that constraints can size the view.
    open override var intrinsicContentSize: CGSize {
        let width = bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude
        return CGSize(width: UIView.noIntrinsicMetric, height: layoutPlan(width: width).height)
    }

    /// The size the content needs at `targetSize.width`: the texts wrapped at that width, the
    /// margins around them, at least 44 points for a row.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        guard !usesConstraintsInSubtree else {
            return super.systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: horizontalFittingPriority,
                                                 verticalFittingPriority: verticalFittingPriority)
        }
        let width = targetSize.width.isFinite && targetSize.width > 0 ? targetSize.width : bounds.width
        return CGSize(width: width, height: layoutPlan(width: width).height)
    }

    /// The height of the last layout, to tell constraints when it changes.
    private var laidOutHeight: CGFloat = -1

    // MARK: - Applying

    /// Shows `configuration`: makes, fills or removes the labels and image view.
    private func apply(_ configuration: UIListContentConfiguration) {
        textLabel = updatedLabel(textLabel, text: configuration.text, attributed: configuration.attributedText,
                                 properties: configuration.textProperties)
        secondaryTextLabel = updatedLabel(secondaryTextLabel, text: configuration.secondaryText,
                                          attributed: configuration.secondaryAttributedText,
                                          properties: configuration.secondaryTextProperties)
        if let image = configuration.image {
            let view = imageView ?? makeImageView()
            let symbolConfiguration = configuration.imageProperties.preferredSymbolConfiguration
            view.image = symbolConfiguration.flatMap { image.applyingSymbolConfiguration($0) } ?? image
            // The transformer applies to the view's own tint too when no tint is set.
            let properties = configuration.imageProperties
            view.tintColor = properties.tintColor != nil || properties.tintColorTransformer != nil
                ? properties.resolvedTintColor(for: tintColor) : nil
            view.layer.cornerRadius = configuration.imageProperties.cornerRadius
            view.clipsToBounds = configuration.imageProperties.cornerRadius > 0
        } else if let imageView {
            imageView.removeFromSuperview()
            self.imageView = nil
        }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func makeImageView() -> UIImageView {
        let view = UIImageView()
        view.contentMode = .scaleAspectFit
        insertSubview(view, at: 0)
        imageView = view
        return view
    }

    /// `label` showing the text, made when needed, removed when there is no text.
    private func updatedLabel(_ label: UILabel?, text: String?, attributed: NSAttributedString?,
                              properties: UIListContentConfiguration.TextProperties) -> UILabel? {
        let hasText = !(text ?? attributed?.string ?? "").isEmpty
        guard hasText else {
            label?.removeFromSuperview()
            return nil
        }
        let label = label ?? {
            let made = UILabel()
            addSubview(made)
            return made
        }()
        style(label, with: properties)
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map(properties.transformed)
        }
        return label
    }

    /// Gives `label` the font, colour and line settings of `properties`, the font made for the
    /// view's text size when it follows Dynamic Type.
    private func style(_ label: UILabel, with properties: UIListContentConfiguration.TextProperties) {
        let category = traitCollection.preferredContentSizeCategory
        var font = properties.font
        if properties.adjustsFontForContentSizeCategory, category != .unspecified,
           let adjusted = font.adjusted(to: category) {
            font = adjusted
        }
        // A reused row mostly shows the same style again: only changes are set, each of which
        // would otherwise measure the label anew.
        if label.font !== font && label.font != font { label.font = font }
        let color = properties.resolvedColor()
        if label.textColor !== color && label.textColor != color { label.textColor = color }
        let alignment: NSTextAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        if label.textAlignment != alignment { label.textAlignment = alignment }
        if label.numberOfLines != properties.numberOfLines { label.numberOfLines = properties.numberOfLines }
        if label.lineBreakMode != properties.lineBreakMode { label.lineBreakMode = properties.lineBreakMode }
        if label.adjustsFontSizeToFitWidth != properties.adjustsFontSizeToFitWidth {
            label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        }
        if label.minimumScaleFactor != properties.minimumScaleFactor { label.minimumScaleFactor = properties.minimumScaleFactor }
        if label.allowsDefaultTighteningForTruncation != properties.allowsDefaultTighteningForTruncation {
            label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        }
    }
}

extension UIListContentView: TraitAdaptingView {
    /// Shows the configuration again for new traits (a text-style font follows the text size).
    package func traitsDidChange(from previous: UITraitCollection) {
        guard previous.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory else { return }
        apply(listConfiguration)
    }
}
