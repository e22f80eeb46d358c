// KeyboardWindow.swift: the window the simulated keyboard is drawn in: the first responder's
// accessory view on top, its input view or a drawing of the keys below.

/// The keyboard's window, as UIKit keeps the keyboard in a window of its own above the app's.
///
/// It hosts the first responder's `inputAccessoryView` (along the top, as wide as the screen) and
/// `inputView`, so taps on them arrive as on a device; where the responder has no input view, the
/// keys are drawn in pictures (``drawSVGContent(in:)``). It is not in `UIApplication.shared.windows`
/// and never becomes key.
@MainActor
final class KeyboardWindow: UIWindow {
    /// The responder the keyboard serves, for the Return key's title.
    weak var owner: UIResponder?

    /// The hosted views and the heights they take.
    private var accessory: UIView?
    private var accessoryHeight: CGFloat = 0
    private var inputViewHosted: UIView?
    /// Whether the keys are drawn (the responder takes typed text and has no input view).
    private var drawsKeys = false

    /// Hosts the views of `layout` (nil: none), taking out the views of the previous layout.
    func host(_ layout: KeyboardLayout?) {
        if let accessory, accessory !== layout?.accessory, accessory.superview === self { accessory.removeFromSuperview() }
        if let inputViewHosted, inputViewHosted !== layout?.inputView, inputViewHosted.superview === self {
            inputViewHosted.removeFromSuperview()
        }
        accessory = layout?.accessory
        accessoryHeight = layout?.accessoryHeight ?? 0
        inputViewHosted = layout?.inputView
        drawsKeys = layout.map { $0.inputView == nil && $0.keysHeight > 0 } ?? false
        if let accessory, accessory.superview !== self { addSubview(accessory) }
        if let inputViewHosted, inputViewHosted.superview !== self { addSubview(inputViewHosted) }
        setNeedsLayout()
    }

    /// The part below the accessory view: the keys or the input view.
    var keysRect: CGRect {
        CGRect(x: bounds.minX, y: bounds.minY + accessoryHeight, width: bounds.width,
               height: max(0, bounds.height - accessoryHeight))
    }

    /// Puts the accessory view along the top and the input view below it.
    override func layoutSubviews() {
        super.layoutSubviews()
        accessory?.frame = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: accessoryHeight)
        inputViewHosted?.frame = keysRect
    }

    /// Draws the keys, when the responder has no input view of its own.
    override func drawSVGContent(in context: SVGDrawingContext) {
        super.drawSVGContent(in: context)
        guard drawsKeys else { return }
        let traits = owner as? UITextInputTraits
        KeyboardDrawing(area: keysRect, keyboardType: traits?.keyboardType ?? .default,
                        returnKeyTitle: (traits?.returnKeyType ?? .default).keyTitle).draw(in: context)
    }

    /// The keyboard is drawn by the app window's picture, not dumped with it: its own line says
    /// what it is.
    override func appendDescriptionFields(to fields: inout ViewDescriptionFields) {
        super.appendDescriptionFields(to: &fields)
        fields.leading.append("keyboard")
    }
}

/// A drawing of the keys in a picture: the grey tray, rows of white key caps with their letters
/// (or a keypad of digits), and the Return key with its title.
@MainActor
struct KeyboardDrawing {
    let area: CGRect
    let keyboardType: UIKeyboardType
    let returnKeyTitle: String

    static let trayColor = UIColor(red: 0.82, green: 0.835, blue: 0.86, alpha: 1)
    static let keyColor = UIColor.white
    static let functionKeyColor = UIColor(red: 0.67, green: 0.7, blue: 0.74, alpha: 1)
    static let labelFont = UIFont.systemFont(ofSize: 16)

    func draw(in context: SVGDrawingContext) {
        context.fillRect(area, color: KeyboardDrawing.trayColor)
        switch keyboardType {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad:
            drawKeypad(in: context)
        default:
            drawLetters(in: context)
        }
    }

    /// Four rows: three of letters, then "123", the space bar and Return.
    private func drawLetters(in context: SVGDrawingContext) {
        let rows = ["QWERTYUIOP", "ASDFGHJKL", "ZXCVBNM"]
        let rowHeight = min(54, area.height / 4)
        let keyWidth = area.width / 10
        for (index, row) in rows.enumerated() {
            let y = area.minY + CGFloat(index) * rowHeight
            let inset = (area.width - keyWidth * CGFloat(row.count)) / 2
            for (column, letter) in row.enumerated() {
                let cap = CGRect(x: area.minX + inset + CGFloat(column) * keyWidth, y: y, width: keyWidth, height: rowHeight)
                drawKey(cap, title: String(letter), color: KeyboardDrawing.keyColor, in: context)
            }
        }
        let y = area.minY + 3 * rowHeight
        let returnWidth = keyWidth * 2.5
        drawKey(CGRect(x: area.minX, y: y, width: keyWidth * 2.5, height: rowHeight), title: "123",
                color: KeyboardDrawing.functionKeyColor, in: context)
        drawKey(CGRect(x: area.minX + keyWidth * 2.5, y: y, width: area.width - keyWidth * 2.5 - returnWidth,
                       height: rowHeight), title: "space", color: KeyboardDrawing.keyColor, in: context)
        drawKey(CGRect(x: area.maxX - returnWidth, y: y, width: returnWidth, height: rowHeight),
                title: returnKeyTitle, color: KeyboardDrawing.functionKeyColor, in: context)
    }

    /// A telephone-style keypad of digits.
    private func drawKeypad(in context: SVGDrawingContext) {
        let titles = ["1", "2", "3", "4", "5", "6", "7", "8", "9", keyboardType == .decimalPad ? "." : "", "0", "⌫"]
        let rowHeight = min(54, area.height / 4)
        let keyWidth = area.width / 3
        for (index, title) in titles.enumerated() where !title.isEmpty {
            let cap = CGRect(x: area.minX + CGFloat(index % 3) * keyWidth,
                             y: area.minY + CGFloat(index / 3) * rowHeight, width: keyWidth, height: rowHeight)
            drawKey(cap, title: title, color: KeyboardDrawing.keyColor, in: context)
        }
    }

    /// One key cap inside `cell`, with its title centred.
    private func drawKey(_ cell: CGRect, title: String, color: UIColor, in context: SVGDrawingContext) {
        let cap = cell.insetBy(dx: 3, dy: 5)
        context.fillRect(cap, color: color, cornerRadius: 5)
        let font = KeyboardDrawing.labelFont
        let width = font.width(of: title)
        let baseline = cap.midY + (font.ascender + font.descender) / 2
        context.drawTextRun(title, font: font, color: .black,
                            baselineOrigin: CGPoint(x: cap.midX - width / 2, y: baseline), width: width)
    }
}

extension SVGDrawingContext {
    /// Draws the keyboard's window over `window`'s picture while the keyboard shows (or moves),
    /// placed by its screen frame, as a screenshot shows the keyboard above the app.
    func drawKeyboard(over window: UIWindow) {
        guard !(window is KeyboardWindow), !window.isHidden,
              let keyboard = Headless.current.keyboard.window, !keyboard.isHidden else { return }
        let origin = window.frame.origin
        withTransform(CGAffineTransform(translationX: -origin.x, y: -origin.y)) {
            drawTree(of: keyboard, isRoot: false)
        }
    }
}
