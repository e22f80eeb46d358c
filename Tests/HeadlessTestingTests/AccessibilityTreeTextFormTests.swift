// AccessibilityTreeTextFormTests.swift: the text form of tree patterns — read line by line
// (comments, blank lines, CRLF, a printout's `[depth N]` lines), every mistake named with its
// line, any label printed so that it reads back — and a tree 20,000 levels deep printed, read
// back and matched.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Accessibility-tree patterns as text", .headless(screen: .iPhone15))
struct AccessibilityTreeTextFormTests {
    @Test func theTextFormIsReadLineByLine() throws {
        let patterns = try ElementPattern.parse("""
            # A comment, then a blank line and one of spaces and a tab

            \u{20}\u{20}\t
            NavigationBar identifier="Sign in"
              Button "Back"
            Cell [selected]
                StaticText "say \\"hi\\"\\n" value=~"x" [header, disabled=false]
            Any /a\\/b/
            """)
        #expect(patterns == [
            ElementPattern(.navigationBar, identifier: "Sign in") { ElementPattern(.button, "Back") },
            ElementPattern(.cell, isSelected: true) {
                ElementPattern(.staticText, "say \"hi\"\n", value: .contains("x"), traits: .header, isEnabled: true)
            },
            ElementPattern(.any, .matching("a/b")),
        ])
        #expect(patterns[1].children[0].description == #"StaticText "say \"hi\"\n" value=~"x" [disabled=false, header]"#)
    }

    @Test func windowsLineEndsAndDeepPrintoutsAreRead() throws {
        let crlf = try ElementPattern.parse("Table\r\n  Cell \"A\"\r\n  Cell\r\n")
        #expect(crlf == [ElementPattern(.table) { ElementPattern(.cell, "A"); ElementPattern(.cell) }])
        let deep = try ElementPattern.parse("Other\n  Other\n[depth 2] Button \"x\"\n[depth 2] Button \"y\"\n  Cell")
        #expect(deep == [ElementPattern(.other) {
            ElementPattern(.other) { ElementPattern(.button, "x"); ElementPattern(.button, "y") }
            ElementPattern(.cell)
        }])
    }

    @Test func anyLabelIsPrintedSoThatItReadsBack() throws {
        let labels = ["say \"hi\"", #"back\slash"#, "two\nlines", "cr\r\nlf", "tab\there", "\u{301}accent first",
                      "line\u{2028}separator", "e\u{301}", "👍🏽 中文", "ends with \\"]
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        for (index, text) in labels.enumerated() {
            let element = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 30, width: 200, height: 30))
            element.isAccessibilityElement = true
            element.accessibilityLabel = text
            element.accessibilityValue = text
            element.accessibilityIdentifier = text
            view.addSubview(element)
        }
        let printed = accessibilityTree(of: view)
        let patterns = try ElementPattern.parse(printed)
        #expect(accessibilityTree(of: view, matches: patterns))
        #expect(patterns.count == labels.count)
        #expect(patterns.map { $0.label } == labels.map { .exactly($0) })
        #expect(patterns.map { $0.value } == labels.map { .exactly($0) })
        #expect(TextMatch.matching(#"a\/b/c"#).description == #"/a\/b\/c/"#)
        #expect(try ElementPattern.parse("Any " + TextMatch.matching(#"a\/b/c"#).description).first?.label == .matching("a/b/c"))
    }

    @Test(arguments: [
        ("Buton", #"line 1: unknown element type "Buton" (kinds are XCUITest's: Button, StaticText, TextField, Cell, Any...)"#),
        ("button", #"line 1: unknown element type "button" (did you mean Button?)"#),
        ("\tButton", "line 1: indent with spaces, not tabs"),
        (#"Button "Log in"#, "line 1: missing closing \""),
        (#"Button "a\qb""#, #"line 1: unknown escape \q (use \", \\, \n, \r, \t or \u{…})"#),
        (#"Button "a\u{zz}""#, #"line 1: \u{zz} is not a Unicode scalar"#),
        (#"Button "a" label="b""#, "line 1: the label is given twice"),
        (#"Button identifier="a" identifier="b""#, "line 1: the identifier is given twice"),
        ("Button [header, header=false]", "line 1: header is given twice in the brackets"),
        ("Table\n    Cell\n  Cell", "line 3: it is indented as no line above it"),
        ("  Table\nCell", "line 2: it is indented as no line above it"),
        (#"Button [bold]"#, #"line 1: unknown state or trait "bold" (one of disabled, selected, focused, button, link, image, playsSound, keyboardKey, staticText, summaryElement, updatesFrequently, searchField, startsMediaSession, adjustable, allowsDirectInteraction, causesPageTurn, tabBar, header, toggleButton, supportsZoom)"#),
        (#"Button [disabled=no]"#, "line 1: disabled= takes true or false"),
        (#"Button [disabled"#, "line 1: expected , or ] in the brackets"),
        (#"Button [disabled] x"#, #"line 1: unexpected "x" after the brackets"#),
        (#"Button title="x""#, #"line 1: unknown attribute "title" (identifier, value or label)"#),
        (#"Button identifier"#, #"line 1: expected identifier=, value=, label= or [ at """#),
        (#"Button value=x"#, #"line 1: expected a text: "exact", ~"contained" or /regular expression/"#),
        (#"Button ~x"#, "line 1: expected a quoted text after ~"),
    ])
    func eachMistakeInTheTextFormIsNamed(text: String, message: String) {
        #expect(throws: ElementPatternSyntaxError.self) { try ElementPattern.parse(text) }
        do {
            _ = try ElementPattern.parse(text)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func aTwentyThousandLevelTreeIsPrintedAndMatched() throws {
        let chain = DeepChain(identifyingEveryLevel: true)
        let app = XCUIApplication(window: chain.window)
        assertAccessibilityTree(of: app, matches: """
            Other identifier="top"
              StaticText "level 0"
              Button "Tap me" identifier="x"
            """)
        // Every container matches `Other`, and every one holds the button: each is tried once.
        assertAccessibilityTree(of: app, matches: "Other\n  Button \"Tap me\"")
        #expect(!accessibilityTree(of: app, matches: [ElementPattern(.other) { ElementPattern(.button, "nope") }]))
        let text = accessibilityTree(of: app)
        #expect(text.contains("[depth \(deepChainDepth + 1)] Button \"Tap me\" identifier=\"x\""))
        // The printout, deep lines and all, reads back as a pattern that matches the tree.
        #expect(accessibilityTree(of: app, matches: try ElementPattern.parse(text)))
        // The window, a container and a label a level, the button and the field: 40,003 lines.
        let messages = treeAssertionFailures { assertAccessibilityTree(of: app, matches: "Other\n  Button \"Tap me!\"") }
        #expect(messages.first?.hasSuffix("(\(2 * deepChainDepth + 3 - 200) more lines in accessibility-tree.txt, among the files of this failure)") == true)
    }
}
