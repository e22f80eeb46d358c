import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UITableViewCell", .headless)
struct TableCellTests {
    @Test func styleRawValuesAreUIKits() {
        #expect(UITableViewCell.CellStyle.default.rawValue == 0)
        #expect(UITableViewCell.CellStyle.value1.rawValue == 1)
        #expect(UITableViewCell.CellStyle.value2.rawValue == 2)
        #expect(UITableViewCell.CellStyle.subtitle.rawValue == 3)
        #expect(UITableViewCell.AccessoryType.checkmark.rawValue == 3)
        #expect(UITableViewCell.SelectionStyle.default.rawValue == 3)
    }

    @Test func aNewCellIs320By44WithItsSubviewsInTheContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "C")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.reuseIdentifier == "C")
        #expect(cell.textLabel?.superview === cell.contentView)
        #expect(cell.accessoryType == .none)
        #expect(cell.selectionStyle == .default)
    }

    @Test func theDefaultStyleHasNoDetailLabel() {
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).detailTextLabel != nil)
    }

    @Test func subtitlePutsTheDetailUnderTheText() throws {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Detail"
        cell.layoutIfNeeded()
        let text = try #require(cell.textLabel?.frame), detail = try #require(cell.detailTextLabel?.frame)
        #expect(detail.minY >= text.maxY)
        #expect(detail.minX == text.minX)
    }

    @Test func value1PutsTheDetailOnTheRight() throws {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        let text = try #require(cell.textLabel?.frame), detail = try #require(cell.detailTextLabel?.frame)
        #expect(detail.minX > text.maxX)
        #expect(abs(detail.maxX - (320 - 15)) < 1e-9)
        #expect(abs(detail.midY - text.midY) < 0.5)
    }

    @Test func value2PutsARightAlignedLabelBeforeTheDetail() throws {
        let cell = UITableViewCell(style: .value2, reuseIdentifier: nil)
        cell.textLabel?.text = "home"
        cell.detailTextLabel?.text = "555-1234"
        cell.layoutIfNeeded()
        let text = try #require(cell.textLabel), detail = try #require(cell.detailTextLabel)
        #expect(text.textAlignment == .right)
        #expect(detail.frame.minX > text.frame.maxX)
    }

    @Test func theImageSitsOnTheLeftAndTheTextToItsRight() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let image = try #require(UIImage(data: testPNGData(width: 30, height: 30)))
        cell.imageView?.image = image
        cell.textLabel?.text = "Friend"
        cell.layoutIfNeeded()
        let imageFrame = try #require(cell.imageView?.frame), text = try #require(cell.textLabel?.frame)
        #expect(imageFrame.minX == 15)
        #expect(imageFrame.size == image.size)
        #expect(text.minX == imageFrame.maxX + 15)
    }

    @Test func anAccessoryNarrowsTheContentView() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessoryType = .disclosureIndicator
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.width < 320)
    }

    @Test func selectingACellHighlightsItsLabels() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.setSelected(true, animated: false)
        #expect(cell.isSelected)
        #expect(cell.textLabel?.isHighlighted == true)
        #expect(cell.detailTextLabel?.isHighlighted == true)
        cell.prepareForReuse()
        #expect(!cell.isSelected)
    }

    @Test func theCellDumpShowsItsText() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row"
        #expect(cell.description.hasPrefix("<UITableViewCell; frame = (0 0; 320 44); text = 'Row'"))
    }
}

@MainActor
@Suite("Floating headers", .headless)
struct FloatingHeaderTests {
    @Test func aPlainHeaderSticksToTheTopWhileItsRowsScrollUnderIt() throws {
        let (table, source) = makeTable(rowCounts: [20, 20]) { source, _ in
            source.headerTitles = [0: "A", 1: "B"]
        }
        defer { withExtendedLifetime(source) {} }
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.frame.minY == 200)
        // Its natural place is below the 22 points of padding a plain table puts above headers (iOS 15).
        #expect(table.rectForHeader(inSection: 0).minY == 22)
    }

    @Test func theNextHeaderPushesTheFloatingOneUp() throws {
        let (table, source) = makeTable(rowCounts: [20, 20]) { source, _ in
            source.headerTitles = [0: "A", 1: "B"]
        }
        defer { withExtendedLifetime(source) {} }
        // Section 0 is 22 + 28 + 880 = 930 high (22 points of padding above the header, iOS 15);
        // at offset 912 its header is pushed to 930 - 28 = 902.
        table.contentOffset = CGPoint(x: 0, y: 912)
        table.layoutIfNeeded()
        #expect(try #require(table.headerView(forSection: 0)).frame.minY == 902)
    }

    @Test func groupedHeadersScrollWithTheContent() throws {
        let (table, source) = makeTable(rowCounts: [20, 20], style: .grouped) { source, _ in
            source.headerTitles = [0: "A", 1: "B"]
        }
        defer { withExtendedLifetime(source) {} }
        table.contentOffset = CGPoint(x: 0, y: 20)
        table.layoutIfNeeded()
        #expect(try #require(table.headerView(forSection: 0)).frame.minY == 0)
    }
}

@MainActor
@Suite("UITableViewController", .headless)
struct TableViewControllerTests {
    final class Fruits: UITableViewController {
        let fruits = ["Apple", "Banana", "Cherry"]
        var selected: [Int] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit")
                ?? UITableViewCell(style: .default, reuseIdentifier: "Fruit")
            cell.textLabel?.text = fruits[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
        }
    }

    @Test func itsViewIsATableFedByItself() {
        let controller = Fruits(style: .grouped)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.view === controller.tableView)
    }

    @Test func itReloadsOnFirstAppearanceAndOverridesAreCalled() {
        let controller = Fruits(style: .plain)
        let window = UIWindow()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        window.tap(at: CGPoint(x: 100, y: 44 + 10))
        #expect(controller.selected == [1])
    }
}

@MainActor
@Suite("UIScrollView", .headless)
struct ScrollViewTests {
    final class Recorder: UIScrollViewDelegate {
        var events: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { events.append("scroll \(Int(scrollView.contentOffset.y))") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { events.append("didEndDragging") }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { events.append("didEndAnimation") }
    }

    @Test func contentOffsetIsTheBoundsOrigin() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentOffset = CGPoint(x: 0, y: 30)
        #expect(scroll.bounds.origin == CGPoint(x: 0, y: 30))
        #expect(scroll.clipsToBounds)
        let child = UIView(frame: CGRect(x: 0, y: 30, width: 10, height: 10))
        scroll.addSubview(child)
        #expect(child.convert(CGPoint.zero, to: scroll.superview ?? scroll) == CGPoint(x: 0, y: 30))
    }

    @Test func settingTheOffsetTellsTheDelegate() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        scroll.contentOffset = CGPoint(x: 0, y: 10)
        #expect(recorder.events == ["scroll 10"])
    }

    @Test func anAnimatedScrollMovesOnTheVirtualClock() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let recorder = Recorder()
        scroll.delegate = recorder
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset.y == 0)
        Headless.advance(by: 0.15)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 300)
        Headless.advance(by: 0.2)
        #expect(scroll.contentOffset.y == 300)
        #expect(recorder.events.last == "didEndAnimation")
    }

    @Test func scrollRectToVisibleScrollsJustEnough() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 450, width: 10, height: 50), animated: false)
        #expect(scroll.contentOffset.y == 400)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 420, width: 10, height: 10), animated: false)
        #expect(scroll.contentOffset.y == 400)
    }

    @Test func aDragScrollsAndTellsTheDelegate() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        let recorder = Recorder()
        scroll.delegate = recorder
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        window.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 30), steps: 6)
        #expect(scroll.contentOffset.y == 60)
        #expect(recorder.events.first == "willBeginDragging")
        #expect(recorder.events.last == "didEndDragging")
    }

    @Test func aDisabledScrollViewDoesNotScrollOnADrag() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 100, height: 1000)
        scroll.isScrollEnabled = false
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        window.drag(from: CGPoint(x: 50, y: 90), to: CGPoint(x: 50, y: 30), steps: 6)
        #expect(scroll.contentOffset.y == 0)
    }

    @Test func withoutBouncingADragStopsAtTheEdge() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 100, height: 150)
        scroll.bounces = false
        window.addSubview(scroll)
        window.makeKeyAndVisible()
        window.drag(from: CGPoint(x: 50, y: 95), to: CGPoint(x: 50, y: 5), steps: 9)
        #expect(scroll.contentOffset.y == 50)
    }
}
