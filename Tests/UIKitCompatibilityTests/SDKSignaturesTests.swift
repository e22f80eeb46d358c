// SDKSignaturesTests.swift: the code of SDKSignaturesCode.swift at work: layouts made by
// subclasses through the designated initialisers lay items out by their sections, a layer
// subclass's presentation is typed as the SDK types it, and the orientation API answers portrait.

import UIKit
import Testing
import HeadlessTesting

@MainActor
@Suite("Signatures as the SDK declares them", .headless)
struct SDKSignaturesTests {
    /// A 320 x 480 collection view in a window, showing `count` cells laid out by `layout`.
    private func show(_ layout: UICollectionViewLayout, count: Int = 12) -> (UIWindow, UICollectionView, CountingDataSource) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        let dataSource = CountingDataSource(count: count)
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        return (window, collectionView, dataSource)
    }

    private func frame(of item: Int, in collectionView: UICollectionView) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
    }

    @Test func aSubclassCallingInitSectionLaysOutItsRows() {
        let layout = ListLayout(rowHeight: 44)
        let (window, collectionView, _) = show(layout)
        #expect(layout.rowHeight == 44)
        #expect(frame(of: 2, in: collectionView) == CGRect(x: 0, y: 88, width: 320, height: 44))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
        withExtendedLifetime(window) {}
    }

    @Test func aSubclassCallingInitSectionProviderAsksItsClosure() {
        let (window, collectionView, _) = show(GridLayout(columns: 4))
        // Four 80-point squares to a row: the sixth item is the second of the second row.
        #expect(frame(of: 5, in: collectionView) == CGRect(x: 80, y: 80, width: 80, height: 80))
        withExtendedLifetime(window) {}
    }

    @Test func theInitialisersWithAConfigurationKeepIt() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12
        let fixed = ConfiguredLayouts.Fixed(configuration: configuration)
        let provided = ConfiguredLayouts.Provided(configuration: configuration)
        #expect(fixed.configuration.interSectionSpacing == 12)
        #expect(provided.configuration.interSectionSpacing == 12)
        let (window, collectionView, _) = show(provided)
        #expect(frame(of: 1, in: collectionView) == CGRect(x: 0, y: 50, width: 320, height: 50))
        withExtendedLifetime(window) {}
    }

    @Test func aFlowLayoutSubclassSetUpInInitPlacesItsCards() {
        let (window, collectionView, _) = show(CardFlowLayout())
        // Two 140-point cards fit in 290 (320 less the 15-point insets), 10 apart.
        #expect(frame(of: 0, in: collectionView) == CGRect(x: 15, y: 8, width: 140, height: 90))
        #expect(frame(of: 1, in: collectionView) == CGRect(x: 165, y: 8, width: 140, height: 90))
        #expect(frame(of: 2, in: collectionView) == CGRect(x: 15, y: 118, width: 140, height: 90))
        withExtendedLifetime(window) {}
    }

    @Test func aLayoutWrittenFromScratchIsAskedForItsFrames() {
        let (window, collectionView, _) = show(ColumnLayout(), count: 20)
        #expect(collectionView.contentSize == CGSize(width: 320, height: 1200))
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 0, y: 180, width: 320, height: 60))
        #expect(collectionView.visibleCells.count == 8)
        withExtendedLifetime(window) {}
    }

    @Test func aShapeLayersPresentationNeedsNoCast() throws {
        let ring = CAShapeLayer()
        let grow = CABasicAnimation(keyPath: "lineWidth")
        grow.fromValue = 0
        grow.toValue = 10
        grow.duration = 1
        ring.add(grow, forKey: "grow")
        Headless.advance(by: 0.5)
        let shown: CAShapeLayer? = ring.presentation()
        #expect(shown?.lineWidth == 5)
        #expect(shown?.model() === ring)
    }

    @Test func aLayerSubclassCopiesItsStateThroughInitLayer() {
        let pulse = PulseLayer()
        pulse.colorIndex = 2
        let copy = PulseLayer(layer: pulse)
        #expect(copy.colorIndex == 2)
        #expect(copy.path == pulse.path)
        // Its presentation is typed `PulseLayer?`; the package cannot make one (Differences.md).
        let shown: PulseLayer? = pulse.presentation()
        #expect(shown == nil)
        #expect(pulse.presentationValue(forKeyPath: "lineWidth") as? NSNumber == 1)
    }

    @Test func theInterfaceIsPortrait() {
        let controller = PortraitOnlyViewController()
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        #expect(controller.usesCompactLayout)
        #expect(controller.supportedInterfaceOrientations == .portrait)
        #expect(!controller.shouldAutorotate)
        let plain = UIViewController()
        #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(plain.preferredInterfaceOrientationForPresentation == .portrait)
        #expect(plain.shouldAutorotate)
    }

    @Test func orientationsHaveUIKitsRawValues() {
        #expect(UIInterfaceOrientation.unknown.rawValue == 0)
        #expect(UIInterfaceOrientation.portrait.rawValue == 1)
        #expect(UIInterfaceOrientation.portraitUpsideDown.rawValue == 2)
        #expect(UIInterfaceOrientation.landscapeLeft.rawValue == 4)
        #expect(UIInterfaceOrientation.landscapeRight.rawValue == 3)
        #expect(UIInterfaceOrientation.portraitUpsideDown.isPortrait && !UIInterfaceOrientation.portraitUpsideDown.isLandscape)
        #expect(UIInterfaceOrientation.landscapeLeft.isLandscape && !UIInterfaceOrientation.landscapeLeft.isPortrait)
        #expect(!UIInterfaceOrientation.unknown.isPortrait && !UIInterfaceOrientation.unknown.isLandscape)
        #expect(UIInterfaceOrientationMask.portrait.rawValue == 2)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
        #expect(UIInterfaceOrientationMask.landscapeRight.rawValue == 8)
        #expect(UIInterfaceOrientationMask.portraitUpsideDown.rawValue == 4)
        #expect(UIInterfaceOrientationMask.landscape.rawValue == 24)
        #expect(UIInterfaceOrientationMask.all.rawValue == 30)
        #expect(UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
    }

    @Test func theLegacyColoursHaveTheirDocumentedValues() {
        #expect(UIColor.darkText == UIColor(white: 0, alpha: 1))
        #expect(UIColor.lightText == UIColor(white: 1, alpha: 0.6))
        #expect(UIColor.groupTableViewBackground == UIColor.systemGroupedBackground)
        // A dynamic colour equals only itself, as in UIKit: its light value is compared.
        let light = UITraitCollection(userInterfaceStyle: .light)
        #expect(UIColor.groupTableViewBackground.resolvedColor(with: light)
            == UIColor(red: 242 / 255, green: 242 / 255, blue: 247 / 255, alpha: 1))
        // The three deprecated in iOS 7 have no documented value: opaque greys here.
        for color in [UIColor.viewFlipsideBackground, .scrollViewTexturedBackground, .underPageBackground] {
            #expect(color.cgColor.alpha == 1)
            #expect(color != .clear && color != .black && color != .white)
        }
    }
}
