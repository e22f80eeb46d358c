// UTF8Buffer.swift: the growable byte buffer a tree dump writes into, made a String once.

/// UTF-8 text written piece by piece into one allocation: each piece is a bounds check and a copy
/// (appending to a `String` or a `[UInt8]` checks uniqueness and capacity through calls for every
/// piece, which cost a dump line more than its content). Used by `recursiveDescription()`.
struct UTF8Buffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written so far.
    private(set) var count = 0

    /// Makes an empty buffer with room for `capacity` bytes.
    init(capacity: Int = 256) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The text written, as a String.
    func makeString() -> String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(to: count + extra) }
    }

    @inline(never)
    private mutating func grow(to needed: Int) {
        let newCapacity = max(capacity * 2, needed)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Appends one byte (an ASCII character).
    @inline(__always)
    mutating func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends the bytes of a literal.
    @inline(__always)
    mutating func append(_ literal: StaticString) {
        let length = literal.utf8CodeUnitCount
        reserve(length)
        (base + count).update(from: literal.utf8Start, count: length)
        count += length
    }

    /// Appends `bytes`.
    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { bytes in
            reserve(bytes.count)
            if let source = bytes.baseAddress { (base + count).update(from: source, count: bytes.count) }
            count += bytes.count
        }
    }

    /// Appends the UTF-8 of `string`.
    mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { bytes in
            reserve(bytes.count)
            if let source = bytes.baseAddress { (base + count).update(from: source, count: bytes.count) }
            count += bytes.count
        }
    }

    /// Appends `formatNumber(value)`; a whole number (every frame of a typical dump) is written
    /// digit by digit, without an intermediate string.
    mutating func appendNumber(_ value: CGFloat) {
        // NaN fails the first test; the second holds exactly for whole numbers in range.
        guard abs(value) < 1e15, value == CGFloat(Int64(value)) else {
            append(formatNumber(value))
            return
        }
        var magnitude = UInt64(Int64(value).magnitude)
        reserve(17)
        if value < 0, magnitude != 0 {
            base[count] = 0x2D  // -
            count += 1
        }
        var digits = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            digits += 1
        }
        var position = count + digits
        count = position
        repeat {
            position -= 1
            base[position] = 0x30 + UInt8(truncatingIfNeeded: magnitude % 10)
            magnitude /= 10
        } while magnitude != 0
    }
}
