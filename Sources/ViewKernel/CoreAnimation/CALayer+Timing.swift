// CALayer+Timing.swift: a layer's own time (`CAMediaTiming`): its begin time, speed and offset,
// composed down the layer tree, which its animations run in. Setting `speed` to 0 and
// `timeOffset` to the time now pauses them, as on a device.

/// A layer's timing settings.
struct LayerTiming {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode = CAMediaTimingFillMode.removed
}

extension CALayer: CAMediaTiming {
    /// When the layer's time begins, in its superlayer's time; 0 by default.
    public var beginTime: CFTimeInterval {
        get { extras?.timing.beginTime ?? 0 }
        set { makeExtras().timing.beginTime = newValue; timingDidChange() }
    }

    /// The layer's duration; kept (a layer's time does not end here).
    public var duration: CFTimeInterval {
        get { extras?.timing.duration ?? 0 }
        set { makeExtras().timing.duration = newValue }
    }

    /// How fast the layer's time runs relative to its superlayer's; 1 by default, 0 pauses its
    /// animations and those of its sublayers.
    public var speed: Float {
        get { extras?.timing.speed ?? 1 }
        set { makeExtras().timing.speed = newValue; timingDidChange() }
    }

    /// An offset added to the layer's time; 0 by default.
    public var timeOffset: CFTimeInterval {
        get { extras?.timing.timeOffset ?? 0 }
        set { makeExtras().timing.timeOffset = newValue; timingDidChange() }
    }

    /// Kept, without effect on a layer.
    public var repeatCount: Float {
        get { extras?.timing.repeatCount ?? 0 }
        set { makeExtras().timing.repeatCount = newValue }
    }

    /// Kept, without effect on a layer.
    public var repeatDuration: CFTimeInterval {
        get { extras?.timing.repeatDuration ?? 0 }
        set { makeExtras().timing.repeatDuration = newValue }
    }

    /// Kept, without effect on a layer.
    public var autoreverses: Bool {
        get { extras?.timing.autoreverses ?? false }
        set { makeExtras().timing.autoreverses = newValue }
    }

    /// Kept, without effect on a layer.
    public var fillMode: CAMediaTimingFillMode {
        get { extras?.timing.fillMode ?? .removed }
        set { makeExtras().timing.fillMode = newValue }
    }

    /// Converts `t` from the time of layer `l` (nil: the global media time) to this layer's time.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        let global = l.flatMap { $0.globalTime(atLocalTime: t) } ?? t
        return localTime(atGlobalTime: global)
    }

    /// Converts `t` from this layer's time to the time of layer `l` (nil: the global media time).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let global = globalTime(atLocalTime: t) ?? t
        return l?.localTime(atGlobalTime: global) ?? global
    }

    /// This layer's time at global media time `global`: each layer from the root down applies
    /// its begin time, speed and offset.
    func localTime(atGlobalTime global: CFTimeInterval) -> CFTimeInterval {
        guard CALayer.someLayerHasItsOwnTime else { return global }
        var chain: [CALayer] = []
        var layer: CALayer? = self
        while let current = layer {
            if current.extras != nil { chain.append(current) }
            layer = current.superlayer
        }
        var time = global
        for layer in chain.reversed() {
            let timing = layer.extras?.timing ?? LayerTiming()
            time = (time - timing.beginTime) * Double(timing.speed) + timing.timeOffset
        }
        return time
    }

    /// The global media time at which this layer's time is `local`; nil when a layer on the way
    /// is stopped (speed 0).
    func globalTime(atLocalTime local: CFTimeInterval) -> CFTimeInterval? {
        guard CALayer.someLayerHasItsOwnTime else { return local }
        var time = local
        var layer: CALayer? = self
        while let current = layer {
            if let timing = current.extras?.timing {
                guard timing.speed != 0 else { return nil }
                time = (time - timing.timeOffset) / Double(timing.speed) + timing.beginTime
            }
            layer = current.superlayer
        }
        return time
    }

    /// Whether this layer is `layer` or below it.
    func isInTree(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    /// Whether this layer or a layer added below it has an added animation.
    var treeHasAddedAnimations: Bool {
        if !addedAnimations.isEmpty { return true }
        guard let extras else { return false }
        return extras.sublayers.contains { $0.treeHasAddedAnimations }
    }

    private func timingDidChange() {
        CALayer.someLayerHasItsOwnTime = true
        Headless.current.coreAnimation.layerTimingDidChange(self)
    }

    /// Whether any layer of the process has had its begin time, speed or offset set. Until one
    /// has, every layer's time is the global time, and converting it walks no superlayers (an
    /// animation added deep in a tree would otherwise walk to the root). Never reset: a layer
    /// keeps its timing across `Headless.reset()`.
    private static var someLayerHasItsOwnTime = false
}
