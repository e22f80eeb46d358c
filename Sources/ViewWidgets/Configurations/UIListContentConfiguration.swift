// UIListContentConfiguration.swift: the content of a list's cell, header or footer — an image, a
// text and a secondary text — styled as iOS styles lists (iOS 14;
// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct).

import Foundation

/// The content and styling of a row, header or footer of a list, as UIKit's
/// `UIListContentConfiguration`. Start from a cell's `defaultContentConfiguration()` or one of
/// the styles (``cell()``, ``subtitleCell()``, ``valueCell()``, ``groupedHeader()``...), fill in
/// the texts and image, and give it to the cell:
///
///     var content = cell.defaultContentConfiguration()
///     content.text = "Wi-Fi"
///     content.secondaryText = "Home"
///     content.image = UIImage(systemName: "wifi")
///     cell.contentConfiguration = content
///
/// It makes a ``UIListContentView``, whose labels and image view show it in dumps and pictures.
public struct UIListContentConfiguration: UIContentConfiguration, @MainActor Hashable {
    /// The image, shown at the leading side; nil by default.
    public var image: UIImage?
    /// How the image looks.
    public var imageProperties: ImageProperties
    /// The primary text; nil by default. Setting it clears ``attributedText``.
    public var text: String? {
        get { textStorage }
        set {
            textStorage = newValue
            attributedTextStorage = nil
        }
    }
    /// The primary text with attributes; nil by default. Setting it clears ``text``.
    public var attributedText: NSAttributedString? {
        get { attributedTextStorage }
        set {
            attributedTextStorage = newValue
            textStorage = nil
        }
    }
    /// How the primary text looks.
    public var textProperties: TextProperties
    /// The secondary text; nil by default. Setting it clears ``secondaryAttributedText``.
    public var secondaryText: String? {
        get { secondaryTextStorage }
        set {
            secondaryTextStorage = newValue
            secondaryAttributedTextStorage = nil
        }
    }
    /// The secondary text with attributes; nil by default. Setting it clears ``secondaryText``.
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryAttributedTextStorage }
        set {
            secondaryAttributedTextStorage = newValue
            secondaryTextStorage = nil
        }
    }
    /// How the secondary text looks.
    public var secondaryTextProperties: TextProperties
    /// The axes on which the content view keeps at least its superview's layout margins;
    /// `.horizontal` for cells, so that rows line up with the list's margins.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .horizontal
    /// The margins around the content, leading and trailing by the writing direction.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// Whether the two texts sit side by side when they fit (a value cell), rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat
    /// The space between the texts side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat
    /// The space between the texts stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat

    /// The style the configuration was made as, which decides its look for each state.
    let style: ListContentStyle

    private var textStorage: String?
    private var attributedTextStorage: NSAttributedString?
    private var secondaryTextStorage: String?
    private var secondaryAttributedTextStorage: NSAttributedString?

    init(style: ListContentStyle) {
        let metrics = style.metrics
        self.style = style
        textProperties = TextProperties(font: .preferredFont(forTextStyle: metrics.textStyle, weight: metrics.textWeight),
                                        color: metrics.textColor, transform: metrics.textTransform)
        secondaryTextProperties = TextProperties(font: .preferredFont(forTextStyle: metrics.secondaryTextStyle),
                                                 color: metrics.secondaryTextColor)
        imageProperties = ImageProperties(tintColor: metrics.imageTint)
        directionalLayoutMargins = metrics.margins
        prefersSideBySideTextAndSecondaryText = style == .valueCell
        imageToTextPadding = metrics.imageToTextPadding
        textToSecondaryTextHorizontalPadding = metrics.horizontalPadding
        textToSecondaryTextVerticalPadding = metrics.verticalPadding
    }

    /// Makes a ``UIListContentView`` that shows this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// A copy styled for `state`, as UIKit's styles change: a selected or highlighted sidebar row
    /// turns its text and image white, a disabled row greys its texts. Colours the app set stay.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        let look = ListStateLook(state)
        var copy = self
        let metrics = style.metrics
        if !copy.textProperties.colorIsCustom {
            copy.textProperties.colorStorage = style.textColor(for: look, base: metrics.textColor)
        }
        if !copy.secondaryTextProperties.colorIsCustom {
            copy.secondaryTextProperties.colorStorage = style.textColor(for: look, base: metrics.secondaryTextColor)
        }
        if !copy.imageProperties.tintIsCustom {
            copy.imageProperties.tintStorage = style.imageTint(for: look, base: metrics.imageTint)
        }
        return copy
    }

    /// Whether anything is shown as the primary text.
    var hasText: Bool { !(text ?? attributedText?.string ?? "").isEmpty }

    /// Whether anything is shown as the secondary text.
    var hasSecondaryText: Bool { !(secondaryText ?? secondaryAttributedText?.string ?? "").isEmpty }
}

/// The axes of a layout, as UIKit's `UIAxis`.
public struct UIAxis: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Makes the set from its raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// No axis.
    public static let neither = UIAxis([])
    /// The horizontal axis.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// The vertical axis.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
