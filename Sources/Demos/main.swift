// main.swift: the command-line front of the demo scenes.

import ViewWidgets

@MainActor
func runDefaultScene() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.backgroundColor = .white
    let header = UIView(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
    header.autoresizingMask = .flexibleWidth
    header.tag = 1
    window.addSubview(header)
    let card = UIView(frame: CGRect(x: 20, y: 84, width: 280, height: 120))
    card.clipsToBounds = true
    card.layer.cornerRadius = 8
    window.addSubview(card)
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
    badge.alpha = 0.5
    card.addSubview(badge)
    window.makeKeyAndVisible()
    Headless.runUntilIdle()
    print(window.recursiveDescription())
}

MainActor.assumeIsolated {
    runDefaultScene()
}
