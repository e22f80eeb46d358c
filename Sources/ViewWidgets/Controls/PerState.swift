// PerState.swift: a value set per control state, falling back to the value set for `.normal`.

/// Values set per `UIControl.State`, as UIKit keeps a button's titles and images or a slider's
/// thumb images: a state with no value of its own shows the one set for `.normal`.
///
/// A control has values for a handful of states at most, and a button reads six of these tables
/// on every highlight change, so the values are a short list searched in order: no hashing, and
/// nothing to search when none is set.
struct PerState<Value> {
    private var entries: [(state: UInt, value: Value)] = []

    /// The value set for exactly `state` (nil when none); setting nil removes it, so the state
    /// falls back to `.normal`'s again.
    subscript(exactly state: UIControl.State) -> Value? {
        get {
            for entry in entries where entry.state == state.rawValue { return entry.value }
            return nil
        }
        set {
            var index = 0
            while index < entries.count, entries[index].state != state.rawValue { index += 1 }
            switch (index < entries.count, newValue) {
            case (true, let value?): entries[index].value = value
            case (true, nil): entries.remove(at: index)
            case (false, let value?): entries.append((state.rawValue, value))
            case (false, nil): break
            }
        }
    }

    /// Whether no state has a value.
    var isEmpty: Bool { entries.isEmpty }

    /// The value for `state`: its own, else the one set for `.normal`, else nil.
    subscript(state: UIControl.State) -> Value? {
        if entries.isEmpty { return nil }
        return self[exactly: state] ?? self[exactly: .normal]
    }
}
