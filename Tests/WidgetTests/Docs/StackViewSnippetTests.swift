// StackViewSnippetTests.swift: the code of Docs/Concepts/StackViews.md, run as tests.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite(.headless)
struct StackViewSnippetTests {
    @Test func aRowOfLabels() {
        // snippet: stack-row
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let name = UILabel(), value = UILabel()
        name.text = "Name"
        value.text = "Ada"
        let row = UIStackView(arrangedSubviews: [name, value])   // horizontal, .fill by default
        row.spacing = 8
        row.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(row)
        NSLayoutConstraint.activate([                            // only the stack is pinned
            row.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 16),
            row.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -16),
            row.topAnchor.constraint(equalTo: screen.topAnchor, constant: 40),
        ])
        screen.layoutIfNeeded()
        #expect(!name.translatesAutoresizingMaskIntoConstraints)  // the stack turned it off
        #expect(row.frame.height == name.intrinsicContentSize.height)
        // Both labels hug at 250: the last one takes the spare width.
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.minX == name.frame.maxX + 8)
        #expect(value.frame.maxX == 288)
        // end snippet
    }

    @Test func theConstraintsAStackMakes() {
        // snippet: stack-constraints
        let a = UIView(), b = UIView()
        a.heightAnchor.constraint(equalToConstant: 20).isActive = true
        b.heightAnchor.constraint(equalToConstant: 30).isActive = true
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.distribution = .fillEqually
        stack.alignment = .top
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        stack.layoutIfNeeded()
        let names = Set(stack.constraints.compactMap(\.identifier))
        #expect(names == ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally",
                          "UISV-alignment", "UISV-canvas-fit", "UISV-spanning-fit"])
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(b.frame == CGRect(x: 100, y: 0, width: 100, height: 30))
        // end snippet
    }

    @Test func hidingCollapsesAViewAndItsSpacing() {
        // snippet: stack-hiding
        let items = (0..<3).map { _ in UIView() }
        for item in items {
            // 999, not required: a required height would fight the collapse to 0 (UIKit logs it).
            let height = item.heightAnchor.constraint(equalToConstant: 40)
            height.priority = UILayoutPriority(999)
            height.isActive = true
        }
        let column = UIStackView(arrangedSubviews: items)
        column.axis = .vertical
        column.spacing = 10
        column.frame = CGRect(x: 0, y: 0, width: 100, height: 140)
        column.layoutIfNeeded()
        #expect(items[2].frame.minY == 100)                   // 40 + 10 + 40 + 10

        UIView.animate(withDuration: 0.3) {
            items[1].isHidden = true                          // collapses, and so does its spacing
        }
        #expect(items[2].frame.minY == 50)                    // the model: 40 + 10
        Headless.advance(by: 0.15)
        #expect(items[2].layer.presentation()?.frame.minY == 75)   // half way on screen
        #expect(column.arrangedSubviews.count == 3)           // still arranged, just hidden
        // end snippet
    }
}
