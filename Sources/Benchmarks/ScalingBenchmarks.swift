// ScalingBenchmarks.swift: the costs that grew with the square of the size before (a stack of
// thousands of arranged views, a chain of thousands of constraints, hiding a view in a long
// stack, typing into a long text, the snapshot diff of a long dump), each at a size doubled
// twice, so the report can show whether the time doubles with it.

import Foundation
import ViewWidgets
import ViewKernel

/// The scaling workloads. Each runs at `n`, `2n` and `4n`; one operation is one unit of the size
/// (a view, a constraint, a toggle, a key, a line), so a flat time per operation is linear growth.
@MainActor
struct ScalingBenchmarks {
    let harness: Harness

    func runAll(filter: WorkloadFilter) -> [Measurement] {
        var results: [Measurement] = []
        for factor in [1, 2, 4] {
            if filter.includes("scaling.stack.arranged") { results.append(stackOfArrangedViews(2_500 * factor)) }
            if filter.includes("scaling.constraints.chain") { results.append(constraintChain(2_500 * factor)) }
            if filter.includes("scaling.stack.toggleHidden") { results.append(toggleHidden(inStackOf: 100 * factor)) }
            if filter.includes("scaling.textView.typing") { results.append(typing(keys: 500 * factor)) }
            if filter.includes("scaling.textView.typingInto") {
                results.append(typingInto(characters: 4_000 * factor, keys: 200))
            }
            if filter.includes("scaling.textView.typingIntoAccented") {
                results.append(typingInto(characters: 4_000 * factor, keys: 200, accented: true))
            }
        }
        return results
    }

    /// scaling.stack.arranged: `count` views of fixed height added to a vertical stack, then one
    /// layout pass. One operation is one view.
    func stackOfArrangedViews(_ count: Int) -> Measurement {
        harness.measure("scaling.stack.arranged", size: count, operations: count) {
            Headless.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let stack = UIStackView()
            stack.axis = .vertical
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                         stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
            let views = (0..<count).map { _ in UIView() }
            for view in views { view.heightAnchor.constraint(equalToConstant: 20).isActive = true }
            return harness.time {
                for view in views { stack.addArrangedSubview(view) }
                root.layoutIfNeeded()
                blackHole(views.last?.frame)
            }
        }
    }

    /// scaling.constraints.chain: `count` views, each 10 wide and 2 points after the one before,
    /// activated at once and laid out. One operation is one view (three constraints).
    func constraintChain(_ count: Int) -> Measurement {
        harness.measure("scaling.constraints.chain", size: count, operations: count) {
            Headless.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let views = (0..<count).map { _ in UIView() }
            var constraints: [NSLayoutConstraint] = []
            var previous: UIView?
            for view in views {
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                constraints.append(view.widthAnchor.constraint(equalToConstant: 10))
                constraints.append(view.topAnchor.constraint(equalTo: root.topAnchor))
                if let previous {
                    constraints.append(view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 2))
                } else {
                    constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor))
                }
                previous = view
            }
            return harness.time {
                NSLayoutConstraint.activate(constraints)
                root.layoutIfNeeded()
                blackHole(views.last?.frame)
            }
        }
    }

    /// scaling.stack.toggleHidden: a vertical stack of `count` views laid out; the middle view
    /// hidden and shown again 20 times, laid out each time. One operation is one toggle; its time
    /// should grow with the stack (a layout pass moves every view below), not with its square.
    func toggleHidden(inStackOf count: Int) -> Measurement {
        harness.measure("scaling.stack.toggleHidden", size: count, operations: 20) {
            Headless.reset()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let views = (0..<count).map { _ in UIView() }
            for view in views {
                // Below required, as a label's content size is: the hidden view collapses
                // without a conflict to log.
                let height = view.heightAnchor.constraint(equalToConstant: 20)
                height.priority = UILayoutPriority(999)
                height.isActive = true
            }
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            // Pinned at the top and sides, as a form or a settings column is: the stack is as
            // tall as its visible views.
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(stack)
            NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor),
                                         stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                         stack.trailingAnchor.constraint(equalTo: root.trailingAnchor)])
            root.layoutIfNeeded()
            let middle = views[count / 2]
            return harness.time {
                for _ in 0..<20 {
                    middle.isHidden.toggle()
                    root.layoutIfNeeded()
                }
                blackHole(views.last?.frame)
            }
        }
    }

    /// scaling.textView.typing: `keys` characters typed one by one into a first-responder text
    /// view, a run loop turn after each, as `typeText` types. One operation is one key.
    func typing(keys: Int) -> Measurement {
        let text = String(repeating: "The quick brown fox jumps over the lazy dog. ", count: keys / 45 + 1).prefix(keys)
        return harness.measure("scaling.textView.typing", size: keys, operations: keys) {
            Headless.reset()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            window.addSubview(textView)
            window.makeKeyAndVisible()
            textView.becomeFirstResponder()
            return harness.time {
                textView.typeText(String(text))
                blackHole(textView.text.count)
            }
        }
    }

    /// scaling.textView.typingInto: a text view holding `characters` characters of prose (a
    /// paragraph every 400 or so) gets `keys` keys of prose typed in its middle, the last one a
    /// Return, a run loop turn after each, as `typeText` types. One operation is one key: the
    /// text's length should not change its cost. `accented`: French prose with an emoji in each
    /// sentence (text that is not plain ASCII), typed into as the same (the
    /// `scaling.textView.typingIntoAccented` workload).
    func typingInto(characters: Int, keys: Int, accented: Bool = false) -> Measurement {
        let sentence = accented ? "Dès Noël où un zéphyr haï me vêt de glaçons würmiens 🦊, je dîne. "
            : "The quick brown fox jumps over the lazy dog. "
        let typedSentence = accented ? "Voix ambiguë d’un cœur qui, au zéphyr, préfère les jattes de kiwis 🥝. "
            : "Sphinx of black quartz, judge my vow. "
        var prose = ""
        while prose.count < characters {
            prose += sentence
            if prose.count % 405 < sentence.count { prose += "\n" }
        }
        let typed = String(String(repeating: typedSentence, count: keys / typedSentence.count + 1)
            .prefix(keys - 1)) + "\n"
        let name = accented ? "scaling.textView.typingIntoAccented" : "scaling.textView.typingInto"
        return harness.measure(name, size: characters, operations: keys) {
            Headless.reset()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            textView.text = String(prose.prefix(characters))
            window.addSubview(textView)
            window.makeKeyAndVisible()
            textView.becomeFirstResponder()
            textView.selectedRange = NSRange(location: characters / 2, length: 0)
            Headless.runTurn()
            return harness.time {
                textView.typeText(typed)
                blackHole(textView.contentSize)
            }
        }
    }
}
