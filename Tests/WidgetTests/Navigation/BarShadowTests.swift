// BarShadowTests.swift: the line along a bar's edge from its appearance's `shadowColor` and
// `shadowImage`, by the rules of Apple's documentation for both properties: no image draws the
// default hairline in the colour; a template image is tinted with the colour; nil or clear
// colour draws no shadow unless the image is not a template, which is drawn whatever the colour.
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("Bars: the shadow from shadowColor and shadowImage", .headless)
struct BarShadowTests {
    /// An app's own bar (no scroll edge applies) with an opaque appearance changed by `change`.
    private func bar(_ change: (UINavigationBarAppearance) -> Void) -> UINavigationBar {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.items = [UINavigationItem(title: "Shadow")]
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .white
        change(appearance)
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        return bar
    }

    /// A bitmap `height` points high in `color`.
    private func band(_ color: UIColor, height: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: height)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: height))
        }
    }

    @Test func withoutAnImageTheHairlineTakesTheShadowColour() {
        let shown = bar { $0.shadowColor = .red }
        #expect(barShowsHairline(shown))
        #expect(shown.renderSVG().contains("#ff0000"))
    }

    @Test func aClearOrNilShadowColourDrawsNoShadow() {
        for color in [UIColor.clear, nil] {
            let shown = bar { $0.shadowColor = color }
            #expect(!barShowsHairline(shown), "shadowColor \(String(describing: color))")
        }
    }

    @Test func anEmptyImageRemovesTheHairlineWhateverTheColour() {
        let shown = bar {
            $0.shadowColor = .red
            $0.shadowImage = UIImage()
        }
        #expect(!barShowsHairline(shown))
        #expect(!shown.renderSVG().contains("#ff0000"))
    }

    @Test func anImageThatIsNotATemplateIsDrawnWhateverTheColour() {
        let shown = bar {
            $0.shadowColor = nil
            $0.shadowImage = band(.green, height: 3)
        }
        #expect(barShowsHairline(shown))
        #expect(shown.renderSVG().contains("#00ff00"))
    }

    @Test func aTemplateImageIsTintedWithTheShadowColourOrDrawsNothingWithout() {
        let tinted = bar {
            $0.shadowColor = .blue
            $0.shadowImage = band(.green, height: 3).withRenderingMode(.alwaysTemplate)
        }
        let svg = tinted.renderSVG()
        #expect(svg.contains("#0000ff"))
        #expect(!svg.contains("#00ff00"))

        let untinted = bar {
            $0.shadowColor = .clear
            $0.shadowImage = band(.green, height: 3).withRenderingMode(.alwaysTemplate)
        }
        #expect(!barShowsHairline(untinted))
        #expect(!untinted.renderSVG().contains("#00ff00"))
    }

    @Test func theToolbarAndTabBarFollowTheSameRules() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let toolbarAppearance = UIToolbarAppearance()
        toolbarAppearance.configureWithOpaqueBackground()
        toolbarAppearance.shadowImage = UIImage()
        toolbar.standardAppearance = toolbarAppearance
        toolbar.layoutIfNeeded()
        #expect(!barShowsHairline(toolbar))

        let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let tabAppearance = UITabBarAppearance()
        tabAppearance.configureWithOpaqueBackground()
        tabAppearance.shadowColor = .red
        tabBar.standardAppearance = tabAppearance
        tabBar.layoutIfNeeded()
        #expect(barShowsHairline(tabBar))
        #expect(tabBar.renderSVG().contains("#ff0000"))
    }
}
