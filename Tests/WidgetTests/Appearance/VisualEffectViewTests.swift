// VisualEffectViewTests.swift: a blur view as an app builds one: its content view, the misuse
// UIKit raises for, the fill it draws for each blur in the light and dark appearance, the
// vibrancy effect, and an animated change of effect (Appearance/UIVisualEffectView*.swift).

import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Visual effect view", .headless)
struct VisualEffectViewTests {
    /// A blur view of `effect` 200x100 points, at the top of a shown window.
    private func showBlur(_ effect: UIVisualEffect?) -> (UIVisualEffectView, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let blur = UIVisualEffectView(effect: effect)
        blur.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        window.addSubview(blur)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (blur, window)
    }

    /// The fill the view paints, as its layer holds it.
    private func fill(of view: UIView) -> UIColor? {
        view.layer.backgroundColor.map { UIColor(cgColor: $0) }
    }

    @Test func theContentViewIsTheOnlySubviewAndFollowsTheSize() {
        let (blur, window) = showBlur(UIBlurEffect(style: .systemMaterial))
        defer { withExtendedLifetime(window) {} }
        #expect(blur.subviews == [blur.contentView])
        #expect(blur.contentView.frame == blur.bounds)
        let label = UILabel()
        label.text = "Now playing"
        blur.contentView.addSubview(label)
        blur.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        window.layoutIfNeeded()
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        #expect(label.superview === blur.contentView)
    }

    @Test func addingASubviewToTheEffectViewItselfIsReportedAndChangesNothing() {
        let (blur, window) = showBlur(UIBlurEffect(style: .dark))
        defer { withExtendedLifetime(window) {} }
        let label = UILabel()
        let messages = Headless.recordingViolations {
            blur.addSubview(label)
            blur.insertSubview(label, belowSubview: blur.contentView)
        }
        #expect(messages.count == 2)
        #expect(messages.first?.hasSuffix("Do not add subviews directly to the visual effect view itself, "
                                          + "instead add them to the -contentView.") == true)
        #expect(messages.first?.hasPrefix("<UILabel") == true)
        #expect(label.superview == nil)
        #expect(blur.subviews == [blur.contentView])
    }

    @Test func aBlurIsDrawnAsATranslucentFillAndNoEffectAsNothing() throws {
        let (blur, window) = showBlur(nil)
        defer { withExtendedLifetime(window) {} }
        #expect(blur.effect == nil)
        #expect(fill(of: blur) == nil)
        #expect(blur.backgroundColor == nil)
        blur.effect = UIBlurEffect(style: .systemMaterial)
        let color = try #require(fill(of: blur))
        #expect(color.rgba.alpha > 0 && color.rgba.alpha < 1)
        #expect(blur.renderSVG().contains("fill=\"#f7f7f7\" fill-opacity=\"0.75\""))
        #expect(blur.backgroundColor == nil)
        blur.effect = nil
        #expect(fill(of: blur) == nil)
    }

    @Test func theDarkAppearancePicksTheDarkMaterial() throws {
        let (blur, window) = showBlur(UIBlurEffect(style: .systemMaterial))
        defer { withExtendedLifetime(window) {} }
        let light = try #require(fill(of: blur))
        window.overrideUserInterfaceStyle = .dark
        window.layoutIfNeeded()
        let dark = try #require(fill(of: blur))
        #expect(dark.rgba.red < 0.2 && light.rgba.red > 0.9)
        #expect(dark.rgba.alpha == light.rgba.alpha)
        #expect(blur.renderSVG().contains("fill=\"#121212\" fill-opacity=\"0.75\""))
        blur.effect = UIBlurEffect(style: .systemMaterialLight)
        #expect(try #require(fill(of: blur)).rgba.red > 0.9)
    }

    @Test func thickerMaterialsAreMoreOpaque() throws {
        let styles: [UIBlurEffect.Style] = [.systemUltraThinMaterial, .systemThinMaterial, .systemMaterial,
                                            .systemThickMaterial, .systemChromeMaterial]
        let alphas = try styles.map { style in
            try #require(fill(of: UIVisualEffectView(effect: UIBlurEffect(style: style)))).rgba.alpha
        }
        #expect(alphas == alphas.sorted() && Set(alphas).count == styles.count)
    }

    @Test func aVibrancyKeepsItsBlurAndStyleAndDrawsNothingItself() {
        let blurEffect = UIBlurEffect(style: .systemThinMaterial)
        let vibrancy = UIVibrancyEffect(blurEffect: blurEffect)
        #expect(vibrancy.isEqual(UIVibrancyEffect(blurEffect: blurEffect, style: .label)))
        #expect(!vibrancy.isEqual(UIVibrancyEffect(blurEffect: blurEffect, style: .secondaryLabel)))
        #expect(UIVibrancyEffectStyle.separator.rawValue == 7)
        let (blur, window) = showBlur(blurEffect)
        defer { withExtendedLifetime(window) {} }
        let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: blurEffect, style: .secondaryFill))
        vibrant.frame = blur.contentView.bounds
        blur.contentView.addSubview(vibrant)
        #expect(vibrant.effect is UIVibrancyEffect)
        #expect(fill(of: vibrant) == nil)
        #expect(vibrant.contentView.superview === vibrant)
    }

    @Test func changingTheEffectInsideAnAnimationFadesTheFill() throws {
        let (blur, window) = showBlur(nil)
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 0.4) {
            blur.effect = UIBlurEffect(style: .systemThickMaterial)
        }
        #expect(blur.layer.animationKeys()?.contains("backgroundColor") == true)
        Headless.advance(by: 0.2)
        let halfway = try #require(blur.layer.presentation()?.backgroundColor.map { UIColor(cgColor: $0) })
        #expect(halfway.rgba.alpha > 0.05 && halfway.rgba.alpha < 0.85)
        Headless.advance(by: 0.3)
        #expect(blur.layer.animationKeys() == nil || blur.layer.animationKeys()?.isEmpty == true)
        #expect(try #require(fill(of: blur)).rgba.alpha == 0.9)
    }

    @Test func theEffectViewIsNotAnAccessibilityElementButItsContentIs() {
        let (blur, window) = showBlur(UIBlurEffect(style: .regular))
        defer { withExtendedLifetime(window) {} }
        let label = UILabel()
        label.text = "Now playing"
        blur.contentView.addSubview(label)
        window.layoutIfNeeded()
        #expect(!blur.isAccessibilityElement)
        // The label is reached through the effect view's content, as VoiceOver reads it.
        #expect(accessibilityTree(of: window).contains("Now playing"))
        #expect(!accessibilityTree(of: window).contains("UIVisualEffectView"))
        // A touch inside the blur lands in its content view, not on the effect view.
        #expect(window.hitTest(CGPoint(x: 100, y: 50), with: nil) === blur.contentView)
    }

    /// The usual "unblur": animating the effect to nil fades the fill out and leaves no
    /// animation or fill behind.
    @Test func animatingTheEffectToNilFadesTheFillOut() throws {
        let (blur, window) = showBlur(UIBlurEffect(style: .systemThickMaterial))
        defer { withExtendedLifetime(window) {} }
        UIView.animate(withDuration: 0.4) {
            blur.effect = nil
        }
        Headless.advance(by: 0.2)
        let halfway = try #require(blur.layer.presentation()?.backgroundColor.map { UIColor(cgColor: $0) })
        #expect(halfway.rgba.alpha > 0.05 && halfway.rgba.alpha < 0.85)
        Headless.advance(by: 0.3)
        #expect(blur.layer.animationKeys() == nil || blur.layer.animationKeys()?.isEmpty == true)
        #expect(fill(of: blur).map { $0.rgba.alpha } ?? 0 == 0)
    }
}
