// NSTextAttachment.swift: UIKit's text attachment (an image set inline in text as one glyph), the
// `.attachment` attribute key, and `NSAttributedString(attachment:)`.

/// An object an attributed string shows inline, as UIKit's `NSTextAttachment`: usually an image
/// (an SF Symbol or a small picture) that sits on the baseline of the text around it.
///
/// An attributed string holds an attachment as the attachment character (U+FFFC,
/// ``character``) carrying the ``NSAttributedString/Key/attachment`` attribute; text layout sets
/// that character as one glyph: as wide as ``bounds`` (or the image, when the bounds are zero),
/// rising ``bounds``' `maxY` above the baseline and reaching `-minY` below it
/// (https://developer.apple.com/documentation/uikit/nstextattachment).
open class NSTextAttachment: NSObject {
    /// The attachment character, U+FFFC (UIKit's `NSAttachmentCharacter`).
    open class var character: Int { 0xFFFC }

    /// The contents given to ``init(data:ofType:)``; nil by default.
    open var contents: Data?

    /// The type identifier of ``contents`` (for example "public.png"); nil by default.
    open var fileType: String?

    /// The image shown; nil by default. Without an image, an attachment whose ``contents`` are an
    /// image file (PNG, JPEG, GIF) shows that image.
    open var image: UIImage?

    /// The layout bounds of the attachment in text coordinates, as UIKit's `bounds`: the origin is
    /// at the glyph's position on the baseline and y grows upwards, so a negative `y` moves the
    /// attachment below the baseline. `.zero` (the default) means the image's size, sitting on
    /// the baseline.
    open var bounds: CGRect = .zero

    /// Makes an attachment with `contentData` of the type `uti` (UIKit's designated initializer);
    /// both may be nil.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Makes an empty attachment: no image, no contents, zero bounds.
    public override convenience init() {
        self.init(data: nil, ofType: nil)
    }

    /// Makes an attachment showing `image` (iOS 13).
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The image the attachment draws: ``image``, else one decoded from ``contents``.
    var shownImage: UIImage? {
        if let image { return image }
        return contents.flatMap { UIImage(data: $0) }
    }

    /// What layout keeps of the attachment: the image it draws and the bounds it takes.
    var glyph: TextLayout.Attachment {
        let image = shownImage
        let resolved = bounds == .zero ? CGRect(origin: .zero, size: image?.size ?? .zero) : bounds
        return TextLayout.Attachment(image: image, bounds: resolved)
    }
}

extension NSAttributedString.Key {
    /// The ``NSTextAttachment`` shown in place of the attachment character (UIKit's
    /// `NSAttachmentAttributeName`, "NSAttachment"); none when absent.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// Makes a one-character string holding `attachment`: the attachment character (U+FFFC) with
    /// the `.attachment` attribute, as UIKit's `init(attachment:)`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }

    /// Makes a one-character string holding `attachment` with `attributes` too (iOS 17), as
    /// UIKit's `init(attachment:attributes:)`; the `.attachment` attribute is `attachment`.
    public convenience init(attachment: NSTextAttachment, attributes: [NSAttributedString.Key: Any]) {
        var all = attributes
        all[.attachment] = attachment
        self.init(string: "\u{FFFC}", attributes: all)
    }
}
