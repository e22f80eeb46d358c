// UISearchTextField.swift: the text field inside a search bar: grey and rounded, with a
// magnifying glass at the left and the clear button while editing.

/// The search bar's text field, as UIKit's `UISearchTextField` (iOS 13): a `UITextField` with a
/// light grey rounded background, a magnifying glass as its left view and a clear button while
/// there is text.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    /// Makes a search field with its look.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSearchField()
    }

    /// Source compatibility; makes a zero-sized search field.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSearchField()
    }

    /// The tokens (``tokens``).
    var searchTokens: [UISearchToken] = []

    /// The tokens' background colour; setting nil goes back to the default, the field's tint
    /// colour (a guess: Docs/Differences.md). Tokens are kept as data, not drawn.
    open var tokenBackgroundColor: UIColor! {
        get { tokenBackgroundColorStorage ?? tintColor }
        set { tokenBackgroundColorStorage = newValue }
    }
    private var tokenBackgroundColorStorage: UIColor?

    /// Whether the user can delete tokens with the keyboard; true by default. Kept.
    open var allowsDeletingTokens = true

    /// Whether the user can copy tokens; true by default. Kept.
    open var allowsCopyingTokens = true

    /// Suggestions offered under the field (iOS 16); nil by default. Kept (no list is drawn).
    open var searchSuggestions: [any UISearchSuggestion]?

    private func setUpSearchField() {
        backgroundColor = UIColor(red: 0.46, green: 0.46, blue: 0.5, alpha: 0.12)
        layer.cornerRadius = 10
        clearButtonMode = .whileEditing
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        leftView = MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: 28, height: 36))
        leftViewMode = .always
    }
}

/// The magnifying glass drawn at the left of a search field.
final class MagnifyingGlassView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        let gray = UIColor(red: 0.56, green: 0.56, blue: 0.58, alpha: 1)
        let lens = CGRect(x: bounds.midX - 6, y: bounds.midY - 6, width: 10, height: 10)
        context.strokeEllipse(in: lens, color: gray, lineWidth: 1.8)
        context.strokeLine(from: CGPoint(x: lens.maxX - 1.5, y: lens.maxY - 1.5),
                           to: CGPoint(x: lens.maxX + 3, y: lens.maxY + 3), color: gray, lineWidth: 2)
    }
}
