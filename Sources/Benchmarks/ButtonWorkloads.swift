// ButtonWorkloads.swift: the workloads that need UIButton: taps through target-action, and memory.

import ViewWidgets

/// Buttons for the touch and memory workloads.
@MainActor
enum ButtonWorkloads {
    /// A custom button at `frame` whose `.touchUpInside` counts on `counter`.
    static func makeTappableButton(frame: CGRect, tag: Int, counter: TapCounter) -> UIView {
        let button = UIButton(type: .custom)
        button.frame = frame
        button.tag = tag
        button.addTarget(counter, action: TapCounter.buttonTapped, for: .touchUpInside)
        return button
    }

    /// A plain custom button, for the memory workload.
    static func makeButton() -> UIView {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        return button
    }
}

extension TapCounter {
    /// The action of the grid's buttons.
    func buttonTapped(_ sender: UIButton) { count += 1 }
}
