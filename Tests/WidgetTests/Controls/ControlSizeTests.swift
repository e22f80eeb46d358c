// ControlSizeTests.swift: the intrinsic content size and sizeThatFits of each standard control,
// against what a device (iOS 13 and later) gives. Each test names the device value and where it
// comes from. Text is measured with this package's metrics (Helvetica's widths), so widths that
// depend on a title are checked against the title label's own size, not against a device's
// San Francisco width.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Control sizes", .headless)
struct ControlSizeTests {
    /// A button of `type` titled `title`, and the natural size of its title label.
    private func titledButton(_ type: UIButton.ButtonType, _ title: String) throws -> (UIButton, CGSize) {
        let button = UIButton(type: type)
        button.setTitle(title, for: .normal)
        let titleSize = try #require(button.titleLabel).sizeThatFits(.zero)
        return (button, titleSize)
    }

    // MARK: - UIButton

    /// Device: a legacy system button (no configuration) pads its title 6 points above and below
    /// while `contentEdgeInsets` is zero, so a 15-point title (an 18-point line) makes it 30
    /// points high; no padding at the sides. Interface Builder's legacy "Button" is 46 x 30, and
    /// measurements published for iOS 7 and later give "Hello World" as {78, 30}; an 18-point
    /// title gives a 33-point button (a 21-point line plus 12).
    @Test func aSystemButtonWithA15PointTitleIs30PointsHigh() throws {
        let (button, title) = try titledButton(.system, "Button")
        #expect(title.height == 18)
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: 30))
        #expect(button.sizeThatFits(.zero) == CGSize(width: title.width, height: 30))
        #expect(button.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: title.width, height: 30))
        button.sizeToFit()
        #expect(button.bounds.size == CGSize(width: title.width, height: 30))
    }

    /// Device: the padding belongs to the legacy button, whatever its type; a custom button (and
    /// a subclass made with `init(frame:)`) titled at 15 points is 30 points high too, as
    /// developers who subclass UIButton report.
    @Test func aCustomButtonWithATitleHasTheSamePadding() throws {
        let (button, title) = try titledButton(.custom, "Follow")
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: 30))
        let plain = UIButton(frame: .zero)
        plain.setTitle("Follow", for: .normal)
        #expect(plain.intrinsicContentSize == CGSize(width: title.width, height: 30))
    }

    /// Device: any `contentEdgeInsets` other than `.zero` replace the 6-point padding, even one
    /// as small as 0.01 at a side (the known way to remove it); the insets then add to the size.
    @Test func contentEdgeInsetsReplaceThePadding() throws {
        let (button, title) = try titledButton(.system, "Button")
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 0.01, bottom: 0, right: 0)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 0.01, height: 18))
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
        #expect(button.intrinsicContentSize == CGSize(width: title.width + 16, height: 26))
        #expect(button.sizeThatFits(.zero) == CGSize(width: title.width + 16, height: 26))
        button.contentEdgeInsets = .zero
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: 30))
    }

    /// Device: `titleEdgeInsets` and `imageEdgeInsets` move the parts but leave the intrinsic
    /// size alone (Apple's documentation of both properties says so), padding included.
    @Test func titleAndImageInsetsDoNotChangeTheSize() throws {
        let (button, title) = try titledButton(.system, "Button")
        button.titleEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        button.imageEdgeInsets = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        #expect(button.intrinsicContentSize == CGSize(width: title.width, height: 30))
    }

    /// Device: an image-only button is its image's size (`sizeToFit()` on an icon button gives
    /// the icon's size); with a title too, the image sits left of the title with no gap and the
    /// height is the taller of the image and the padded title.
    @Test func anImageButtonIsItsImageAndAPairSitsSideBySide() throws {
        let button = UIButton(type: .custom)
        button.setImage(try controlTestImage(width: 22, height: 22), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 22, height: 22))
        button.setTitle("Share", for: .normal)
        let title = try #require(button.titleLabel).sizeThatFits(.zero)
        #expect(button.intrinsicContentSize == CGSize(width: 22 + title.width, height: 30))
        button.setImage(try controlTestImage(width: 40, height: 40), for: .normal)
        #expect(button.intrinsicContentSize == CGSize(width: 40 + title.width, height: 40))
    }

    // MARK: - Fixed-size controls

    /// Device: 51 x 31 whatever frame is given (a switch's view dump on iOS 7 and later shows
    /// its frame as (0 0; 51 31)).
    @Test func aSwitchIs51By31() {
        let toggle = UISwitch()
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 51, height: 31))
    }

    /// Device: a stepper is 94 x 32 on iOS 13 and later (94 x 29 before the iOS 13 redesign).
    @Test func aStepperIs94By32() {
        let stepper = UIStepper()
        #expect(stepper.intrinsicContentSize == CGSize(width: 94, height: 32))
        #expect(stepper.sizeThatFits(.zero) == CGSize(width: 94, height: 32))
    }

    /// Device: `.medium` (and the deprecated `.white` and `.gray`) 20 x 20; `.large` (and
    /// `.whiteLarge`) 37 x 37: the sizes Interface Builder gives the two sizes of indicator.
    @Test func anActivityIndicatorIs20Or37() {
        for style: UIActivityIndicatorView.Style in [.medium, .white, .gray] {
            let spinner = UIActivityIndicatorView(style: style)
            #expect(spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
            #expect(spinner.sizeThatFits(.zero) == CGSize(width: 20, height: 20))
        }
        for style: UIActivityIndicatorView.Style in [.large, .whiteLarge] {
            #expect(UIActivityIndicatorView(style: style).intrinsicContentSize == CGSize(width: 37, height: 37))
        }
    }

    // MARK: - Controls with a fixed height

    /// Device: a slider has no intrinsic width and is 31 points high (its frame in Interface
    /// Builder).
    @Test func aSliderIs31PointsHighWithNoIntrinsicWidth() {
        let slider = UISlider()
        #expect(slider.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    /// Device: a segmented control is 32 points high on iOS 13 and later (28 before); its width
    /// comes from its segments.
    @Test func aSegmentedControlIs32PointsHigh() {
        let control = UISegmentedControl(items: ["One", "Two"])
        #expect(control.intrinsicContentSize.height == 32)
        #expect(control.intrinsicContentSize.width > 0)
        #expect(control.sizeThatFits(.zero) == control.intrinsicContentSize)
        #expect(control.bounds.size == control.intrinsicContentSize)
    }

    /// Device: a `.default` progress view has no intrinsic width and is 4 points high on iOS 13
    /// and later (2 before).
    @Test func aProgressViewIs4PointsHigh() {
        let progress = UIProgressView(progressViewStyle: .default)
        #expect(progress.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(progress.sizeThatFits(CGSize(width: 200, height: 50)) == CGSize(width: 200, height: 4))
    }

    /// Device: a picker view is 216 points high (the keyboard's height on a phone held upright).
    @Test func aPickerViewIs216PointsHigh() {
        let picker = UIPickerView()
        #expect(picker.intrinsicContentSize.height == 216)
        #expect(picker.sizeThatFits(CGSize(width: 320, height: 0)).height == 216)
    }

    /// Device: a search bar is 56 points high on iOS 13 and later (44 before), with no intrinsic
    /// width.
    @Test func aSearchBarIs56PointsHigh() {
        let bar = UISearchBar()
        #expect(bar.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 56))
        #expect(bar.sizeThatFits(CGSize(width: 375, height: 0)) == CGSize(width: 375, height: 56))
    }

    // MARK: - Content-sized views

    /// Device: a label has no padding: its intrinsic size is its text's size rounded up to
    /// pixels, and zero without text.
    @Test func aLabelIsItsTextWithNoPadding() {
        let label = UILabel()
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        let size = label.intrinsicContentSize
        #expect(size == label.sizeThatFits(.zero))
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        let scale = UIScreen.main.scale
        #expect(size.height == ((lineHeight * scale) - 0.0001).rounded(.up) / scale)
    }

    /// Device: an image view is its image's size, and has no intrinsic size without an image.
    @Test func anImageViewIsItsImage() throws {
        let imageView = UIImageView(image: try controlTestImage(width: 30, height: 20))
        #expect(imageView.intrinsicContentSize == CGSize(width: 30, height: 20))
        #expect(imageView.sizeThatFits(CGSize(width: 1, height: 1)) == CGSize(width: 30, height: 20))
        let empty = UIImageView()
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
    }
}
