// TextInputPictureTests.swift: text fields, text views and the keyboard in `renderSVG()` pictures
// (UITextField+SVG.swift, UITextView+SVG.swift, Window/KeyboardWindow.swift).
import Foundation
import Testing
import HeadlessTesting
import TestSupport
import ViewWidgets

@MainActor
@Suite("Pictures: text input", .headless)
struct TextInputPictureTests {
    private static var shownWindow: UIWindow?

    /// A key window with a form: fields of each border, secure text, a selection, a text view.
    private func makeForm() -> (UIWindow, UITextField, UITextView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)
        let styles: [UITextField.BorderStyle] = [.none, .line, .bezel, .roundedRect]
        for (index, style) in styles.enumerated() {
            let field = UITextField(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 44, width: 280, height: 34))
            field.borderStyle = style
            field.placeholder = "Border \(index)"
            window.addSubview(field)
        }
        let secure = UITextField(frame: CGRect(x: 20, y: 196, width: 280, height: 34))
        secure.borderStyle = .roundedRect
        secure.isSecureTextEntry = true
        secure.text = "password"
        window.addSubview(secure)
        let editing = UITextField(frame: CGRect(x: 20, y: 240, width: 280, height: 34))
        editing.borderStyle = .roundedRect
        editing.clearButtonMode = .whileEditing
        editing.returnKeyType = .done
        editing.text = "Hello, world"
        window.addSubview(editing)
        let notes = UITextView(frame: CGRect(x: 20, y: 284, width: 280, height: 80))
        notes.text = "A text view wraps its text the way a label does, and scrolls when it runs long."
        window.addSubview(notes)
        window.makeKeyAndVisible()
        Self.shownWindow = window
        return (window, editing, notes)
    }

    @Test func aFormAtRestMatchesItsGoldenPicture() {
        let (window, _, _) = makeForm()
        expectMatchesGolden(window.renderSVG(), pathExtension: "svg")
    }

    @Test func aFieldBeingEditedShowsItsSelectionClearButtonAndTheKeyboard() throws {
        let (window, field, _) = makeForm()
        field.becomeFirstResponder()
        let start = try #require(field.position(from: field.beginningOfDocument, offset: 7))
        field.selectedTextRange = field.textRange(from: start, to: field.endOfDocument)
        Headless.advance(by: 1)
        let svg = window.renderSVG()
        #expect(svg.contains(">Done</text>"))                      // the Return key's title
        expectMatchesGolden(svg, pathExtension: "svg")
    }

    @Test func aTextViewBeingEditedShowsItsCaretAtTheEndOfItsLastLine() {
        let (window, _, notes) = makeForm()
        notes.becomeFirstResponder()
        Headless.advance(by: 1)
        let caret = notes.caretRect(for: notes.endOfDocument)
        #expect(caret.minY > notes.textContainerInset.top)        // past the first line
        #expect(window.renderSVG().contains("width=\"2\" height=\"20.2871\""))
    }

    @Test func aSearchBarMatchesItsGoldenPicture() {
        let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        searchBar.placeholder = "Search"
        searchBar.showsCancelButton = true
        let typed = UISearchBar(frame: CGRect(x: 0, y: 56, width: 320, height: 56))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 112))
        window.backgroundColor = .white
        window.addSubview(searchBar)
        window.addSubview(typed)
        window.makeKeyAndVisible()
        Self.shownWindow = window
        typed.becomeFirstResponder()
        typed.searchTextField.typeText("kittens")
        expectMatchesGolden(window.renderSVG(), pathExtension: "svg")
    }
}
