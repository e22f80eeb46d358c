// UIScreenEdgePanGestureRecognizer.swift: a pan that starts at an edge of the screen.

/// Recognizes a pan that starts near an edge of the window, as UIKit's
/// `UIScreenEdgePanGestureRecognizer`: a ``UIPanGestureRecognizer`` that fails unless the fingers
/// go down within 20 points of one of its ``edges`` (of the window, which is the screen here) and
/// then move away from that edge more than along it. UIKit does not publish the edge's width
/// (Docs/Differences.md).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from; none by default (so it never recognizes until set).
    open var edges: UIRectEdge = []

    /// Makes an edge pan recognizer with no target and no edges.
    public required init() {
        super.init()
    }

    /// How far (points) from the edge the fingers may go down.
    static let edgeWidth: CGFloat = 20

    /// The edge the pan started at, once the fingers went down near one.
    private var startEdge: UIRectEdge = []
    private var startPoint = CGPoint.zero

    /// Fails unless the first finger went down near one of the edges.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count == touches.count, let touch = touches.first, let window = touch.window {
            startPoint = touch.locationInWindow
            startEdge = edge(near: startPoint, in: window.bounds)
            if startEdge.isEmpty {
                state = .failed
                return
            }
        }
        super.touchesBegan(touches, with: event)
    }

    /// Fails when the first moves run along the edge rather than away from it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let touch = trackedTouches.first(where: { !$0.isOver }) {
            let dx = touch.locationInWindow.x - startPoint.x, dy = touch.locationInWindow.y - startPoint.y
            let away: CGFloat, along: CGFloat
            if startEdge.contains(.left) { (away, along) = (dx, abs(dy)) }
            else if startEdge.contains(.right) { (away, along) = (-dx, abs(dy)) }
            else if startEdge.contains(.top) { (away, along) = (dy, abs(dx)) }
            else { (away, along) = (-dy, abs(dx)) }
            if hypot(dx, dy) > UIPanGestureRecognizer.hysteresis, away < along {
                state = .failed
                return
            }
        }
        super.touchesMoved(touches, with: event)
    }

    /// Forgets the edge.
    open override func reset() {
        super.reset()
        startEdge = []
    }

    /// The allowed edge of `bounds` within ``edgeWidth`` of `point`, or none.
    private func edge(near point: CGPoint, in bounds: CGRect) -> UIRectEdge {
        let width = UIScreenEdgePanGestureRecognizer.edgeWidth
        if edges.contains(.left), point.x - bounds.minX <= width { return .left }
        if edges.contains(.right), bounds.maxX - point.x <= width { return .right }
        if edges.contains(.top), point.y - bounds.minY <= width { return .top }
        if edges.contains(.bottom), bounds.maxY - point.y <= width { return .bottom }
        return []
    }
}
