// UIGraphics.swift: UIKit's graphics context stack (`UIGraphicsGetCurrentContext()`, push and
// pop), the legacy image contexts, and the rectangle helpers (`UIRectFill`, `UIRectFrame`, `UIRectClip`).

/// The contexts UIKit's drawing functions paint into, per thread, as UIKit keeps them.
final class GraphicsContextStack {
    /// The contexts, innermost last.
    var contexts: [CGContext] = []
    /// The legacy image contexts among them, with their size and scale.
    var imageContexts: [(context: CGContext, size: CGSize, scale: CGFloat)] = []

    private static let key = "HeadlessUIKit.GraphicsContextStack"

    /// This thread's stack.
    static var current: GraphicsContextStack {
        let dictionary = Thread.current.threadDictionary
        if let stack = dictionary[key] as? GraphicsContextStack { return stack }
        let stack = GraphicsContextStack()
        dictionary[key] = stack
        return stack
    }

    /// Runs `body` with `context` current, then restores the stack.
    static func withContext<Result>(_ context: CGContext, _ body: () throws -> Result) rethrows -> Result {
        let stack = current
        stack.contexts.append(context)
        defer { stack.contexts.removeLast() }
        return try body()
    }
}

/// The graphics context drawing goes into now: the view's inside `draw(_:)`, the renderer's
/// inside `UIGraphicsImageRenderer.image(actions:)`, or the one pushed last; nil elsewhere.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    GraphicsContextStack.current.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    GraphicsContextStack.current.contexts.append(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    _ = GraphicsContextStack.current.contexts.popLast()
}

/// Starts a legacy image context of `size` at scale 1, not opaque, current until
/// `UIGraphicsEndImageContext()`. Prefer `UIGraphicsImageRenderer`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Starts a legacy image context of `size` at `scale` (0: the main screen's scale); `opaque`
/// is kept without effect. Prefer `UIGraphicsImageRenderer`.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let stack = GraphicsContextStack.current
    let context = CGContext(bounds: CGRect(origin: .zero, size: size))
    let resolvedScale = scale > 0 && scale.isFinite ? scale : ImageCache.screenScale
    stack.imageContexts.append((context, size, resolvedScale))
    stack.contexts.append(context)
}

/// An image of what the current legacy image context holds so far; nil outside one.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    let stack = GraphicsContextStack.current
    guard let image = stack.imageContexts.last, stack.contexts.last === image.context else { return nil }
    return UIImage(drawing: image.context.commands, size: image.size, scale: image.scale)
}

/// Ends the current legacy image context.
public func UIGraphicsEndImageContext() {
    let stack = GraphicsContextStack.current
    guard let image = stack.imageContexts.popLast() else { return }
    if let index = stack.contexts.lastIndex(where: { $0 === image.context }) { stack.contexts.remove(at: index) }
}

/// Fills `rect` with the current context's fill colour (`UIColor.setFill()`).
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Fills `rect` with the fill colour and `blendMode` (the blend mode is recorded).
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a one-point frame just inside `rect` in the stroke colour with the `.copy` blend mode,
/// as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a one-point frame just inside `rect` in the stroke colour with `blendMode` (recorded).
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.stroke(r.insetBy(dx: min(0.5, r.width / 2), dy: min(0.5, r.height / 2)), width: 1)
    context.restoreGState()
}

/// Intersects the current context's clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
