// WaveFuzzHarness.swift: applies WaveOperations to a window holding a stack view, a view placed by
// six constraints and three text fields, under a chain of presented controllers, keeping a model
// of each in step; the invariants checked after every operation are in WaveFuzzInvariants.swift.
import Foundation
import TestSupport
import ViewWidgets

/// A stack item with a natural size of its own, different for each.
final class WaveStackItem: UIView {
    let index: Int
    init(index: Int) {
        self.index = index
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { CGSize(width: 20 + index * 7, height: 10 + index * 5) }
}

/// A controller the fuzz presents.
final class WaveScreen: UIViewController {
    let level: Int
    init(level: Int) {
        self.level = level
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
}

/// A weak reference to a dismissed controller, which must be freed.
struct WeakController {
    weak var controller: UIViewController?
    let name: String
}

@MainActor
final class WaveFuzzHarness: RandomOperationSubject {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let root = UIViewController()
    let stack: UIStackView
    let items: [WaveStackItem]
    let container = UIView(frame: CGRect(x: 10, y: 10, width: 300, height: 300))
    let target = UIView()
    /// The constraint slots: 0 the target's leading edge, 1 its top, 2 and 3 its width as
    /// constants, 4 its height, 5 its width as half the container's plus a constant.
    let constraints: [NSLayoutConstraint]
    let fields: [UITextField]

    // The model.
    var stackOrder: [Int] = []
    var hiddenItems: Set<Int> = []
    var vertical = false
    var spacing: CGFloat = 0
    var fillEqually = false
    var slotActive = [Bool](repeating: false, count: WaveOperation.slotCount)
    var slotPriority: [Float] = [1000, 1000, 1000, 1000, 1000, 1000]
    var slotConstant: [CGFloat] = [10, 10, 100, 60, 40, 0]
    var texts = [String](repeating: "", count: WaveOperation.fieldCount)
    var presented: [UIViewController] = []
    var presentedFullScreen: [Bool] = []
    /// Controllers dismissed by the last operation, which must be freed by its end.
    var dismissed: [WeakController] = []

    /// A harness whose stack view `makeStack` makes (a deliberately broken subclass, in a test).
    init(makeStack: () -> UIStackView = { UIStackView() }) {
        Headless.reset()
        stack = makeStack()
        items = (0..<WaveOperation.itemCount).map { WaveStackItem(index: $0) }
        fields = (0..<WaveOperation.fieldCount).map { index in
            UITextField(frame: CGRect(x: 10 + CGFloat(index) * 100, y: 440, width: 90, height: 30))
        }
        let view = root.view ?? UIView()
        window.rootViewController = root
        window.makeKeyAndVisible()
        stack.frame = CGRect(x: 0, y: 320, width: 300, height: 300)
        view.addSubview(stack)
        view.addSubview(container)
        for field in fields { view.addSubview(field) }
        target.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(target)
        constraints = [
            target.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            target.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            target.widthAnchor.constraint(equalToConstant: 100),
            target.widthAnchor.constraint(equalToConstant: 60),
            target.heightAnchor.constraint(equalToConstant: 40),
            target.widthAnchor.constraint(equalTo: container.widthAnchor, multiplier: 0.5),
        ]
        Headless.runUntilIdle()
    }

    func randomOperation(using generator: inout SeededGenerator) -> WaveOperation {
        WaveOperation.random(using: &generator, depth: presented.count)
    }

    func apply(_ operation: WaveOperation) -> (description: String, failure: InvariantFailure?) {
        let conflictBefore = widthConflict()
        dismissed = []
        var description = ""
        var expected: [String] = []
        var failure: InvariantFailure?
        let messages = Headless.recordingViolations {
            (description, expected, failure) = perform(operation)
            root.view.layoutIfNeeded()
        }
        if let failure { return (description, failure) }
        return (description, checkInvariants(messages: messages, expected: expected, conflictBefore: conflictBefore))
    }

    /// The controller at `level` of the chain: 0 the root, then the presented ones.
    func controller(at level: Int) -> UIViewController? {
        level == 0 ? root : level <= presented.count ? presented[level - 1] : nil
    }

    /// Carries out `operation` and updates the model: its description, the prefixes of the
    /// messages it must report, and a failure seen while it ran.
    private func perform(_ operation: WaveOperation) -> (String, [String], InvariantFailure?) {
        switch operation {
        case .stackAdd(let item):
            stack.addArrangedSubview(items[item])
            stackOrder.removeAll { $0 == item }
            stackOrder.append(item)
            return ("stack.addArrangedSubview(item \(item))", [], nil)
        case .stackInsert(let item, let index):
            let existing = stackOrder.firstIndex(of: item)
            let limit = existing == nil ? stackOrder.count : stackOrder.count - 1
            stack.insertArrangedSubview(items[item], at: index)
            let text = "stack.insertArrangedSubview(item \(item), at: \(index))"
            guard index <= limit else { return (text, ["-[UIStackView insertArrangedSubview:atIndex:]: index \(index) out of bounds"], nil) }
            if let existing { stackOrder.remove(at: existing) }
            stackOrder.insert(item, at: index)
            return (text, [], nil)
        case .stackRemove(let item, let fromSuperview):
            if fromSuperview { items[item].removeFromSuperview() } else { stack.removeArrangedSubview(items[item]) }
            stackOrder.removeAll { $0 == item }
            return (fromSuperview ? "item \(item).removeFromSuperview()" : "stack.removeArrangedSubview(item \(item))", [], nil)
        case .stackHide(let item, let hidden):
            items[item].isHidden = hidden
            if hidden { hiddenItems.insert(item) } else { hiddenItems.remove(item) }
            return ("item \(item).isHidden = \(hidden)", [], nil)
        case .stackAxis(let isVertical):
            stack.axis = isVertical ? .vertical : .horizontal
            vertical = isVertical
            return ("stack.axis = \(isVertical ? ".vertical" : ".horizontal")", [], nil)
        case .stackSpacing(let value):
            stack.spacing = value
            spacing = value
            return ("stack.spacing = \(value)", [], nil)
        case .stackDistribution(let equally):
            stack.distribution = equally ? .fillEqually : .fill
            fillEqually = equally
            return ("stack.distribution = \(equally ? ".fillEqually" : ".fill")", [], nil)
        case .stackResize(let width, let height):
            stack.frame.size = CGSize(width: width, height: height)
            return ("stack.frame.size = \(width) x \(height)", [], nil)
        case .activate(let slot, let active):
            constraints[slot].isActive = active
            slotActive[slot] = active
            return ("slot \(slot).isActive = \(active)", [], nil)
        case .setPriority(let slot, let priority):
            constraints[slot].priority = UILayoutPriority(priority)
            let text = "slot \(slot).priority = \(priority)"
            if slotActive[slot], (slotPriority[slot] == 1000) != (priority == 1000) {
                return (text, ["Mutating a priority from required to not on an installed constraint"], nil)
            }
            slotPriority[slot] = priority
            return (text, [], nil)
        case .setConstant(let slot, let constant):
            constraints[slot].constant = constant
            slotConstant[slot] = constant
            return ("slot \(slot).constant = \(constant)", [], nil)
        case .focus(let index):
            let field = fields[index]
            let inWindow = field.window != nil
            let became = field.becomeFirstResponder()
            let text = "field \(index).becomeFirstResponder() (in a window: \(inWindow))"
            if became != inWindow || field.isFirstResponder != became {
                return (text, [], InvariantFailure("a field becomes first responder exactly when it is in a window",
                                                   "returned \(became), isFirstResponder \(field.isFirstResponder)"))
            }
            return (text, [], nil)
        case .resign(let index):
            fields[index].resignFirstResponder()
            let text = "field \(index).resignFirstResponder()"
            if fields[index].isFirstResponder {
                return (text, [], InvariantFailure("a field that resigns is not the first responder", "it still is"))
            }
            return (text, [], nil)
        case .type(let index, let keys):
            let field = fields[index]
            let wasFirst = field.isFirstResponder
            field.typeText(keys)
            let text = "field \(index).typeText(\(keys.debugDescription))"
            guard wasFirst else { return (text, ["Cannot type into <UITextField"], nil) }
            for key in keys {
                if key == "\u{8}" {
                    if !texts[index].isEmpty { texts[index].removeLast() }
                } else {
                    texts[index].append(key)
                }
            }
            return (text, [], nil)
        case .present(let level, let fullScreen, let animated):
            guard let presenter = controller(at: level) else { return ("present from level \(level): skipped", [], nil) }
            let screen = WaveScreen(level: presented.count + 1)
            screen.modalPresentationStyle = fullScreen ? .fullScreen : .overFullScreen
            presenter.present(screen, animated: animated)
            Headless.runUntilIdle()
            let text = "level \(level).present(\(fullScreen ? ".fullScreen" : ".overFullScreen"), animated: \(animated))"
            guard level == presented.count else { return (text, ["Attempt to present <WaveScreen>"], nil) }
            presented.append(screen)
            presentedFullScreen.append(fullScreen)
            return (text, [], nil)
        case .dismiss(let level, let animated):
            guard let receiver = controller(at: level) else { return ("dismiss level \(level): skipped", [], nil) }
            receiver.dismiss(animated: animated)
            Headless.runUntilIdle()
            // A controller that presents dismisses what it presents; one that does not is dismissed
            // by its presenter.
            let keep = level < presented.count ? level : max(0, level - 1)
            dismissed = presented[keep...].map { WeakController(controller: $0, name: "level \(($0 as? WaveScreen)?.level ?? -1)") }
            presented.removeSubrange(keep...)
            presentedFullScreen.removeSubrange(keep...)
            return ("level \(level).dismiss(animated: \(animated))", [], nil)
        case .runLoopTurn:
            Headless.runTurn()
            return ("run loop turn", [], nil)
        }
    }

    /// The values of the active width constraints that are required.
    func requiredWidths() -> [CGFloat] {
        [2, 3, 5].filter { slotActive[$0] && slotPriority[$0] == 1000 }.map(widthValue(ofSlot:))
    }

    /// What a width slot asks for.
    func widthValue(ofSlot slot: Int) -> CGFloat {
        slot == 5 ? container.bounds.width * 0.5 + slotConstant[5] : slotConstant[slot]
    }

    /// Whether required width constraints ask for different widths (they cannot all hold).
    func widthConflict() -> Bool {
        Set(requiredWidths()).count > 1
    }
}
