// UIAlertController+Layout.swift: where an alert's title, message and buttons go, as a phone
// shows them: an alert box in the middle of the screen, or an action sheet at the bottom (in a
// popover on an iPad).

extension UIAlertController {
    /// Sizes of the alert box (points).
    enum AlertMetrics {
        static let width: CGFloat = 270
        static let sideInset: CGFloat = 16
        static let topInset: CGFloat = 20
        static let titleMessageGap: CGFloat = 4
        static let bottomInset: CGFloat = 20
        static let buttonHeight: CGFloat = 44
        static let cornerRadius: CGFloat = 14
        static let textFieldHeight: CGFloat = 24
        static let textFieldSideInset: CGFloat = 16
        static let textFieldTextInset: CGFloat = 4
        static let textFieldFontSize: CGFloat = 13
        /// The space above and below the stack of text fields.
        static let textFieldGap: CGFloat = 16
    }

    /// Sizes of the action sheet (points).
    enum SheetMetrics {
        static let margin: CGFloat = 8
        static let headerInset: CGFloat = 14
        static let buttonHeight: CGFloat = 57
        static let cornerRadius: CGFloat = 13
        /// The width of an action sheet shown in a popover (a guess).
        static let popoverWidth: CGFloat = 304
    }

    /// The colour of the hairlines between parts.
    static let separatorColor = UIColor(white: 0, alpha: 0.2)

    /// The actions in the order their buttons are shown: as added, the cancel action last, except
    /// in a row of two, where it comes first (on the left).
    func displayedActions(inRow: Bool) -> [UIAlertAction] {
        let others = actionStorage.filter { $0.style != .cancel }
        let cancel = actionStorage.filter { $0.style == .cancel }
        return inRow ? cancel + others : others + cancel
    }

    /// Whether an alert shows its buttons side by side: exactly two, each title fitting half the width.
    func showsButtonsInRow() -> Bool {
        guard preferredStyle == .alert, actionStorage.count == 2 else { return false }
        let room = AlertMetrics.width / 2 - 16
        return actionStorage.allSatisfy { action in
            let size = ((action.title ?? "") as NSString).size(withAttributes: [.font: UIFont.boldSystemFont(ofSize: 17)])
            return size.width <= room
        }
    }

    /// Makes the labels, groups, buttons and hairlines anew for the current content.
    func rebuildContent() {
        guard let alertView = viewIfLoaded as? UIAlertControllerView else { return }
        let focusedField = textFieldStorage.first(where: \.isFirstResponder)
        defer { focusedField?.becomeFirstResponder() }
        for subview in alertView.subviews { subview.removeFromSuperview() }
        let isAlert = preferredStyle == .alert
        let headerFontSize: CGFloat = isAlert ? 17 : 13
        let headerColor = isAlert ? UIColor.black : UIColor(white: 0.56, alpha: 1)
        alertView.titleLabel = makeHeaderLabel(title, font: .boldSystemFont(ofSize: headerFontSize), color: headerColor)
        alertView.messageLabel = makeHeaderLabel(message, font: .systemFont(ofSize: 13), color: headerColor)
        let inRow = showsButtonsInRow()
        alertView.actionViews = displayedActions(inRow: inRow).map { action in
            let actionView = UIAlertControllerActionView(action: action)
            actionView.titleFont = buttonFont(for: action)
            return actionView
        }
        let cancelApart = !isAlert && actionStorage.contains { $0.style == .cancel }
        let groupCount = cancelApart ? 2 : 1
        alertView.groups = (0..<groupCount).map { _ in UIAlertControllerGroupView() }
        for group in alertView.groups {
            group.layer.cornerRadius = isAlert ? AlertMetrics.cornerRadius : SheetMetrics.cornerRadius
            alertView.addSubview(group)
        }
        let main = alertView.groups[0]
        for label in [alertView.titleLabel, alertView.messageLabel].compactMap({ $0 }) { main.addSubview(label) }
        alertView.textFieldContainers = makeTextFieldContainers()
        for container in alertView.textFieldContainers { main.addSubview(container) }
        alertView.separators = []
        for (index, actionView) in alertView.actionViews.enumerated() {
            let isLastApart = cancelApart && index == alertView.actionViews.count - 1
            let group = isLastApart ? alertView.groups[1] : main
            let hasContentAbove = !isLastApart && (index > 0 || alertView.titleLabel != nil || alertView.messageLabel != nil
                || !textFieldStorage.isEmpty)
            if hasContentAbove {
                let separator = UIView()
                separator.backgroundColor = UIAlertController.separatorColor
                group.addSubview(separator)
                alertView.separators.append(separator)
            }
            group.addSubview(actionView)
        }
        alertView.setNeedsLayout()
    }

    /// The font of an action's title: an alert's bold for the preferred action (or, without one,
    /// the cancel action), an action sheet's bold for its cancel action; 17 points in an alert,
    /// 20 in a sheet.
    private func buttonFont(for action: UIAlertAction) -> UIFont {
        let size: CGFloat = preferredStyle == .alert ? 17 : 20
        let isBold: Bool
        if preferredStyle == .alert, let preferred = preferredActionStorage {
            isBold = preferred === action
        } else {
            isBold = action.style == .cancel
        }
        return isBold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    }

    private func makeHeaderLabel(_ text: String?, font: UIFont, color: UIColor) -> UILabel? {
        guard let text, !text.isEmpty else { return nil }
        let label = UILabel()
        label.text = text
        label.font = font
        label.textColor = color
        label.textAlignment = .center
        label.numberOfLines = 0
        return label
    }

    /// Places everything for the view's current size.
    func layOutContent(in alertView: UIAlertControllerView) {
        if preferredStyle == .alert {
            layOutAlert(in: alertView)
        } else {
            layOutSheet(in: alertView)
        }
    }

    /// The header (title and message) laid out from `top` in a group of `width`; returns its bottom.
    private func layOutHeader(in alertView: UIAlertControllerView, width: CGFloat, top: CGFloat,
                              inset: CGFloat, gap: CGFloat, bottomInset: CGFloat) -> CGFloat {
        let labels = [alertView.titleLabel, alertView.messageLabel].compactMap { $0 }
        guard !labels.isEmpty else { return 0 }
        var y = top
        for (index, label) in labels.enumerated() {
            if index > 0 { y += gap }
            let textWidth = width - inset * 2
            let height = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: inset, y: y, width: textWidth, height: height)
            y += height
        }
        return y + bottomInset
    }

    private func layOutAlert(in alertView: UIAlertControllerView) {
        guard let box = alertView.groups.first else { return }
        let width = AlertMetrics.width
        let height = AlertMetrics.buttonHeight
        let hasFields = !alertView.textFieldContainers.isEmpty
        var y = layOutHeader(in: alertView, width: width, top: AlertMetrics.topInset, inset: AlertMetrics.sideInset,
                             gap: AlertMetrics.titleMessageGap,
                             bottomInset: hasFields ? AlertMetrics.textFieldGap : AlertMetrics.bottomInset)
        if hasFields {
            y = layOutTextFields(in: alertView, width: width, top: y == 0 ? AlertMetrics.topInset : y)
                + AlertMetrics.textFieldGap
        }
        let hairline = 1 / UIScreen.main.scale
        var separators = alertView.separators.makeIterator()
        if showsButtonsInRow(), alertView.actionViews.count == 2 {
            separators.next()?.frame = CGRect(x: 0, y: y, width: width, height: hairline)
            separators.next()?.frame = CGRect(x: width / 2, y: y, width: hairline, height: height)
            alertView.actionViews[0].frame = CGRect(x: 0, y: y, width: width / 2, height: height)
            alertView.actionViews[1].frame = CGRect(x: width / 2, y: y, width: width / 2, height: height)
            y += height
        } else {
            for actionView in alertView.actionViews {
                if y > 0 { separators.next()?.frame = CGRect(x: 0, y: y, width: width, height: hairline) }
                actionView.frame = CGRect(x: 0, y: y, width: width, height: height)
                y += height
            }
        }
        let bounds = alertView.bounds
        let room = max(y, bounds.height - alertView.keyboardCoveredHeight)
        box.frame = CGRect(x: (bounds.width - width) / 2, y: ((room - y) / 2).rounded(), width: width, height: y)
    }

    /// Whether the action sheet shows as a popover (in a regular-width window).
    var isShownInPopover: Bool {
        preferredStyle == .actionSheet && presentingViewController != nil
            && presentationController is UIPopoverPresentationController
            && presentationController?.presentationStyle == .popover
    }

    /// The size of an action sheet shown in a popover: its header and its actions but the
    /// cancel action, 304 points wide.
    func popoverSheetSize() -> CGSize {
        let width = SheetMetrics.popoverWidth
        guard let alertView = viewIfLoaded as? UIAlertControllerView else { return .zero }
        var height: CGFloat = 0
        let labels = [alertView.titleLabel, alertView.messageLabel].compactMap { $0 }
        for label in labels {
            height += label.sizeThatFits(CGSize(width: width - 2 * SheetMetrics.headerInset, height: .greatestFiniteMagnitude)).height
        }
        if !labels.isEmpty { height += 2 * SheetMetrics.headerInset + 2 * CGFloat(labels.count - 1) }
        height += CGFloat(actionStorage.filter { $0.style != .cancel }.count) * SheetMetrics.buttonHeight
        return CGSize(width: width, height: height)
    }

    /// Lays out an action sheet's header and its actions but a cancel action set apart, one
    /// under the other from the top of its first group, `width` wide; returns their height.
    private func layOutSheetHeaderAndActions(in alertView: UIAlertControllerView, width: CGFloat) -> CGFloat {
        let height = SheetMetrics.buttonHeight
        let hairline = 1 / UIScreen.main.scale
        let mainActions = alertView.groups.count == 2 ? alertView.actionViews.dropLast() : alertView.actionViews[...]
        var y = layOutHeader(in: alertView, width: width, top: SheetMetrics.headerInset, inset: SheetMetrics.headerInset,
                             gap: 2, bottomInset: SheetMetrics.headerInset)
        var separators = alertView.separators.makeIterator()
        for actionView in mainActions {
            if y > 0 { separators.next()?.frame = CGRect(x: 0, y: y, width: width, height: hairline) }
            actionView.frame = CGRect(x: 0, y: y, width: width, height: height)
            y += height
        }
        return y
    }

    /// An action sheet in a popover: its header and actions fill the popover from the top; the
    /// cancel action is not shown (a tap outside dismisses instead).
    private func layOutSheetInPopover(in alertView: UIAlertControllerView) {
        alertView.backgroundColor = .clear
        let width = alertView.bounds.width
        let height = SheetMetrics.buttonHeight
        let cancelApart = alertView.groups.count == 2
        let y = layOutSheetHeaderAndActions(in: alertView, width: width)
        // The cancel action is laid out below, hidden (a view of no size would inset its title
        // to a null rectangle).
        if cancelApart, let cancelView = alertView.actionViews.last {
            alertView.groups[1].frame = CGRect(x: 0, y: y, width: width, height: height)
            alertView.groups[1].isHidden = true
            cancelView.frame = CGRect(x: 0, y: 0, width: width, height: height)
        }
        alertView.groups[0].layer.cornerRadius = 0
        alertView.groups[0].frame = CGRect(x: 0, y: 0, width: width, height: y)
        alertView.groups[0].isHidden = y == 0
    }

    private func layOutSheet(in alertView: UIAlertControllerView) {
        if isShownInPopover { return layOutSheetInPopover(in: alertView) }
        // Undo what a popover layout of the same sheet (in a regular width) changed.
        alertView.backgroundColor = UIColor(white: 0, alpha: UIAlertControllerView.dimmingAlpha)
        alertView.groups[0].layer.cornerRadius = SheetMetrics.cornerRadius
        if alertView.groups.count == 2 { alertView.groups[1].isHidden = false }
        let bounds = alertView.bounds
        let width = bounds.width - SheetMetrics.margin * 2
        let height = SheetMetrics.buttonHeight
        let cancelApart = alertView.groups.count == 2
        let y = layOutSheetHeaderAndActions(in: alertView, width: width)
        var bottom = bounds.height - max(SheetMetrics.margin, alertView.safeAreaInsets.bottom)
        if cancelApart, let cancelView = alertView.actionViews.last {
            alertView.groups[1].frame = CGRect(x: SheetMetrics.margin, y: bottom - height, width: width, height: height)
            cancelView.frame = CGRect(x: 0, y: 0, width: width, height: height)
            bottom -= height + SheetMetrics.margin
        }
        alertView.groups[0].frame = CGRect(x: SheetMetrics.margin, y: bottom - y, width: width, height: y)
        alertView.groups[0].isHidden = y == 0
    }
}
