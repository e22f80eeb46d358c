// Timer.swift: in a file that imports UIKit, `Timer` is the virtual-clock timer.
//
// Foundation's `Timer` needs a running run loop and the wall clock, so it never fires in a
// headless test. A top-level declaration in a module shadows the same name from the modules it
// imports, for files that see those modules only through it: a file that imports UIKit (and not
// Foundation or XCTest directly) gets this `Timer`. A file that also imports Foundation or XCTest
// directly sees both and reports "'Timer' is ambiguous": drop that import (UIKit re-exports
// Foundation) or write `UIKit.Timer` (Docs/Porting.md).

/// A timer on the virtual clock with Foundation's `Timer` API (`Headless.Timer`): it fires when
/// a test moves the clock with `Headless.advance(by:)` or `Headless.runUntilIdle()`.
public typealias Timer = Headless.Timer
