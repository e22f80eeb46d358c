// UITextField+Layout.swift: where a text field puts its text, placeholder, clear button and
// overlay views, the size it asks for, and where each character (and so the caret) is drawn.

extension UITextField {
    // MARK: - Rectangles

    /// How far the text stays from the border's edges: 7 points at the sides in a rounded rect,
    /// 2 inside a line or bezel, none without a border.
    var borderTextInsets: UIEdgeInsets {
        switch borderStyle {
        case .none: return .zero
        case .line, .bezel: return UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        case .roundedRect: return UIEdgeInsets(top: 0, left: 7, bottom: 0, right: 7)
        }
    }

    /// Whether the clear button shows: its mode allows it now and there is text.
    var clearButtonShows: Bool { hasText && clearButtonMode.shows(whileEditing: isEditing) }
    /// Whether the left view shows now.
    var leftViewShows: Bool { leftView != nil && leftViewMode.shows(whileEditing: isEditing) }
    /// Whether the right view shows now.
    var rightViewShows: Bool { rightView != nil && rightViewMode.shows(whileEditing: isEditing) }

    /// `textRect(forBounds:)`'s default: inside the border, right of the left view, left of the
    /// clear button and the right view, for those that show.
    func defaultTextRect(forBounds bounds: CGRect) -> CGRect {
        var rect = borderRect(forBounds: bounds).inset(by: borderTextInsets)
        var minX = rect.minX, maxX = rect.maxX
        if leftViewShows { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
        if rightViewShows { maxX = min(maxX, rightViewRect(forBounds: bounds).minX) }
        if clearButtonShows { maxX = min(maxX, clearButtonRect(forBounds: bounds).minX) }
        rect.origin.x = minX
        rect.size.width = max(0, maxX - minX)
        rect.size.height = max(0, rect.height)
        return rect
    }

    /// `clearButtonRect(forBounds:)`'s default.
    func defaultClearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side: CGFloat = 19
        var right = bounds.maxX - (borderStyle == .roundedRect ? 5 : 0)
        if rightViewShows { right = min(right, rightViewRect(forBounds: bounds).minX) }
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// The rectangle of an overlay view: its size at one end, centred vertically; zero without one.
    func overlayRect(for view: UIView?, atLeft: Bool, in bounds: CGRect) -> CGRect {
        guard let view else { return .zero }
        let size = overlaySize(of: view)
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// An overlay view's size: its frame's, or its intrinsic size where the frame has none.
    func overlaySize(of view: UIView) -> CGSize {
        var size = view.frame.size
        let intrinsic = view.intrinsicContentSize
        if size.width <= 0, intrinsic.width > 0, intrinsic.width != UIView.noIntrinsicMetric { size.width = intrinsic.width }
        if size.height <= 0, intrinsic.height > 0, intrinsic.height != UIView.noIntrinsicMetric { size.height = intrinsic.height }
        return size
    }

    /// Adds the overlay views that show now and places them; takes out those that do not.
    func layoutOverlayViews() {
        for (view, shows, atLeft) in [(leftView, leftViewShows, true), (rightView, rightViewShows, false)] {
            guard let view else { continue }
            if shows {
                if view.superview !== self { addSubview(view) }
                view.frame = atLeft ? leftViewRect(forBounds: bounds) : rightViewRect(forBounds: bounds)
            } else if view.superview === self {
                view.removeFromSuperview()
            }
        }
    }

    /// The intrinsic size: the wider of the text and the placeholder on one line, with the
    /// border's insets and the overlay views that show; the height of a line of the font rounded
    /// up to whole points, plus 13 points in a rounded rect (34 for 17-point text) or the insets
    /// of a line or bezel.
    func fittingSize() -> CGSize {
        let textWidth = max(shownTextWidth(), placeholderWidth())
        let insets = borderTextInsets
        var width = textWidth + insets.left + insets.right
        var height = fontStorage.lineHeight.rounded(.up)
        switch borderStyle {
        case .roundedRect: height += 13
        case .line, .bezel: height += insets.top + insets.bottom
        case .none: break
        }
        for (view, shows) in [(leftView, leftViewShows), (rightView, rightViewShows)] {
            guard let view, shows else { continue }
            let size = overlaySize(of: view)
            width += size.width
            height = max(height, size.height)
        }
        if clearButtonShows { width += 19 + (borderStyle == .roundedRect ? 5 : 0) }
        return CGSize(width: roundedUp(width), height: roundedUp(height))
    }

    /// The width of the shown text on one line. Text in the field's own font and colour (all text
    /// but attributed text) is measured as plain text, which gives the same width without
    /// building an attributed string on every key.
    private func shownTextWidth() -> CGFloat {
        if let attributedStorage, !isSecureTextEntry, attributedStorage.string == buffer.text {
            return attributedShownText().size().width
        }
        return TextLayout(text: displayedString, font: fontStorage).size.width
    }

    /// The width of the placeholder on one line (0 without one), measured once per placeholder
    /// and font: an attributed placeholder is copied when set, so it cannot change behind the
    /// cache. Plain text is measured as plain text in the field's font.
    private func placeholderWidth() -> CGFloat {
        guard let placeholderStorage else { return 0 }
        if let cache = placeholderWidthCache, cache.placeholder == placeholderStorage, cache.font === fontStorage {
            return cache.width
        }
        let width = switch placeholderStorage {
        case .plain(let text): TextLayout(text: text, font: fontStorage).size.width
        case .attributed(let text): placeholderText(text).size().width
        }
        placeholderWidthCache = (placeholderStorage, fontStorage, width)
        return width
    }

    /// `value` rounded up to the main screen's pixels.
    func roundedUp(_ value: CGFloat) -> CGFloat {
        let scale = UIScreen.main.scale > 0 ? UIScreen.main.scale : 1
        return ((value * scale) - 0.0001).rounded(.up) / scale
    }

    // MARK: - The text as shown

    /// The string the field shows: bullets for secure text (one per character), line breaks as
    /// spaces otherwise.
    var displayedString: String {
        if isSecureTextEntry { return String(repeating: "•", count: buffer.text.count) }
        return String(buffer.text.map { $0.isNewline ? " " : $0 })
    }

    /// The shown text with its attributes: the attributed text's runs, or the field's font and
    /// colour; bullets for secure text.
    func attributedShownText() -> NSAttributedString {
        if let attributedStorage, !isSecureTextEntry, attributedStorage.string == buffer.text {
            guard buffer.text.contains(where: \.isNewline) else { return attributedStorage }
            // Each line break shows as a space, keeping the attributes around it.
            let copy = NSMutableAttributedString(attributedString: attributedStorage)
            var offset = copy.length
            for character in buffer.text.reversed() {
                offset -= character.utf16.count
                if character.isNewline {
                    copy.replaceCharacters(in: NSRange(location: offset, length: character.utf16.count), with: " ")
                }
            }
            return copy
        }
        return NSAttributedString(string: displayedString, attributes: defaultTextAttributes)
    }

    /// The placeholder in the field's font where it has none, grey where it has no colour.
    func placeholderText(_ placeholder: NSAttributedString) -> NSAttributedString {
        let copy = NSMutableAttributedString(attributedString: placeholder)
        let whole = NSRange(location: 0, length: copy.length)
        copy.enumerateAttributes(in: whole) { attributes, range, _ in
            if attributes[.font] == nil { copy.addAttribute(.font, value: fontStorage, range: range) }
            if attributes[.foregroundColor] == nil {
                copy.addAttribute(.foregroundColor, value: UITextField.placeholderColor, range: range)
            }
        }
        return copy
    }

    /// Where the shown text is drawn now and where each of its characters sits.
    struct TextGeometry {
        /// The text laid out and placed (nil when there is no text).
        var layout: TextLayout?
        /// The rectangle it is drawn in: `editingRect(forBounds:)` while editing, else `textRect(forBounds:)`.
        var rect: CGRect
        /// Carets and selections.
        var caretMap: CaretMap
    }

    /// The shown text laid out in its rectangle: on one line, aligned by `textAlignment` and
    /// centred vertically (by `contentVerticalAlignment`). While editing, text wider than the
    /// rectangle scrolls so that the caret stays in view; otherwise it is cut with "…" (after
    /// shrinking, when `adjustsFontSizeToFitWidth` allows).
    func textGeometry() -> TextGeometry {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        drawText(in: rect)
        let font = fontStorage
        let lineTop = verticalOrigin(in: rect, height: font.lineHeight)
        let alignment = textAlignment.resolved(rightToLeft: isRightToLeft)
        let emptyX: CGFloat
        switch alignment {
        case .center: emptyX = rect.midX
        case .right: emptyX = rect.maxX - CaretMap.caretWidth
        default: emptyX = rect.minX
        }
        let emptyOrigin = CGPoint(x: emptyX, y: lineTop)
        guard hasText else {
            let map = CaretMap(text: "", shown: "", layout: .empty, emptyOrigin: emptyOrigin, font: font)
            return TextGeometry(layout: nil, rect: rect, caretMap: map)
        }
        let shown = attributedShownText()
        var layout: TextLayout
        if isEditing {
            layout = TextLayout(attributedText: shown, numberOfLines: 1, lineBreakMode: .byClipping,
                                defaultFont: font, defaultColor: textColorStorage)
            var x = rect.minX
            let width = layout.size.width
            if width <= rect.width {
                if alignment == .center { x = rect.midX - width / 2 }
                if alignment == .right { x = rect.maxX - width }
            }
            layout = layout.offsetBy(dx: x, dy: lineTop)
            var map = CaretMap(text: buffer.text, shown: displayedString, layout: layout, emptyOrigin: emptyOrigin, font: font)
            let caretRight = map.caretRect(atOffset: buffer.selection.location + buffer.selection.length).maxX
            if width > rect.width, caretRight > rect.maxX {
                layout = layout.offsetBy(dx: rect.maxX - caretRight, dy: 0)
                map = CaretMap(text: buffer.text, shown: displayedString, layout: layout, emptyOrigin: emptyOrigin, font: font)
            }
            return TextGeometry(layout: layout, rect: rect, caretMap: map)
        }
        let scale = shrinkFactor(for: shown, width: rect.width)
        layout = TextLayout(attributedText: shown, width: rect.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail,
                            alignment: alignment, defaultFont: font, defaultColor: textColorStorage, fontScale: scale)
        layout = layout.offsetBy(dx: rect.minX, dy: verticalOrigin(in: rect, height: layout.size.height))
        let map = CaretMap(text: buffer.text, shown: displayedString, layout: layout, emptyOrigin: emptyOrigin, font: font)
        return TextGeometry(layout: layout, rect: rect, caretMap: map)
    }

    /// The y of a line `height` tall in `rect` by `contentVerticalAlignment`.
    func verticalOrigin(in rect: CGRect, height: CGFloat) -> CGFloat {
        switch contentVerticalAlignment {
        case .top, .fill: return rect.minY
        case .bottom: return rect.maxY - height
        case .center: return rect.midY - height / 2
        }
    }

    /// The factor that shrinks the text to `width`, no smaller than `minimumFontSize` allows; 1
    /// unless `adjustsFontSizeToFitWidth` is on.
    func shrinkFactor(for text: NSAttributedString, width: CGFloat) -> CGFloat {
        guard adjustsFontSizeToFitWidth, width > 0 else { return 1 }
        let natural = text.size().width
        guard natural > width else { return 1 }
        let smallest = fontStorage.pointSize > 0 ? min(1, minimumFontSize / fontStorage.pointSize) : 1
        return max(smallest, width / natural)
    }
}
