// PerState.swift: a value set per control state, falling back to the value set for `.normal`.

/// Values set per `UIControl.State`, as UIKit keeps a button's titles and images or a slider's
/// thumb images: a state with no value of its own shows the one set for `.normal`.
struct PerState<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for exactly `state` (nil when none); setting nil removes it, so the state
    /// falls back to `.normal`'s again.
    subscript(exactly state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value for `state`: its own, else the one set for `.normal`, else nil.
    subscript(state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }
}
