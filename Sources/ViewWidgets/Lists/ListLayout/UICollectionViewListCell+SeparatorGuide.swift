// UICollectionViewListCell+SeparatorGuide.swift: the separator layout guide (iOS 14): the frame
// of the separator below the row, which an app's constraint can move to its own content
// (https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/separatorlayoutguide).

/// A list cell's separator layout guide and the constraints the cell gives it: its trailing edge
/// at the cell's, its bottom at the cell's, a hairline high, and its leading edge where the
/// separator starts by default, at a low priority so that an app's constraint moves it.
@MainActor
final class ListSeparatorGuide {
    let guide = UILayoutGuide()
    let automaticLeading: NSLayoutConstraint

    init(in cell: UICollectionViewListCell) {
        cell.addLayoutGuide(guide)
        automaticLeading = guide.leadingAnchor.constraint(equalTo: cell.leadingAnchor)
        automaticLeading.priority = .defaultLow
        let scale = UIScreen.main.scale
        NSLayoutConstraint.activate([
            automaticLeading,
            guide.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            guide.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1 / (scale > 0 ? scale : 1)),
        ])
    }
}

extension UICollectionViewListCell {
    /// A guide for laying out the separator in relation to the cell's primary content, as UIKit's
    /// `separatorLayoutGuide`: the frame of the separator below the row. Its leading edge is where
    /// the separator starts by default (at the text of a list content configuration, else at the
    /// content view's margin); constrain it to a subview's leading edge, as Apple documents for
    /// custom content, and the separator starts there. It takes effect in a list section.
    public var separatorLayoutGuide: UILayoutGuide {
        if let storage = separatorGuideStorage { return storage.guide }
        let storage = ListSeparatorGuide(in: self)
        separatorGuideStorage = storage
        setNeedsLayout()
        return storage.guide
    }

    /// Keeps the guide's default leading edge where the separator starts by default (the content
    /// view laid out first, so its text is where it will be drawn).
    func updateSeparatorGuide() {
        guard let storage = separatorGuideStorage else { return }
        contentView.layoutIfNeeded()
        let leading = automaticSeparatorLeadingInset
        if storage.automaticLeading.constant != leading { storage.automaticLeading.constant = leading }
    }

    /// How far from the leading edge the separator starts: from the separator layout guide when
    /// the app asked for it (an app's constraint may have moved it), else where the list starts
    /// it by default.
    var separatorLeadingInset: CGFloat {
        guard let guide = separatorGuideStorage?.guide else { return automaticSeparatorLeadingInset }
        let frame = guide.layoutFrame
        let inset = effectiveUserInterfaceLayoutDirection == .rightToLeft ? bounds.maxX - frame.maxX : frame.minX - bounds.minX
        return inset.isFinite ? inset : automaticSeparatorLeadingInset
    }
}
