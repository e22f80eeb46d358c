// HugeValueTests.swift: no floating value makes a widget trap on a conversion to an integer
// (Docs/Reliability.md, "Bad input"): the spinner's clock, the slider's percentage and the
// picker's rows, each fed NaN, the infinities, the largest finite values and tiny ones.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The values each site is fed: not numbers, infinite, the largest and huge finite values, and
/// tiny positive ones.
let hostileLengths: [CGFloat] = [.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
                                 1e300, -1e300, 1e-300, .leastNonzeroMagnitude]

@MainActor
@Suite("Widget sites that convert a floating value to an integer", .headless)
struct WidgetHugeValueTests {
    /// The spokes show the clock's position within a turn. `advance(by:)` refuses NaN, infinite
    /// and negative intervals and stops the clock at the largest finite time; past 2^53 eighths of
    /// a turn every time is a whole number of turns, so the spokes are where they start.
    @Test(arguments: hostileLengths)
    func aSpinnerIsDrawnAfterTheClockMovesAnyDistance(interval: CGFloat) {
        let window = makeControlWindow()
        let spinner = UIActivityIndicatorView(style: .medium)
        window.addSubview(spinner)
        spinner.startAnimating()
        let atStart = spinner.renderSVG()

        Headless.advance(by: TimeInterval(interval))
        Headless.advance(by: TimeInterval(interval))

        #expect(spinner.renderSVG() == atStart)
    }

    /// The percentage is computed in Double when the bounds are too far apart for a Float (±3e38):
    /// the value's true position, never a trap.
    @Test(arguments: [
        (Float(-3e38), Float(3e38), Float(0), "50%"), (-3e38, 3e38, 3e38, "100%"), (-3e38, 3e38, -3e38, "0%"),
        (-.greatestFiniteMagnitude, .greatestFiniteMagnitude, .greatestFiniteMagnitude, "100%"),
        (-.greatestFiniteMagnitude, .greatestFiniteMagnitude, 1e38, "65%"),
        (0, .leastNonzeroMagnitude, .leastNonzeroMagnitude, "100%"), (0, 4e-38, 2e-38, "50%"),
        (0, 1, .infinity, "100%"), (0, 1, -.greatestFiniteMagnitude, "0%"),
    ])
    func aSliderReadsItsPercentageWithAnyBounds(minimum: Float, maximum: Float, value: Float, expected: String) {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.minimumValue = minimum
        slider.maximumValue = maximum
        slider.value = value
        #expect(slider.accessibilityValue == expected)
    }
}
