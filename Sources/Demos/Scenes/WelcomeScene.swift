// WelcomeScene.swift: a small tree that shows frame, bounds, transform and the dump fields.

import ViewWidgets

/// The smallest scene: a header, a card that clips, and a rotated, half-transparent badge.
struct WelcomeScene: Scene {
    static let name = "welcome"
    static let summary = "a header, a clipping card and a rotated badge: frame vs bounds vs transform"

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.backgroundColor = .white
        let header = UIView(frame: CGRect(x: 0, y: 20, width: window.bounds.width, height: 44))
        header.autoresizingMask = .flexibleWidth
        header.tag = 1
        window.addSubview(header)
        let card = UIView(frame: CGRect(x: 20, y: 84, width: window.bounds.width - 40, height: 120))
        card.clipsToBounds = true
        card.layer.cornerRadius = 8
        window.addSubview(card)
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
        badge.alpha = 0.5
        card.addSubview(badge)
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        [
            SceneStep("start"),
            SceneStep("widen-window") { window in
                window.frame.size.width += 80
            },
        ]
    }
}
