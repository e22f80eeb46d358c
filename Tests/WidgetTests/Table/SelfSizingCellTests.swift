// SelfSizingCellTests.swift: rows whose height is `UITableView.automaticDimension` take the height
// their cell's constraints give at the table's width, as iOS self-sizing cells do. Every expected
// height is the constraints' constants plus the label's own wrapped height, worked out apart.
import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

/// A cell with one multi-line label pinned 8 points inside the content view at the top and
/// bottom and 16 at the sides: the usual self-sizing cell of an iOS app.
final class MessageCell: UITableViewCell {
    let messageLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        messageLabel.numberOfLines = 0
        messageLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(messageLabel)
        NSLayoutConstraint.activate([
            messageLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            messageLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            messageLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            messageLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// A data source of messages shown in `MessageCell`s, counting what the table asks.
@MainActor
final class MessageSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var messages: [String]
    var cellRequests = 0
    var cellsMade = 0

    init(messages: [String]) { self.messages = messages }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message") as? MessageCell
            ?? { cellsMade += 1; return MessageCell(style: .default, reuseIdentifier: "Message") }()
        cell.messageLabel.text = messages[indexPath.row]
        return cell
    }
}

@MainActor
@Suite(.headless)
struct SelfSizingCellTests {
    static let latin = "Self-sizing cells take the height their constraints give them, so a long message wraps onto as many lines as it needs and its row grows to fit."
    static let chinese = "自适应高度的单元格会根据约束计算出自己的高度，所以一段很长的中文消息会换行显示，行高也随之变大，不会被截断。"

    /// The height a multi-line label with `text` needs at `width`, asked of a label of its own.
    private func wrappedHeight(_ text: String, width: CGFloat) -> CGFloat {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = text
        return label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }

    /// A 320x480 table of `messages` with `rowHeight = automaticDimension`, laid out.
    private func makeMessageTable(_ messages: [String], width: CGFloat = 320,
                                  estimate: CGFloat = 44) -> (table: UITableView, source: MessageSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: width, height: 480), style: .plain)
        let source = MessageSource(messages: messages)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = estimate
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test func rowsTakeTheHeightTheirConstraintsGive() throws {
        let messages = ["Hi", Self.latin, Self.chinese]
        let (table, _) = makeMessageTable(messages)
        var top: CGFloat = 0
        for (row, message) in messages.enumerated() {
            let expected = 8 + wrappedHeight(message, width: 320 - 32) + 8
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            #expect(rect == CGRect(x: 0, y: top, width: 320, height: expected), "row \(row)")
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? MessageCell)
            #expect(cell.frame.height == expected)
            #expect(cell.messageLabel.frame == CGRect(x: 16, y: 8, width: 288, height: expected - 16))
            top += expected
        }
        // The long messages wrap: their rows are taller than a one-line row.
        let oneLine = 8 + wrappedHeight("Hi", width: 288) + 8
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > oneLine * 2)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height > oneLine * 2)
    }

    @Test func theConceptPageExample() {
        // snippet: self-sizing-cells
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = MessageSource(messages: ["Hi", String(repeating: "A longer message. ", count: 8)])
        table.rowHeight = UITableView.automaticDimension   // rows size themselves
        table.estimatedRowHeight = 60                       // a guess for rows not yet shown
        table.dataSource = source
        table.layoutIfNeeded()
        // MessageCell pins its multi-line label 8 points inside the content view, top to bottom,
        // so each row is the label's wrapped height plus 16.
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(short == 8 + wrappedHeight("Hi", width: 320 - 32) + 8)
        #expect(long > 3 * short)
        // end snippet
    }

    @Test func theSameRowIsTallerInANarrowerTable() {
        let narrow = makeMessageTable([Self.latin], width: 200).table
        let wide = makeMessageTable([Self.latin], width: 320).table
        let narrowHeight = narrow.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(narrowHeight == 8 + wrappedHeight(Self.latin, width: 200 - 32) + 8)
        #expect(narrowHeight > wide.rectForRow(at: IndexPath(row: 0, section: 0)).height)
    }

    @Test func aWidthChangeMeasuresTheRowsAgain() {
        let (table, source) = makeMessageTable([Self.latin, "Hi"])
        table.frame.size.width = 200
        table.layoutIfNeeded()
        let expected = 8 + wrappedHeight(Self.latin, width: 168) + 8
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == expected)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == expected)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == expected)
        withExtendedLifetime(source) {}
    }

    @Test func reloadingARowMeasuresItsNewContent() {
        let (table, source) = makeMessageTable(["Hi", "Hi"])
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        source.messages[0] = Self.chinese
        table.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        table.layoutIfNeeded()
        let tall = 8 + wrappedHeight(Self.chinese, width: 288) + 8
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == tall)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: tall, width: 320, height: short))
    }

    @Test func eachRowOnScreenIsAskedForItsCellOnce() {
        let (_, source) = makeMessageTable(Array(repeating: Self.latin, count: 50))
        // The cell made to measure a row is the cell shown in it.
        #expect(source.cellRequests == source.cellsMade)
        #expect(source.cellRequests > 0)
    }

    @Test func scrollingAThousandRowsMakesOnlyTheCellsOnScreen() {
        let messages = (0..<1000).map { $0 % 3 == 0 ? Self.latin : $0 % 3 == 1 ? Self.chinese : "Row \($0)" }
        let (table, source) = makeMessageTable(messages, estimate: 60)
        var mostVisible = table.visibleCells.count
        while table.contentOffset.y + table.bounds.height < table.contentSize.height {
            table.contentOffset.y += 100
            table.layoutIfNeeded()
            mostVisible = max(mostVisible, table.visibleCells.count)
        }
        #expect(source.cellsMade <= mostVisible + 2)
        // Every row was measured on the way down: the content is the sum of the real heights.
        let total = (0..<1000).reduce(CGFloat(0)) { sum, row in
            sum + 8 + wrappedHeight(messages[row], width: 288) + 8
        }
        #expect(abs(table.contentSize.height - total) < 0.01)
    }

    @Test func aDelegateThatAnswersAutomaticDimensionSelfSizesThatRowOnly() {
        final class MixedSource: MessageSourceWithHeights {
            override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                indexPath.row == 0 ? 30 : UITableView.automaticDimension
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = MixedSource(messages: ["Hi", Self.latin])
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0))
            == CGRect(x: 0, y: 30, width: 320, height: 8 + wrappedHeight(Self.latin, width: 288) + 8))
    }

    @Test func aStandardCellWithAMultiLineLabelGrows() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = RecordingTableSource(rowCounts: [2])
        table.rowHeight = UITableView.automaticDimension
        table.dataSource = source
        table.layoutIfNeeded()
        // A one-line standard cell keeps the standard height.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)

        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = Self.latin
        let size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        let labelHeight = wrappedHeight(Self.latin, width: 320 - 30)
        #expect(size == CGSize(width: 320, height: labelHeight + 22))
        #expect(size.height > 44)
    }

    @Test func aContentViewThatConstraintsCollapseGetsTheStandardHeightAndUIKitsWarning() {
        final class CollapsingCell: UITableViewCell {
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                // Only the top is pinned: nothing holds the content view open.
                box.topAnchor.constraint(equalTo: contentView.topAnchor).isActive = true
                box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor).isActive = true
            }
            required init?(coder: NSCoder) { nil }
        }
        let cell = CollapsingCell(style: .default, reuseIdentifier: nil)
        var size = CGSize.zero
        let messages = Headless.recordingViolations {
            size = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(size == CGSize(width: 320, height: 44))
        #expect(messages == ["Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead."])
    }

    @Test func theAccessoryNarrowsTheContentView() {
        let cell = MessageCell(style: .default, reuseIdentifier: nil)
        cell.messageLabel.text = Self.latin
        cell.accessoryType = .disclosureIndicator
        let height = cell.systemLayoutSizeFitting(CGSize(width: 320, height: 0),
                                                  withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel).height
        cell.layoutIfNeeded()
        let contentWidth = cell.contentView.bounds.width
        #expect(contentWidth < 320)
        #expect(height == 8 + wrappedHeight(Self.latin, width: contentWidth - 32) + 8)
    }

    @Test func headersWithConstraintsSizeThemselvesWhenTheHeightIsAutomatic() {
        final class HeaderSource: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
                let label = UILabel()
                label.numberOfLines = 0
                label.text = SelfSizingCellTests.latin
                label.translatesAutoresizingMaskIntoConstraints = false
                header.contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: header.contentView.topAnchor, constant: 12),
                    label.bottomAnchor.constraint(equalTo: header.contentView.bottomAnchor, constant: -12),
                    label.leadingAnchor.constraint(equalTo: header.contentView.leadingAnchor, constant: 20),
                    label.trailingAnchor.constraint(equalTo: header.contentView.trailingAnchor, constant: -20),
                ])
                return header
            }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = HeaderSource()
        table.sectionHeaderHeight = UITableView.automaticDimension
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let expected = 12 + wrappedHeight(Self.latin, width: 280) + 12
        #expect(table.rectForHeader(inSection: 0).height == expected)
        #expect(table.headerView(forSection: 0)?.frame.height == expected)
        // Below the header and the 22 points of padding a plain table puts above it (iOS 15).
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 22 + expected)
    }

    @Test func aMeasuredCellIsFreedWhenTheTableGoes() {
        weak var weakCell: UITableViewCell?
        weak var weakTable: UITableView?
        do {
            let (table, _) = makeMessageTable([Self.latin])
            weakCell = table.visibleCells.first
            weakTable = table
            #expect(weakCell != nil)
        }
        #expect(weakTable == nil)
        #expect(weakCell == nil)
    }
}

/// `MessageSource` with a height method a subclass can override.
@MainActor
class MessageSourceWithHeights: NSObject, UITableViewDataSource, UITableViewDelegate {
    var messages: [String]
    init(messages: [String]) { self.messages = messages }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message") as? MessageCell
            ?? MessageCell(style: .default, reuseIdentifier: "Message")
        cell.messageLabel.text = messages[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}
