// UITextView+LayoutCache.swift: a text view keeps its text's layout between keys: laid out once
// for its text, width and look, and after an edit only again from the edited line, so a key costs
// the same however long the text is (Docs/Performance.md, "Growth of once-quadratic costs").

/// What a text view's layout depends on besides the container: the text (by the buffer's
/// version and the attributed text object), the line width and the look.
struct TextViewLayoutKey: Equatable {
    var version: Int
    var storage: NSAttributedString?
    var width: CGFloat?
    var font: UIFont
    var color: UIColor?
    var alignment: NSTextAlignment
    var numberOfLines: Int
    var lineBreakMode: NSLineBreakMode

    static func == (first: TextViewLayoutKey, second: TextViewLayoutKey) -> Bool {
        first.version == second.version && first.storage === second.storage && first.hasSameLook(as: second)
    }

    /// Whether everything but the text is the same.
    func hasSameLook(as other: TextViewLayoutKey) -> Bool {
        width == other.width && font == other.font && color == other.color && alignment == other.alignment
            && numberOfLines == other.numberOfLines && lineBreakMode == other.lineBreakMode
    }
}

/// A text view's kept layouts, freed with it: the layout at its own width (followed edit by edit),
/// one at another width (a fitting size), and one caret map.
@MainActor
final class TextViewLayoutCache {
    /// An edit of the text: the UTF-16 `range` of the text at `baseVersion` became `newLength`
    /// units at `version`; `storage` is the attributed text after it, `editedStorage` whether the
    /// edit went into it.
    struct Edit {
        var range: NSRange
        var newLength: Int
        var baseVersion: Int
        var version: Int
        var storage: NSAttributedString?
        var editedStorage: Bool
    }

    /// The layout at the view's width, whether it was made from the attributed text, and its key.
    var kept: (key: TextViewLayoutKey, layout: IncrementalTextLayout, fromStorage: Bool)?
    var other: (key: TextViewLayoutKey, layout: TextLayout)?
    var caretMap: (key: TextViewLayoutKey, origin: CGPoint, map: CaretMap)?
    /// The last edit, until the kept layout follows it.
    var edit: Edit?
    /// How many edits the kept layout followed without laying out again (for tests).
    var followedEdits = 0
}

extension UITextView {
    /// The key of the layout at line width `width` now. The alignment is the one lines are laid
    /// out with (`.natural` resolved by the direction), so a direction change lays out again.
    func layoutKey(width: CGFloat?) -> TextViewLayoutKey {
        TextViewLayoutKey(version: buffer.version, storage: attributedStorage, width: width,
                          font: font ?? UITextView.defaultFont, color: textColorStorage, alignment: layoutAlignment,
                          numberOfLines: textContainer.maximumNumberOfLines, lineBreakMode: textContainer.lineBreakMode)
    }

    /// The text laid out in lines `width` wide (nil: unwrapped), not yet placed: kept from before
    /// when nothing it depends on changed, and at the view's own width followed from the last
    /// edit. Always what ``fullTextLayout(width:)`` makes.
    func layoutText(width: CGFloat?) -> TextLayout {
        guard hasText else { return .empty }
        let key = layoutKey(width: width)
        let cache = textLayoutCache
        if let kept = cache.kept, kept.key == key { return kept.layout.layout }
        if let other = cache.other, other.key == key { return other.layout }
        guard let width, width.isFinite, width > 0, key.numberOfLines == 0,
              width == lineWidth(forViewWidth: bounds.width) else {
            let layout = fullTextLayout(width: width)
            cache.other = (key, layout)
            return layout
        }
        if var kept = cache.kept, let edit = cache.edit, canFollow(edit, from: kept, to: key) {
            cache.kept = nil
            let fromStorage = kept.fromStorage
            let followed = kept.layout.replace(utf16Range: edit.range, newLength: edit.newLength) { range in
                if fromStorage, let storage = self.attributedStorage { return storage.attributedSubstring(from: range) }
                return NSAttributedString(string: self.buffer.substring(inBoundaries: range), attributes: self.typingAttributes)
            }
            if followed {
                kept.key = key
                cache.kept = kept
                cache.edit = nil
                cache.followedEdits += 1
                return kept.layout.layout
            }
        }
        let fromStorage = attributedStorage.map { $0.string == buffer.text } ?? false
        guard let made = IncrementalTextLayout(attributedText: attributedShownText(), width: width,
                                               lineBreakMode: key.lineBreakMode, alignment: layoutAlignment,
                                               defaultFont: key.font, defaultColor: textColorStorage ?? .black) else {
            return fullTextLayout(width: width)
        }
        cache.kept = (key, made, fromStorage)
        cache.edit = nil
        return made.layout
    }

    /// Whether the kept layout can follow `edit` to the text of `key`: it is the layout of the
    /// text before the edit, the look is the same, and the edit went into the text it shows.
    private func canFollow(_ edit: TextViewLayoutCache.Edit,
                           from kept: (key: TextViewLayoutKey, layout: IncrementalTextLayout, fromStorage: Bool),
                           to key: TextViewLayoutKey) -> Bool {
        guard edit.baseVersion == kept.key.version, edit.version == key.version, edit.storage === key.storage,
              kept.key.hasSameLook(as: key) else { return false }
        if kept.fromStorage { return edit.editedStorage && key.storage != nil }
        return kept.key.storage == nil && key.storage == nil
    }

    /// Notes an edit of the text for the kept layout to follow.
    func noteEdit(_ range: NSRange, newLength: Int, baseVersion: Int, editedStorage: Bool) {
        textLayoutCache.edit = TextViewLayoutCache.Edit(range: range, newLength: newLength, baseVersion: baseVersion,
                                                        version: buffer.version, storage: attributedStorage,
                                                        editedStorage: editedStorage)
    }

    /// Where each character sits, for carets, selections and taps; kept while the text, its
    /// layout and its origin are the same.
    func caretMap() -> CaretMap {
        let key = layoutKey(width: lineWidth(forViewWidth: bounds.width))
        let origin = textOrigin
        if let kept = textLayoutCache.caretMap, kept.key == key, kept.origin == origin { return kept.map }
        let map = CaretMap(text: buffer.text, shown: buffer.text, layout: placedTextLayout(), emptyOrigin: origin,
                           font: font ?? UITextView.defaultFont)
        textLayoutCache.caretMap = (key, origin, map)
        return map
    }

    /// The caret's rectangle at UTF-16 `offset` from the kept lines, without a caret map: what
    /// the caret map gives; nil when there is no kept layout.
    func keptCaretRect(atOffset offset: Int) -> CGRect? {
        guard hasText else { return nil }
        let width = lineWidth(forViewWidth: bounds.width)
        _ = layoutText(width: width)
        guard let kept = textLayoutCache.kept, kept.key == layoutKey(width: width) else { return nil }
        return kept.layout.caretRect(atUTF16: offset, origin: textOrigin, caretWidth: CaretMap.caretWidth)
    }
}
