// MonkeyRandom.swift: the monkey's source of chance: SplitMix64, so that a seed gives the same
// run on every machine and every Swift version (the standard generator is not seedable).

/// A seeded generator: the same seed, the same numbers, everywhere.
struct MonkeyRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<count` (`count` > 0), the same on every platform.
    mutating func below(_ count: Int) -> Int {
        Int(truncatingIfNeeded: next() % UInt64(truncatingIfNeeded: count))
    }
}
