// SliderBadValueTests.swift: a slider's range as UIKit documents it when the bounds cross, and
// values that are not numbers refused (issue 25).
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UISlider with crossed bounds and values that are not numbers", .headless)
struct SliderBadValueTests {
    @Test func crossingTheBoundsMovesTheOtherBoundAsUIKitDocuments() {
        // minimumValue: "If you set the minimum value to a value larger than the maximum, the
        // slider updates the maximum value to equal the minimum"; maximumValue likewise.
        let slider = UISlider()
        slider.value = 0.5
        slider.minimumValue = 5
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (5, 5, 5))
        slider.maximumValue = 1
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (1, 1, 1))
        slider.maximumValue = 10
        slider.value = 20
        #expect(slider.value == 10)
        slider.value = -.infinity
        #expect(slider.value == 1)
    }

    @Test func aNaNValueIsRefusedAndTheValueStays() {
        let slider = UISlider()
        slider.value = 0.25
        let messages = Headless.recordingViolations {
            slider.value = .nan
            slider.setValue(.nan, animated: true)
        }
        #expect(messages == ["UISlider value nan is refused: it must be a number",
                             "UISlider value nan is refused: it must be a number"])
        #expect(slider.value == 0.25)
    }

    @Test(arguments: [Float.nan, .infinity, -.infinity])
    func aBoundThatIsNotFiniteIsRefusedAndChangesNothing(bound: Float) {
        let slider = UISlider()
        slider.maximumValue = 4
        slider.value = 2
        let messages = Headless.recordingViolations {
            slider.minimumValue = bound
            slider.maximumValue = bound
        }
        let text = bound.isNaN ? "nan" : bound > 0 ? "inf" : "-inf"
        #expect(messages == ["UISlider minimumValue \(text) is refused: it must be a finite number",
                             "UISlider maximumValue \(text) is refused: it must be a finite number"])
        #expect((slider.minimumValue, slider.maximumValue, slider.value) == (0, 4, 2))
    }
}
