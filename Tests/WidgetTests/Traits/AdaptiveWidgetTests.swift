// AdaptiveWidgetTests.swift: widgets that adapt to traits as UIKit's do: a label, field or text
// view with adjustsFontForContentSizeCategory takes the new text size's font ("the object
// automatically updates its font when the device's content size category changes", for fonts
// from preferredFont(forTextStyle:) or UIFontMetrics), and semantic colours draw with the view's
// appearance in pictures.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Widgets that adapt to traits", .headless)
struct AdaptiveWidgetTests {
    @Test func anAdjustingLabelTakesTheNewTextSizesFont() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let adjusting = UILabel(), fixed = UILabel(), plainFont = UILabel()
        adjusting.font = .preferredFont(forTextStyle: .body)
        adjusting.adjustsFontForContentSizeCategory = true
        fixed.font = .preferredFont(forTextStyle: .body)
        plainFont.font = .systemFont(ofSize: 17)
        plainFont.adjustsFontForContentSizeCategory = true
        for label in [adjusting, fixed, plainFont] {
            label.text = "Hello"
            window.addSubview(label)
        }
        Headless.advance(by: 0.1)
        let before = adjusting.intrinsicContentSize
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))
        Headless.advance(by: 0.1)
        // Body at AX3 is 40 points in Apple's table.
        #expect(adjusting.font.pointSize == 40)
        #expect(adjusting.intrinsicContentSize.height > before.height)
        #expect(fixed.font.pointSize == 17)
        #expect(plainFont.font.pointSize == 17)
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .extraSmall))
        Headless.advance(by: 0.1)
        #expect(adjusting.font.pointSize == 14)
    }

    @Test func aHeadlineKeepsItsWeightWhenItGrows() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        Headless.advance(by: 0.1)
        label.traitOverrides.preferredContentSizeCategory = .extraExtraExtraLarge
        Headless.advance(by: 0.1)
        #expect(label.font == .preferredFont(forTextStyle: .headline, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)))
        #expect(label.font.pointSize == 23)
    }

    @Test func aMetricsScaledFontFollowsToo() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let label = UILabel()
        label.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 20))
        label.adjustsFontForContentSizeCategory = true
        window.addSubview(label)
        Headless.advance(by: 0.1)
        #expect(label.font.pointSize == 20)
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .extraExtraLarge))
        Headless.advance(by: 0.1)
        // Body grows from 17 to 21 at XXL: 20 × 21 / 17.
        #expect(abs(label.font.pointSize - 20 * 21 / 17) < 0.01)
    }

    @Test func fieldsAndTextViewsAdjustWhenAsked() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let field = UITextField(), textView = UITextView()
        for adjusting in [field, textView] as [UIView & UIContentSizeCategoryAdjusting] {
            #expect(!adjusting.adjustsFontForContentSizeCategory)
        }
        field.font = .preferredFont(forTextStyle: .callout)
        field.adjustsFontForContentSizeCategory = true
        textView.font = .preferredFont(forTextStyle: .footnote)
        textView.adjustsFontForContentSizeCategory = true
        window.addSubview(field)
        window.addSubview(textView)
        Headless.advance(by: 0.1)
        Headless.setTraits(UITraitCollection(preferredContentSizeCategory: .accessibilityMedium))
        Headless.advance(by: 0.1)
        // Callout and footnote at AX1 in Apple's table.
        #expect(field.font?.pointSize == 26)
        #expect(textView.font?.pointSize == 23)
    }

    @Test func aDarkPictureDrawsSemanticColoursDark() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let background = UIView(frame: window.bounds)
        background.backgroundColor = .systemBackground
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.text = "Hi"
        label.textColor = .label
        window.addSubview(background)
        background.addSubview(label)
        window.makeKeyAndVisible()
        Headless.advance(by: 0.1)
        let light = window.renderSVG()
        window.overrideUserInterfaceStyle = .dark
        Headless.advance(by: 0.1)
        let dark = window.renderSVG()
        // The background view is black in the dark picture and white in the light one; the text
        // the other way round.
        let backgroundRect = ##"<rect x="0" y="0" width="100" height="40" fill="#"##
        #expect(light.contains(backgroundRect + ##"ffffff"/>"##))
        #expect(dark.contains(backgroundRect + ##"000000"/>"##) && !dark.contains(backgroundRect + ##"ffffff"/>"##))
        #expect(light.contains(##"fill="#000000" textLength"##))
        #expect(dark.contains(##"fill="#ffffff" textLength"##))
    }
}
