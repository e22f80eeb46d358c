// UIViewOverrides.swift: which classes keep UIView's own implementation of a group of override
// points, so that a hot path can answer for their views without asking (a fast path that skips
// only work whose result is known). The main file of View/FastPaths/.
//
// View/FastPaths/ is the only place in the package that reads the Swift ABI: a class's metadata
// and its method table (here), and the walkers that use the answer (hit-testing, the tag walk,
// the dump's per-view line; and, through its `package` initialiser, which moving methods a
// collection view controller's class overrides, which UIKit asks with respondsToSelector:). Why: UIKit's override points must be honoured, so a subclass that
// overrides `hitTest(_:with:)`, `point(inside:with:)`, `isUserInteractionEnabled`, `tag` or
// `description` is asked exactly where UIKit asks it; but a walk over thousands of plain views
// must not pay a dynamic call (and a retain) for each. The rules themselves are written once,
// where a learner looks for them (UIView+HitTesting.swift, `viewWithTag(_:)` in UIView.swift,
// the dump in Debug/UIView+Description.swift), as small predicates that the walkers here call
// too: a walker only chooses, view by view, between reading what a default member would answer
// and asking the view. With the fast paths off (`UIViewOverrides.withFastPathsOff(_:)`) every
// view is asked, and the answers are the same
// (Tests/ViewKernelTests/View/FastPathAgreement/).

/// Tells whether a view's class replaces any member of a group of UIView's override points.
///
/// Hit-testing asks every sibling it passes over, front-most first, so a 100 x 100 grid asks
/// thousands of views per touch; a tree dump asks every view for its `description`, and
/// `viewWithTag(_:)` for its `tag`. A view whose
/// class keeps those members as UIView defines them would answer from its stored state, so the
/// hot path reads that directly; a view whose class overrides any of them is asked, exactly where
/// UIKit asks it.
///
/// Swift has no method lookup by name, so the answer comes from the class's method table: the
/// slots of a group are found once, by comparing the table of UIView with that of a private
/// subclass that overrides the group (the slots that differ) and that of a private subclass that
/// overrides nothing (which excludes what differs for any subclass: the superclass, the type's
/// descriptor, the initialisers). A class keeps the defaults when every one of those slots still
/// holds UIView's entry. When the table cannot be read as expected, every class counts as
/// overriding and every view is asked, which is slower and never wrong.
package struct UIViewOverrides {
    /// Byte offsets of the slots from the start of a class's metadata, and UIView's entries there.
    private let slots: [(offset: Int, entry: UInt)]

    /// `hitTest(_:with:)`, `point(inside:with:)` and `isUserInteractionEnabled` (its getter,
    /// setter and modify accessor); nil when the method table could not be read.
    @MainActor static let hitTesting = UIViewOverrides(probe: HitTestingProbe.self, slotCount: 3...6)

    /// `tag` (its getter, setter and modify accessor); nil when the method table could not be read.
    @MainActor static let tag = UIViewOverrides(probe: TagProbe.self, slotCount: 2...3)

    /// `description`; nil when the method table could not be read.
    @MainActor static let description = UIViewOverrides(probe: DescriptionProbe.self, slotCount: 1...2)

    /// Whether every class counts as overriding, as when the method table cannot be read. Asked
    /// in ``keepsDefaults(_:)``, which the walkers call once per class change, rather than where
    /// they take the group: a group that could change would be copied, with a retain, and that
    /// cost the tag walk a register (an instruction more per view).
    @exclusivity(unchecked) nonisolated(unsafe) private static var fastPathsAreOff = false

    /// Whether the fast paths are off (``keepsDefaults(ofClass:)`` then answers false for every
    /// class, which is slower and, for a question other than "may this be skipped", wrong).
    package static var areFastPathsOff: Bool { fastPathsAreOff }

    /// Runs `body` with the fast paths off: every view is asked, as UIKit asks it, by the same
    /// walks (what they do when the method table cannot be read). The plain answers that the
    /// tests compare the fast ones with; nothing else turns them off.
    @MainActor
    static func withFastPathsOff<Result>(_ body: () throws -> Result) rethrows -> Result {
        let wereOff = fastPathsAreOff
        fastPathsAreOff = true
        defer { fastPathsAreOff = wereOff }
        return try body()
    }

    /// Whether instances of `metadata` (a class's metadata, see ``metadata(of:)``) use UIView's
    /// own implementation of every member of the group.
    @inline(__always)
    func keepsDefaults(_ metadata: UnsafeRawPointer) -> Bool {
        if UIViewOverrides.fastPathsAreOff { return false }
        for slot in slots where metadata.load(fromByteOffset: slot.offset, as: UInt.self) != slot.entry {
            return false
        }
        return true
    }

    /// Whether `type`, a subclass of the base class the group was read from, keeps the base's
    /// own implementation of every member of the group (false with the fast paths off).
    package func keepsDefaults(ofClass type: AnyClass) -> Bool {
        keepsDefaults(unsafeBitCast(type, to: UnsafeRawPointer.self))
    }

    /// The metadata of a view's dynamic class (what identifies the class in ``keepsDefaults(_:)``).
    @inline(__always)
    static func metadata(of view: UIView) -> UnsafeRawPointer {
        unsafeBitCast(type(of: view), to: UnsafeRawPointer.self)
    }

    /// Finds the slots in which `probe`, a subclass overriding the group, differs from UIView
    /// while a subclass overriding nothing does not; nil unless their number is in `slotCount`.
    @MainActor
    private init?(probe: UIView.Type, slotCount: ClosedRange<Int>) {
        self.init(base: UIView.self, superclass: UIResponder.self, probe: probe, plain: PlainProbe.self, slotCount: slotCount)
    }

    /// The same reading for a group of another class's methods, for a question UIKit answers
    /// with `respondsToSelector:` (which of a collection view controller's moving methods a
    /// subclass implements): the slots in which `probe`, a subclass of `base` overriding the
    /// group, differs from `base` while `plain`, a subclass overriding nothing, does not; nil
    /// unless their number is in `slotCount` or `base`'s superclass does not read as `superclass`.
    package init?(base baseClass: AnyClass, superclass: AnyClass, probe: AnyClass, plain plainClass: AnyClass,
                  slotCount: ClosedRange<Int>) {
        let base = unsafeBitCast(baseClass, to: UnsafeRawPointer.self)
        let overriding = unsafeBitCast(probe, to: UnsafeRawPointer.self)
        let plain = unsafeBitCast(plainClass, to: UnsafeRawPointer.self)
        guard let size = Self.metadataSize(base, superclass: superclass) else { return nil }
        var slots: [(offset: Int, entry: UInt)] = []
        for offset in stride(from: 0, to: size, by: MemoryLayout<UInt>.size) {
            let entry = base.load(fromByteOffset: offset, as: UInt.self)
            if overriding.load(fromByteOffset: offset, as: UInt.self) != entry,
               plain.load(fromByteOffset: offset, as: UInt.self) == entry {
                slots.append((offset, entry))
            }
        }
        guard slotCount.contains(slots.count) else { return nil }
        self.slots = slots
    }

    /// How many bytes of a class's metadata follow its address point (the class object), read
    /// from the fields Swift's ABI puts there (ClassSize and ClassAddressPoint, 32-bit each, after
    /// the Objective-C fields where the platform has them); nil when they do not make sense.
    private static func metadataSize(_ metadata: UnsafeRawPointer, superclass expected: AnyClass) -> Int? {
        #if canImport(Darwin)
        let sizeOffset = 56  // isa, superclass, two cache words, data, flags, instance fields
        #else
        let sizeOffset = 32  // kind, superclass, flags, instance fields
        #endif
        guard MemoryLayout<UInt>.size == 8 else { return nil }
        let classSize = Int(metadata.load(fromByteOffset: sizeOffset, as: UInt32.self))
        let addressPoint = Int(metadata.load(fromByteOffset: sizeOffset + 4, as: UInt32.self))
        let superclass = metadata.load(fromByteOffset: 8, as: UnsafeRawPointer?.self)
        guard superclass == unsafeBitCast(expected, to: UnsafeRawPointer.self),
              addressPoint > 0, addressPoint <= 64, classSize > addressPoint + 64, classSize < 1 << 16,
              classSize % 8 == 0 else { return nil }
        return classSize - addressPoint
    }
}

/// Overrides the hit-testing members, to find their slots (never instantiated).
private final class HitTestingProbe: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { false }
    override var isUserInteractionEnabled: Bool {
        get { false }
        set { super.isUserInteractionEnabled = newValue }
    }
}

/// Overrides `description`, to find its slot (never instantiated).
private final class DescriptionProbe: UIView {
    override var description: String { "" }
}

/// Overrides `tag`, to find its slots (never instantiated).
private final class TagProbe: UIView {
    override var tag: Int {
        get { 0 }
        set { super.tag = newValue }
    }
}

/// Overrides nothing: what differs from UIView's table for it differs for every subclass.
private final class PlainProbe: UIView {}
