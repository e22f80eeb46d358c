// UIListContentView+LayoutGuides.swift: the layout guides of a list content view's image and
// texts (iOS 14; https://developer.apple.com/documentation/uikit/uilistcontentview/textlayoutguide),
// which follow the frames the view's layout gives its parts.

/// One part of a list content view that a layout guide can track.
enum ListContentPart: Hashable {
    case image, text, secondaryText
}

/// A guide that tracks one part's frame: pinned to the view's top-left corner with constant
/// offsets and size, which each layout pass sets to the part's frame.
@MainActor
final class ListPartGuide {
    let guide = UILayoutGuide()
    private let left: NSLayoutConstraint
    private let top: NSLayoutConstraint
    private let width: NSLayoutConstraint
    private let height: NSLayoutConstraint

    init(in view: UIView, identifier: String, frame: CGRect) {
        guide.identifier = identifier
        view.addLayoutGuide(guide)
        left = guide.leftAnchor.constraint(equalTo: view.leftAnchor, constant: frame.minX)
        top = guide.topAnchor.constraint(equalTo: view.topAnchor, constant: frame.minY)
        width = guide.widthAnchor.constraint(equalToConstant: frame.width)
        height = guide.heightAnchor.constraint(equalToConstant: frame.height)
        NSLayoutConstraint.activate([left, top, width, height])
    }

    /// Moves the guide to `frame` (in the view's coordinates).
    func track(_ frame: CGRect) {
        left.constant = frame.minX
        top.constant = frame.minY
        width.constant = frame.width
        height.constant = frame.height
    }
}

extension UIListContentView {
    /// A guide to the primary text's frame, as UIKit's `textLayoutGuide`: nil while the
    /// configuration has no text, else a guide whose layout frame is the text label's frame.
    public var textLayoutGuide: UILayoutGuide? { partGuide(.text, view: textLabel, identifier: "UIListContentViewTextLayoutGuide") }

    /// A guide to the secondary text's frame, as UIKit's `secondaryTextLayoutGuide`: nil while
    /// the configuration has no secondary text.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        partGuide(.secondaryText, view: secondaryTextLabel, identifier: "UIListContentViewSecondaryTextLayoutGuide")
    }

    /// A guide to the image's frame, as UIKit's `imageLayoutGuide`: nil while the configuration
    /// has no image.
    public var imageLayoutGuide: UILayoutGuide? { partGuide(.image, view: imageView, identifier: "UIListContentViewImageLayoutGuide") }

    /// The guide of `part`, made on first request while the part shows; nil without the part.
    private func partGuide(_ part: ListContentPart, view: UIView?, identifier: String) -> UILayoutGuide? {
        guard let view else { return nil }
        if let existing = partGuides[part] { return existing.guide }
        let made = ListPartGuide(in: self, identifier: identifier, frame: view.frame)
        partGuides[part] = made
        setNeedsLayout()
        return made.guide
    }

    /// Before the constraint pass of a layout: each guide moves to its part's planned frame
    /// (`frames`, in this view's coordinates); the guide of a part that went away leaves the view.
    func updatePartGuides(_ frames: [ListContentPart: CGRect]) {
        guard !partGuides.isEmpty else { return }
        for (part, tracker) in partGuides {
            let view: UIView? = switch part {
            case .image: imageView
            case .text: textLabel
            case .secondaryText: secondaryTextLabel
            }
            if view != nil, let frame = frames[part] {
                tracker.track(frame)
            } else {
                removeLayoutGuide(tracker.guide)
                partGuides[part] = nil
            }
        }
    }
}
