// NSTextContainer.swift: the area a text view lays its text out in.

/// The region text is laid out in, as TextKit's `NSTextContainer`: here the settings a text view
/// reads (the padding at each end of a line, the line limit and how lines break). A text view's
/// own container follows its width.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Makes a container of `size` (zero: no limit).
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// Makes a container with no size limit.
    public convenience override init() {
        self.init(size: .zero)
    }

    /// The container's size; a text view's own container takes the text view's width.
    open var size: CGSize { didSet { owner?.textContainerDidChange() } }

    /// The empty space at each end of every line; 5 points by default, as in TextKit.
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textContainerDidChange() } }

    /// The most lines laid out; 0 (no limit) by default.
    open var maximumNumberOfLines = 0 { didSet { owner?.textContainerDidChange() } }

    /// How lines break and the last one is cut; `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.textContainerDidChange() } }

    /// Whether the width follows the text view's; true for a text view's own container.
    open var widthTracksTextView = false

    /// Whether the height follows the text view's; false by default.
    open var heightTracksTextView = false

    /// The text view that lays out in this container.
    weak var owner: UITextView?
}
