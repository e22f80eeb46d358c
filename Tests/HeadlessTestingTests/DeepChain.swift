// DeepChain.swift: the trees the toolkit's deep-tree tests run on: a chain of 20,000 containers
// with a label at every level and a button and a text field at the bottom, and a tree 100,001
// elements wide (Docs/Reliability.md, "Deep trees").
import HeadlessTesting
import ViewWidgets

/// How many containers the chain has: 20,000 in every build. Each level also holds a label, so
/// the tree has twice as many views; far past any call stack's depth for a recursive walk, and
/// built and walked in about a second in a debug build.
let deepChainDepth = 20_000

/// How many elements the wide tree has: one more than the dumps list.
let wideTreeWidth = 100_001

/// A chain of `deepChainDepth` containers in a shown 320 × 480 window: the top one at (10, 20),
/// each holding a label ("level N", at the top) and then the next container. Every other
/// container sits one point to the right with its bounds origin one point to the right too, so
/// every label is at (10, 20) on the screen, reached through offsets that cancel out. The bottom
/// container also holds the button "x" (counting its taps), the text field "field", and a box
/// placed by four constraints (two held by the bottom container, two by the box).
@MainActor
final class DeepChain {
    let window: UIWindow
    let top: UIView
    let bottom: UIView
    let labels: [UILabel]
    let button: UIButton
    let field: UITextField
    let box: UIView
    private(set) var taps = 0

    /// With `identifyingEveryLevel`, every container has an identifier (`top`, `c1`, `c2`...),
    /// which makes each an element of queries, nested in the one above; otherwise only the top one.
    init(identifyingEveryLevel: Bool = false) {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        var labels: [UILabel] = []
        labels.reserveCapacity(deepChainDepth)
        var parent: UIView = window
        var top: UIView?
        for level in 0..<deepChainDepth {
            let container = UIView(frame: CGRect(x: level == 0 ? 10 : CGFloat(level % 2), y: level == 0 ? 20 : 0,
                                                 width: 300, height: 400))
            container.bounds.origin.x = level == 0 ? 0 : CGFloat(level % 2)
            if level == 0 {
                container.accessibilityIdentifier = "top"
                top = container
            } else if identifyingEveryLevel {
                container.accessibilityIdentifier = "c\(level)"
            }
            // The container goes in before its label: adding a view without subviews under the
            // leaf skips the walk up the chain that the cycle check needs otherwise.
            parent.addSubview(container)
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 10))
            label.text = "level \(level)"
            container.addSubview(label)
            labels.append(label)
            parent = container
        }
        self.top = top ?? parent
        bottom = parent
        self.labels = labels
        button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 100, width: 100, height: 44)
        button.setTitle("Tap me", for: .normal)
        button.accessibilityIdentifier = "x"
        field = UITextField(frame: CGRect(x: 0, y: 150, width: 100, height: 30))
        field.accessibilityIdentifier = "field"
        box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        for view in [button, field, box] { bottom.addSubview(view) }
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: bottom.leadingAnchor, constant: 200),
            box.topAnchor.constraint(equalTo: bottom.topAnchor, constant: 200),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        button.addAction(UIAction { [weak self] _ in self?.taps += 1 }, for: .touchUpInside)
    }
}

/// A window holding one container with `wideTreeWidth` small views side by side in reading
/// order (top to bottom), each an accessibility element labelled `e0`, `e1`...
@MainActor
func makeWideTree() -> (window: UIWindow, container: UIView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
    let container = UIView(frame: window.bounds)
    window.addSubview(container)
    for index in 0..<wideTreeWidth {
        let element = UIView(frame: CGRect(x: 0, y: CGFloat(index), width: 10, height: 1))
        element.isAccessibilityElement = true
        element.accessibilityLabel = "e\(index)"
        container.addSubview(element)
    }
    return (window, container)
}

/// The lines of `text`.
func lines(of text: String) -> [Substring] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
}
