// MenuBenchmarks.swift: controls.menu: opening a button's menu with a tap and picking a row.

import ViewWidgets

extension TouchBenchmarks {
    /// Menus opened and picked per run.
    static let menuPicks = 1_000

    /// controls.menu: a button whose menu (8 actions, one inline group) is its primary action.
    /// One operation is a tap on the button (the menu opens on touch down), a tap on the first
    /// row (the handler runs, the menu closes) and the 0.25 s fade-out on the virtual clock.
    func openAndPickMenu() -> Measurement {
        Headless.reset()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.makeKeyAndVisible()
        let counter = TapCounter()
        let actions = (1...6).map { index in UIAction(title: "Item \(index)") { [weak counter] _ in counter?.count += 1 } }
        let inline = UIMenu(options: .displayInline, children: [UIAction(title: "Extra") { _ in },
                                                                 UIAction(title: "Delete", attributes: .destructive) { _ in }])
        let button = UIButton(type: .system)
        button.setTitle("Menu", for: .normal)
        button.frame = CGRect(x: 20, y: 40, width: 120, height: 44)
        button.menu = UIMenu(children: actions + [inline])
        button.showsMenuAsPrimaryAction = true
        window.addSubview(button)
        Headless.runUntilIdle()
        // The panel opens 8 points below the button; its first row is 44 points high.
        let firstRow = CGPoint(x: 145, y: 84 + 8 + 22)
        var picks = 0
        return harness.measure("controls.menu", size: actions.count + 2, operations: Self.menuPicks,
                               counters: { ["actionsPerRun": Double(picks), "wrongHits": Double(Self.menuPicks - picks)] }) {
            counter.count = 0
            let seconds = harness.time {
                for _ in 0..<Self.menuPicks {
                    window.tap(at: CGPoint(x: 80, y: 62))
                    window.tap(at: firstRow)
                    Headless.advance(by: 0.25)
                }
            }
            picks = counter.count
            return seconds
        }
    }
}
