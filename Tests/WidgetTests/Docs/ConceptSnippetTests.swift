import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The code of Docs/Concepts, run as tests. Each `// snippet:` region is shown in a doc page
/// (DocSnippetTests checks they match).
@MainActor
@Suite("Concept snippets", .headless)
struct ConceptSnippetTests {
    @Test func frameBoundsCenterTransform() {
        // snippet: frame-bounds-transform
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == CGPoint(x: 60, y: 45))            // the frame's mid point
        #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))

        view.transform = CGAffineTransform(rotationAngle: .pi / 2)
        // The frame is the bounding box of the rotated view: taller than wide now.
        #expect(view.frame.size.width.rounded() == 50 && view.frame.size.height.rounded() == 100)
        #expect(view.bounds.size == CGSize(width: 100, height: 50))   // bounds do not change
        #expect(view.center == CGPoint(x: 60, y: 45))                 // nor does the centre

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroller = UIView(frame: window.bounds)
        let row = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 44))
        window.addSubview(scroller)
        scroller.addSubview(row)
        scroller.bounds.origin.y = 300                                // scroll down by 300 points
        #expect(row.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 0)) // now at the top
        // end snippet
    }

    @Test func hierarchyAndTags() {
        // snippet: hierarchy-and-tags
        let root = UIView()
        let back = UIView(), front = UIView()
        root.addSubview(back)
        root.addSubview(front)                 // added last: front-most
        #expect(root.subviews == [back, front])

        root.addSubview(back)                  // adding again moves it to the front
        #expect(root.subviews == [front, back])

        let badge = UIView()
        badge.tag = 42
        front.addSubview(badge)
        #expect(root.viewWithTag(42) === badge) // depth-first search, the receiver first

        badge.removeFromSuperview()
        #expect(root.viewWithTag(42) == nil)
        // end snippet
    }

    @Test func tableCellReuse() {
        // snippet: table-cell-reuse
        final class Numbers: NSObject, UITableViewDataSource {
            var cellsMade = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                // Take a cell from the reuse pool, or make one when the pool is empty.
                let cell = tableView.dequeueReusableCell(withIdentifier: "Number")
                    ?? { cellsMade += 1; return UITableViewCell(style: .default, reuseIdentifier: "Number") }()
                cell.textLabel?.text = "Row \(indexPath.row)"
                return cell
            }
        }
        let numbers = Numbers()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = numbers
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 11)          // 480 / 44: only rows on screen have cells

        for step in 1...200 {                            // scroll down 200 rows, a row at a time
            table.contentOffset.y = CGFloat(step) * 44
            table.layoutIfNeeded()
        }
        #expect(table.indexPathsForVisibleRows?.first?.row == 200)
        #expect(numbers.cellsMade <= 12)                 // the same dozen cells, reused
        // end snippet
    }

    @Test func stretchableImages() throws {
        let image = try #require(UIImage(data: testPNGData(width: 30, height: 20)))
        // snippet: stretchable-images
        // A 30x20 bubble whose corners must not stretch: caps of 14 and 9 points.
        let bubble = image.stretchableImage(withLeftCapWidth: 14, topCapHeight: 9)
        #expect(bubble.capInsets == UIEdgeInsets(top: 9, left: 14, bottom: 10, right: 15))
        #expect(bubble.resizingMode == .stretch)            // only the middle pixel stretches

        let tiled = image.resizableImage(withCapInsets: UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(tiled.resizingMode == .tile)                 // the middle repeats

        // Drawn 250x200, the nine pieces keep the corners at their natural size.
        let pieces = bubble.nineSlicePieces(for: CGSize(width: 250, height: 200))
        #expect(pieces.count == 9)
        #expect(pieces[0].destinationRect == CGRect(x: 0, y: 0, width: 14, height: 9))
        // end snippet
    }

    @Test func animations() {
        // snippet: animations
        let toast = UIView(frame: CGRect(x: 60, y: 200, width: 200, height: 40))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(toast)
        window.makeKeyAndVisible()

        UIView.animate(withDuration: 2, animations: {
            toast.alpha = 0                              // the model value changes at once
        }, completion: { _ in
            toast.removeFromSuperview()
        })
        #expect(toast.alpha == 0)

        Headless.advance(by: 1)                          // halfway through, on the virtual clock
        let opacity = toast.layer.presentation()?.opacity ?? -1
        #expect(abs(opacity - 0.5) < 0.02)               // what the screen shows
        #expect(toast.superview === window)

        Headless.advance(by: 1.1)                        // past the end: the completion ran
        #expect(toast.superview == nil)
        // end snippet
    }

    @Test func recordingViolations() {
        // snippet: recording-violations
        let view = UIView()
        let messages = Headless.recordingViolations {
            view.addSubview(view)                        // UIKit raises here
        }
        #expect(messages == ["Can't add self as subview"])
        #expect(view.subviews.isEmpty)                   // and nothing changed
        // end snippet
    }

    @Test func targetAction() {
        // snippet: target-action
        @MainActor final class Downloader {
            var log: [String] = []
            func download(_ sender: UIButton) { log.append("download \(sender.currentTitle ?? "")") }
            func pressed() { log.append("pressed") }
        }
        let downloader = Downloader()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 20, y: 20, width: 120, height: 44)
        button.setTitle("App", for: .normal)
        button.addTarget(downloader, action: Downloader.download, for: .touchUpInside)
        button.addTarget(downloader, action: Downloader.pressed, for: .touchDown)

        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.addSubview(button)
        window.makeKeyAndVisible()
        button.tap()                                     // down, then up inside
        #expect(downloader.log == ["pressed", "download App"])

        button.isEnabled = false
        button.tap()                                     // a disabled control sends nothing
        #expect(downloader.log.count == 2)
        // end snippet
    }

    @Test func buttonContentRects() {
        // snippet: button-content-rects
        final class MyButton: UIButton {
            override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: 0, y: 0, width: contentRect.width, height: contentRect.height * 0.7)
            }
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: 0, y: contentRect.height * 0.7, width: contentRect.width, height: contentRect.height * 0.3)
            }
        }
        let button = MyButton(type: .custom)                 // the subclass, made by UIButton(type:)
        button.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
        button.setTitle("Cat", for: .normal)
        button.layoutIfNeeded()                              // layoutSubviews asks the two rects
        #expect(button.titleLabel?.frame == CGRect(x: 0, y: 70, width: 60, height: 30))

        button.titleLabel?.text = "Dog"                      // does not stick: the button owns it
        button.isSelected = true
        #expect(button.titleLabel?.text == "Cat")            // .selected falls back to .normal
        // end snippet
    }

    @Test func expandableGroups() {
        // snippet: expandable-groups
        final class Groups: NSObject, UITableViewDataSource, UITableViewDelegate {
            let friends = [["Ann", "Bo"], ["Cy", "Di", "Ed"]]
            var open: Set<Int> = []                          // the seeds' status dictionary

            func numberOfSections(in tableView: UITableView) -> Int { friends.count }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                open.contains(section) ? friends[section].count : 0
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Friend")
                    ?? UITableViewCell(style: .default, reuseIdentifier: "Friend")
                cell.textLabel?.text = friends[indexPath.section][indexPath.row]
                return cell
            }
            func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
            func toggle(_ section: Int, in tableView: UITableView) {   // what a header tap calls
                if open.contains(section) { open.remove(section) } else { open.insert(section) }
                tableView.reloadSections(IndexSet(integer: section), with: .fade)
            }
        }
        let groups = Groups()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = groups
        table.delegate = groups
        table.layoutIfNeeded()
        #expect(table.visibleCells.isEmpty)                  // every group closed

        groups.toggle(1, in: table)
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Cy", "Di", "Ed"])
        // end snippet
    }

    @Test func autoLayoutEquations() {
        // snippet: auto-layout-equations
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        screen.addSubview(card)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: screen.leadingAnchor, constant: 20),   // x = 20
            card.trailingAnchor.constraint(equalTo: screen.trailingAnchor, constant: -20), // right edge 20 in
            card.topAnchor.constraint(equalTo: screen.topAnchor, constant: 40),
            card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),      // half as tall as wide
        ])
        screen.layoutIfNeeded()                                    // the layout pass applies the frames
        #expect(card.frame == CGRect(x: 20, y: 40, width: 280, height: 140))
        // end snippet
    }

    @Test func autoLayoutHugging() {
        // snippet: auto-layout-hugging
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let title = UILabel(), value = UILabel()
        title.text = "Name"
        value.text = "Ada"
        for label in [title, value] {
            label.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(label)
        }
        title.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)   // the title keeps its size
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: row.leadingAnchor, constant: 16),
            value.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            title.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            value.centerYAnchor.constraint(equalTo: row.centerYAnchor),
        ])
        row.layoutIfNeeded()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(value.frame.maxX == 304)                                 // the value stretched to the margin
        // end snippet
    }

    @Test func autoLayoutSafeArea() {
        // snippet: auto-layout-safe-area
        Headless.setScreen(size: CGSize(width: 375, height: 812), scale: 3,
                           safeAreaInsets: UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0))
        let controller = UIViewController()
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let toolbar = UIView()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(toolbar)
        NSLayoutConstraint.activate([
            toolbar.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            toolbar.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            toolbar.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            toolbar.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.layoutIfNeeded()
        #expect(toolbar.frame == CGRect(x: 0, y: 734, width: 375, height: 44))   // above the home indicator
        // end snippet
    }
}

/// The code of Docs/Concepts/Presentation.md, run as tests.
@MainActor
@Suite("Concept snippets: presentation", .headless)
struct PresentationConceptSnippetTests {
    @Test func pushingAndPresenting() {
        // snippet: push-versus-present
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)   // a step deeper in the same stack
        #expect(detail.parent === navigation && detail.navigationController === navigation)

        let compose = UIViewController()
        compose.modalPresentationStyle = .fullScreen
        detail.present(compose, animated: true)                  // a separate task, on top
        #expect(compose.parent == nil && compose.navigationController == nil)
        #expect(compose.presentingViewController === navigation) // the top of detail's containers
        #expect(navigation.presentedViewController === compose)

        Headless.advance(by: 0.5)                                // the slide up ends
        #expect(navigation.view.window == nil)                   // full screen: the stack left the window

        compose.dismiss(animated: false)                         // back where we were
        #expect(navigation.view.window === window && navigation.topViewController === detail)
        // end snippet
    }

    @Test func askingWithAnAlert() {
        // snippet: alert-tap
        let screen = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()

        var answer = ""
        let alert = UIAlertController(title: "Discard draft?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel) { _ in answer = "keep" })
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in answer = "discard" })
        screen.present(alert, animated: false)

        // Two actions sit side by side, the cancel action on the left: tap the right half.
        window.tap(at: CGPoint(x: 160 + 135 / 2, y: 240 + 20))
        #expect(answer == "")                                    // the alert is still fading out
        Headless.advance(by: 0.25)
        #expect(answer == "discard" && screen.presentedViewController == nil)
        // end snippet
    }

    @Test func askingForTextWithAnAlert() {
        // snippet: alert-text-field
        let screen = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = screen
        window.makeKeyAndVisible()

        var name: String?
        let alert = UIAlertController(title: "New folder", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }   // runs at once
        alert.addAction(UIAlertAction(title: "Create", style: .default) { [unowned alert] _ in
            name = alert.textFields?.first?.text
        })
        screen.present(alert, animated: true)

        let field = alert.textFields?.first
        #expect(field?.isFirstResponder == true)                 // focused as the alert appears
        Headless.advance(by: 0.25)                               // the alert and the keyboard are up
        field?.typeText("Trips")

        // The box sits in the middle of the screen above the keyboard; its button is its last 44 points.
        let box = field?.superview?.superview
        let boxFrame = box.map { $0.convert($0.bounds, to: window) } ?? .zero
        window.tap(at: CGPoint(x: boxFrame.midX, y: boxFrame.maxY - 22))
        Headless.advance(by: 0.25)
        #expect(name == "Trips" && Headless.keyboardFrame == nil)
        // end snippet
    }
}
