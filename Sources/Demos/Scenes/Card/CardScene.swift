// CardScene.swift: a self-sizing card presented with a custom presentation controller and
// dismissed by a swipe that follows the finger, or by a tap on the dimming view.

import ViewWidgets

/// A page with a "Show card" button. The card slides up from the bottom edge (a picture half way),
/// as tall as its Auto Layout content, over a dimming view. A finger drags it part of the way
/// down (the picture is taken with the finger still down: the dismissal follows it), lets go short
/// of half (the card slides back up), then flicks it (it goes, though short of half). Shown again,
/// a tap on the dimming view dismisses it.
struct CardScene: Scene {
    static let name = "card"
    static let summary = "Custom presentation controller, self-sizing card, interactive swipe-to-dismiss"

    /// The finger kept down from one step to the next.
    private final class Finger {
        var touch: UITouch?
    }

    private let finger = Finger()

    func makeWindow() throws -> UIWindow {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = TrailViewController()
        window.makeKeyAndVisible()
        return window
    }

    var steps: [SceneStep] {
        let finger = finger
        return [
            SceneStep("start"),
            SceneStep("tap-show-card-half-way") { window in
                try Self.tapView(Self.trail(of: window).showCardButton)
                Headless.advance(by: 0.2)       // half of the animator's 0.4 s
            },
            SceneStep("card-shown") { _ in
                Headless.advance(by: 0.2)
            },
            SceneStep("drag-card-down") { window in
                let card = try Self.card(of: window).view.frame
                let start = CGPoint(x: card.midX, y: card.minY + 40)
                let touch = window.beginTouch(at: start)
                for step in 1...10 {             // 40% of the card's height, over 10 frames
                    Headless.advance(by: UIWindow.simulatedFrameDuration)
                    window.moveTouch(touch, to: CGPoint(x: start.x, y: start.y + card.height * 0.04 * CGFloat(step)))
                }
                finger.touch = touch            // still down: the picture is mid-interaction
            },
            SceneStep("let-go-short") { window in
                guard let touch = finger.touch else { throw SceneError("card: no finger is down") }
                Headless.advance(by: 0.2)       // held still: no flick
                window.endTouch(touch)
                finger.touch = nil
                Headless.advance(by: 0.5)
            },
            SceneStep("flick-card-down") { window in
                let card = try Self.card(of: window).view.frame
                let start = CGPoint(x: card.midX, y: card.minY + 40)
                let touch = window.beginTouch(at: start)
                for step in 1...4 {              // 60 points in 4 frames: 900 points a second
                    Headless.advance(by: UIWindow.simulatedFrameDuration)
                    window.moveTouch(touch, to: CGPoint(x: start.x, y: start.y + 15 * CGFloat(step)))
                }
                window.endTouch(touch)
                Headless.advance(by: 0.5)
            },
            SceneStep("show-card-again") { window in
                try Self.tapView(Self.trail(of: window).showCardButton)
                Headless.advance(by: 0.4)
            },
            SceneStep("tap-dimming-view-half-way") { window in
                window.tap(at: CGPoint(x: 160, y: 60))
                Headless.advance(by: 0.2)
            },
            SceneStep("card-dismissed") { _ in
                Headless.advance(by: 0.2)
            },
        ]
    }

    // MARK: - Finding things on screen

    /// The page under the card.
    static func trail(of window: UIWindow) throws -> TrailViewController {
        guard let trail = window.rootViewController as? TrailViewController else {
            throw SceneError("card: the window lost its page")
        }
        return trail
    }

    /// The card the page presents.
    static func card(of window: UIWindow) throws -> CardViewController {
        guard let card = try trail(of: window).presentedViewController as? CardViewController else {
            throw SceneError("card: no card is presented")
        }
        return card
    }

    /// Taps the middle of `view` through hit-testing.
    private static func tapView(_ view: UIView) throws {
        guard view.tap() != nil else { throw SceneError("card: could not tap \(view)") }
    }
}
