// CALayer+Display.swift: when a layer's content is drawn: marking it, the display pass at the
// end of a run loop turn, and recording what `draw(_:)` or `draw(in:)` painted.

/// What a layer's last display recorded, and the bounds it was drawn in.
final class LayerDrawing: Sendable {
    let commands: [DrawingCommand]
    let bounds: CGRect

    init(commands: [DrawingCommand], bounds: CGRect) {
        self.commands = commands
        self.bounds = bounds
    }
}

extension CALayer {
    /// The classes found to draw and not to draw: a view's class for its layer, else the layer's.
    /// A class whose first display ran only the default drawing method and recorded nothing does
    /// not draw: its views are never displayed again, as UIKit skips views that do not override
    /// `draw(_:)`.
    @exclusivity(unchecked) private static var classesThatDraw: Set<ObjectIdentifier> = []
    @exclusivity(unchecked) private static var classesThatDoNotDraw: Set<ObjectIdentifier> = []
    /// Counts the changes to those sets, so a layer that found no verdict need not look again
    /// until one changes (`unknownVerdictGeneration`); it stops at its maximum, where layers
    /// always look.
    @exclusivity(unchecked) private static var verdictGeneration: UInt16 = 1

    private static func noteVerdictSetsChanged() {
        if verdictGeneration < .max { verdictGeneration += 1 }
    }

    /// What a layer knows of whether its class draws.
    enum DrawingVerdict: UInt8 {
        case unknown, draws, doesNotDraw
    }

    /// The class that decides whether this layer draws.
    private var drawingClass: ObjectIdentifier {
        if let view = delegate { return ObjectIdentifier(type(of: view)) }
        return ObjectIdentifier(type(of: self))
    }

    /// Whether the layer's class is known not to draw.
    static func isKnownNotToDraw(_ layer: CALayer) -> Bool {
        switch layer.drawingVerdict {
        case .draws: return false
        case .doesNotDraw: return true
        case .unknown:
            let generation = verdictGeneration
            if layer.unknownVerdictGeneration == generation, generation < .max { return false }
            let type = layer.drawingClass
            if classesThatDraw.contains(type) {
                layer.drawingVerdict = .draws
            } else if classesThatDoNotDraw.contains(type) {
                layer.drawingVerdict = .doesNotDraw
            } else {
                layer.unknownVerdictGeneration = generation
            }
            return layer.drawingVerdict == .doesNotDraw
        }
    }

    /// Marks `rect` (nil: everything) for redrawing and, in a window, asks for a display pass.
    func markNeedsDisplay(in rect: CGRect?) {
        guard !CALayer.isKnownNotToDraw(self) else { return }
        if needsDisplayFlag {
            if let rect, let dirty = extras?.dirtyRect {
                makeExtras().dirtyRect = dirty.union(rect.standardized)
            } else {
                extras?.dirtyRect = nil
            }
        } else {
            needsDisplayFlag = true
            if let rect { makeExtras().dirtyRect = rect.standardized } else { extras?.dirtyRect = nil }
        }
        registerForDisplayIfInWindow()
    }

    /// Asks the runtime to display this layer at the end of the turn, when it waits for display
    /// and is in a window (a layer out of one waits until it enters one).
    func registerForDisplayIfInWindow() {
        guard needsDisplayFlag, !isRegisteredForDisplay, hostWindow != nil else { return }
        if CALayer.isKnownNotToDraw(self) {
            needsDisplayFlag = false
            return
        }
        isRegisteredForDisplay = true
        Headless.current.layerNeedsDisplay(self)
    }

    /// The layer (a view's) and its added sublayers entered a window: those waiting for display
    /// ask for it.
    func treeDidEnterWindow() {
        if needsDisplayFlag { registerForDisplayIfInWindow() }
        if delegate == nil, hostWindow != nil { Headless.current.coreAnimation.layerEnteredWindow(self) }
        guard let sublayers = extras?.sublayers else { return }
        for sublayer in sublayers { sublayer.treeDidEnterWindow() }
    }

    /// The window the layer is in: its view's, or for an added sublayer, its host view's.
    var hostWindow: UIWindow? {
        var layer: CALayer? = self
        while let current = layer {
            if let view = current.delegate { return view.window }
            layer = current.extras?.superlayer
        }
        return nil
    }

    /// Draws the content now into a recording context: the view's `draw(_:)` with the marked
    /// area (all of the bounds unless `setNeedsDisplay(_:)` marked less), or `draw(in:)`. A
    /// partial redraw is clipped to its area and paints over the earlier drawing.
    func recordDisplay() {
        let bounds = self.bounds
        let marked = extras?.dirtyRect
        needsDisplayFlag = false
        extras?.dirtyRect = nil
        let previous = extras?.drawing
        var partial: CGRect?
        if let marked {
            let area = marked.intersection(bounds)
            guard !area.isNull, !area.isEmpty else { return }
            if area != bounds, let previous, previous.bounds == bounds { partial = area }
        }
        let context = CGContext(bounds: bounds)
        if let partial { context.clip(to: partial) }
        GraphicsContextStack.withContext(context) {
            if let view = delegate { view.withTraitsAsCurrent { view.draw(partial ?? bounds) } } else { draw(in: context) }
        }
        let drawingClass = self.drawingClass
        if context.reachedDefaultDrawing, context.commands.isEmpty, !CALayer.classesThatDraw.contains(drawingClass) {
            if CALayer.classesThatDoNotDraw.insert(drawingClass).inserted { CALayer.noteVerdictSetsChanged() }
            drawingVerdict = .doesNotDraw
            extras?.drawing = nil
            return
        }
        if CALayer.classesThatDraw.insert(drawingClass).inserted { CALayer.noteVerdictSetsChanged() }
        drawingVerdict = .draws
        let commands = (partial != nil ? previous?.commands ?? [] : []) + context.commands
        makeExtras().drawing = LayerDrawing(commands: commands, bounds: bounds)
    }

    /// The layer of a view whose `layerClass` is `layerClass`: that class's own kind for the
    /// built-in layer classes, the nearest built-in superclass's for others.
    static func makeBackingLayer(ofClass layerClass: AnyClass) -> CALayer {
        guard let type = layerClass as? CALayer.Type else { return CALayer(backingView: ()) }
        return type.makeViewBackingLayer()
    }
}

extension UIView {
    /// What the view's last `draw(_:)` painted, in its bounds coordinates, as a test reads it;
    /// empty before the first display or when the view does not draw. Pictures draw these.
    /// A headless addition (not UIKit API).
    public var drawingCommands: [DrawingCommand] {
        layer.extras?.drawing?.commands ?? []
    }
}
