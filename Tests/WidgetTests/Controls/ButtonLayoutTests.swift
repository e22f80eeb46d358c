// ButtonLayoutTests.swift: where a button puts its parts: the overridable rect methods the seeds'
// subclasses use, the default placement under each content alignment with the three kinds of edge
// insets, and sizing.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// The seeds' grid cell button (01_九宫格 MyButton): image on the top 70%, title on the bottom 30%.
@MainActor
final class MyButton: UIButton {
    static let imageRatio: CGFloat = 0.7

    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitleColor(.black, for: .normal)
        titleLabel?.textAlignment = .center
        imageView?.contentMode = .scaleAspectFit
        titleLabel?.font = UIFont.systemFont(ofSize: 15)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: contentRect.width, height: contentRect.height * MyButton.imageRatio)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let titleY = contentRect.height * MyButton.imageRatio
        return CGRect(x: 0, y: titleY, width: contentRect.width, height: contentRect.height - titleY)
    }
}

/// The seeds' group header (02_QQ好友列表 HeaderView): its arrow image at (0, 0, 32, 32).
@MainActor
final class HeaderView: UIButton {
    static let disclosure = UIImage(data: testPNGData(width: 8, height: 12))

    override init(frame: CGRect) {
        super.init(frame: frame)
        setImage(HeaderView.disclosure, for: .normal)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: 32, height: 32)
    }
}

/// The seeds' later header (04_QQ好友列表 Header): arrow in a 25-point column, title from x = 30.
@MainActor
final class ArrowHeader: UIButton {
    override func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 0, y: 0, width: 25, height: contentRect.height)
    }

    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: 30, y: 0, width: contentRect.width, height: contentRect.height)
    }
}

/// Records the group header taps, as the seed's controller does.
@MainActor
final class FriendsController: NSObject {
    var openSections: Set<Int> = []
    func titleClick(_ button: UIButton) {
        if openSections.contains(button.tag) { openSections.remove(button.tag) } else { openSections.insert(button.tag) }
    }
}

/// A button whose content rect is its bounds inset by 10 points, and whose background is inset by 2.
@MainActor
final class InsetContentButton: UIButton {
    override func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 10) }
    override func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 2, dy: 2) }
}

@MainActor
@Suite("UIButton layout", .headless)
struct ButtonLayoutTests {
    /// A 200x60 button with a 20x20 image and the title "Title", and the title's natural size.
    private func makeButton() throws -> (UIButton, CGSize) {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        button.setImage(try controlTestImage(width: 20, height: 20), for: .normal)
        button.setTitle("Title", for: .normal)
        let titleSize = try #require(button.titleLabel).sizeThatFits(.zero)
        #expect(titleSize.width > 20 && titleSize.height > 10)
        return (button, titleSize)
    }

    private func frames(_ button: UIButton) throws -> (image: CGRect, title: CGRect) {
        button.setNeedsLayout()
        button.layoutIfNeeded()
        return (try #require(button.imageView).frame, try #require(button.titleLabel).frame)
    }

    /// `value` rounded to the pixels of the default 2x screen, as centring does.
    private func pixelRounded(_ value: CGFloat) -> CGFloat { (value * 2).rounded() / 2 }

    // MARK: - The seeds' subclasses

    @Test func myButtonPutsItsImageOnTheTop70PercentAndItsTitleBelow() throws {
        let button = MyButton(type: .custom)
        button.frame = CGRect(x: 64, y: 0, width: 64, height: 100)
        button.setTitle("产品-1", for: .normal)
        button.setImage(try controlTestImage(width: 40, height: 40), for: .normal)
        button.layoutIfNeeded()
        #expect(button.imageView?.frame == CGRect(x: 0, y: 0, width: 64, height: 70))
        #expect(button.titleLabel?.frame == CGRect(x: 0, y: 70, width: 64, height: 30))
        #expect(button.titleLabel?.textColor == .black)
        #expect(button.imageView?.contentMode == .scaleAspectFit)
    }

    @Test func headerViewPutsItsArrowAt00And32x32AndTheTitleAfterTheImage() throws {
        let header = HeaderView(type: .custom)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        header.setTitle("我的好友", for: .normal)
        header.setTitleColor(.black, for: .normal)
        header.layoutIfNeeded()
        #expect(header.imageView?.frame == CGRect(x: 0, y: 0, width: 32, height: 32))
        let titleSize = try #require(header.titleLabel).sizeThatFits(.zero)
        let pairX = pixelRounded((320 - (8 + titleSize.width)) / 2)
        #expect(header.titleLabel?.frame.minX == pairX + 8)
    }

    @Test func aRotatedArrowTurnsAboutTheCentreOfItsImageRect() throws {
        let header = HeaderView(type: .custom)
        header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
        header.imageView?.transform = CGAffineTransform(rotationAngle: .pi / 2)
        header.layoutIfNeeded()
        let arrow = try #require(header.imageView)
        #expect(arrow.bounds.size == CGSize(width: 32, height: 32))
        #expect(arrow.center == CGPoint(x: 16, y: 16))
    }

    @Test func arrowHeaderPlacesItsColumnAndTitleAndKeepsThemWhenTheArrowTurns() throws {
        let header = ArrowHeader(type: .custom)
        header.bounds = CGRect(x: 0, y: 0, width: 320, height: 44)
        header.setImage(try controlTestImage(width: 10, height: 10), for: .normal)
        header.setTitle("大学同学", for: .normal)
        header.layoutIfNeeded()
        #expect(header.imageView?.frame == CGRect(x: 0, y: 0, width: 25, height: 44))
        #expect(header.titleLabel?.frame == CGRect(x: 30, y: 0, width: 320, height: 44))
        header.imageView?.transform = CGAffineTransform(rotationAngle: .pi / 2)
        header.setNeedsLayout()
        header.layoutIfNeeded()
        #expect(header.imageView?.bounds.size == CGSize(width: 25, height: 44))
        #expect(header.imageView?.center == CGPoint(x: 12.5, y: 22))
    }

    @Test func tappingASeedHeaderSendsItsTagToTheController() {
        let window = makeControlWindow()
        let controller = FriendsController()
        let header = HeaderView(type: .custom)
        header.frame = CGRect(x: 0, y: 40, width: 320, height: 40)
        header.tag = 1
        header.addTarget(controller, action: FriendsController.titleClick, for: .touchUpInside)
        window.addSubview(header)
        header.tap()
        #expect(controller.openSections == [1])
        header.tap()
        #expect(controller.openSections.isEmpty)
    }

    @Test func layoutUsesTheOverriddenContentAndBackgroundRects() throws {
        let button = InsetContentButton(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        button.setBackgroundImage(try controlTestImage(width: 4, height: 4), for: .normal)
        button.setImage(try controlTestImage(width: 10, height: 10), for: .normal)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.subviews.first?.frame == CGRect(x: 2, y: 2, width: 96, height: 46))
        #expect(button.imageView?.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test func theDefaultRectsAreTheBoundsAndTheBoundsLessTheContentInsets() {
        let button = UIButton()
        button.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        let bounds = CGRect(x: 0, y: 0, width: 100, height: 40)
        #expect(button.backgroundRect(forBounds: bounds) == bounds)
        #expect(button.contentRect(forBounds: bounds) == CGRect(x: 2, y: 1, width: 94, height: 36))
    }

    // MARK: - Default placement

    @Test func centredImageAndTitleSitSideBySideInTheMiddle() throws {
        let (button, title) = try makeButton()
        let placed = try frames(button)
        let pairX = pixelRounded((200 - (20 + title.width)) / 2)
        #expect(placed.image == CGRect(x: pairX, y: 20, width: 20, height: 20))
        #expect(placed.title == CGRect(x: pairX + 20, y: pixelRounded((60 - title.height) / 2),
                                       width: title.width, height: title.height))
    }

    @Test func leftAndTopAlignmentStartAtTheContentInsets() throws {
        let (button, title) = try makeButton()
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        let placed = try frames(button)
        #expect(placed.image == CGRect(x: 10, y: 4, width: 20, height: 20))
        #expect(placed.title == CGRect(x: 30, y: 4, width: title.width, height: title.height))
        button.contentHorizontalAlignment = .leading
        #expect(try frames(button).image.minX == 10)
    }

    @Test func rightAndBottomAlignmentEndAtTheContentInsets() throws {
        let (button, title) = try makeButton()
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
        button.contentHorizontalAlignment = .right
        button.contentVerticalAlignment = .bottom
        let placed = try frames(button)
        #expect(placed.title == CGRect(x: 188 - title.width, y: 54 - title.height, width: title.width, height: title.height))
        #expect(placed.image == CGRect(x: 188 - title.width - 20, y: 34, width: 20, height: 20))
        button.contentHorizontalAlignment = .trailing
        #expect(try frames(button).title.maxX == 188)
    }

    @Test func fillAlignmentGivesTheTitleTheRestOfTheContentRect() throws {
        let (button, _) = try makeButton()
        button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 10, bottom: 6, right: 12)
        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        let placed = try frames(button)
        #expect(placed.image == CGRect(x: 10, y: 4, width: 20, height: 50))
        #expect(placed.title == CGRect(x: 30, y: 4, width: 158, height: 50))
    }

    @Test func edgeInsetsOfAPartShiftOnlyThatPart() throws {
        let (button, title) = try makeButton()
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.imageEdgeInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        let placed = try frames(button)
        #expect(placed.image == CGRect(x: 20, y: 10, width: 20, height: 20))
        #expect(placed.title == CGRect(x: 60, y: 0, width: title.width, height: title.height))
    }

    @Test func centredATitleInsetShiftsTheTitleByHalfTheInset() throws {
        let (button, title) = try makeButton()
        let before = try frames(button)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        let after = try frames(button)
        #expect(after.image == before.image)
        #expect(after.title.minX == pixelRounded((220 - (20 + title.width)) / 2) + 20)
        #expect(after.title.minX - before.title.minX == 10)
    }

    @Test func theSeedsLeftAlignedHeaderPutsArrowThenTitleAfterTheirInsets() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        button.setImage(try controlTestImage(width: 12, height: 12), for: .normal)
        button.setTitle("Friends", for: .normal)
        button.contentHorizontalAlignment = .left
        button.contentEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        let placed = try frames(button)
        #expect(placed.image == CGRect(x: 20, y: 16, width: 12, height: 12))
        #expect(placed.title.minX == 52)
    }

    @Test func anImageTooBigForTheContentRectShrinksKeepingItsAspectRatio() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        button.setImage(try controlTestImage(width: 100, height: 80), for: .normal)
        let placed = try frames(button)
        #expect(placed.image.size == CGSize(width: 50, height: 40))
        #expect(placed.image.origin == CGPoint(x: 75, y: 0))
    }

    @Test func aTitleTooLongIsCutToTheWidthLeftBesideTheImage() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        button.setImage(try controlTestImage(width: 20, height: 20), for: .normal)
        button.setTitle("A title much too long to fit in a hundred points", for: .normal)
        let placed = try frames(button)
        #expect(placed.image.minX == 0)
        #expect(placed.title == CGRect(x: 20, y: placed.title.minY, width: 80, height: placed.title.height))
    }

    // MARK: - Sizing

    @Test func sizeThatFitsIsContentInsetsPlusImageAndTitleWidthsByTheTallerHeight() throws {
        let (button, title) = try makeButton()
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        button.titleEdgeInsets = UIEdgeInsets(top: 7, left: 30, bottom: 7, right: 30)
        button.imageEdgeInsets = UIEdgeInsets(top: 7, left: 30, bottom: 7, right: 30)
        let expected = CGSize(width: 40 + title.width, height: 10 + max(20, title.height))
        #expect(button.sizeThatFits(CGSize(width: 1000, height: 1000)) == expected)
        #expect(button.intrinsicContentSize == expected)
        button.frame.origin = CGPoint(x: 7, y: 9)
        button.sizeToFit()
        #expect(button.frame == CGRect(origin: CGPoint(x: 7, y: 9), size: expected))
    }

    @Test func sizeThatFitsIsAtLeastTheBackgroundImage() throws {
        let button = UIButton()
        button.setBackgroundImage(try controlTestImage(width: 50, height: 20), for: .normal)
        #expect(button.sizeThatFits(.zero) == CGSize(width: 50, height: 20))
        #expect(UIButton().sizeThatFits(.zero) == .zero)
    }
}
