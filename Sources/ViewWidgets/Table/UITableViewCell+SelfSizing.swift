// UITableViewCell+SelfSizing.swift: the height a cell asks for when its row's height is
// `UITableView.automaticDimension`.

extension UITableViewCell {
    /// The cell's size at `target.width`: the content view (as wide as the cell less the
    /// accessory) fitted by its constraints at `vertical` priority, or, without constraints, the
    /// standard parts' height. A content view whose constraints collapse it to no height gets the
    /// standard height, 44, with UIKit's warning.
    func selfSizedSize(fitting target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority) -> CGSize {
        updateConfigurationIfNeeded()
        let width = target.width.isFinite ? max(0, target.width) : bounds.width
        let contentWidth = max(0, width - accessoryWidth)
        let height: CGFloat
        if contentView is UIContentView, !contentView.usesConstraintsInSubtree {
            // A configuration's content view without constraints (a list content view) measures itself.
            height = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: target.height),
                                                         withHorizontalFittingPriority: .required,
                                                         verticalFittingPriority: vertical).height
        } else if contentView.usesConstraintsInSubtree {
            let fitted = contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: target.height),
                                                             withHorizontalFittingPriority: .required,
                                                             verticalFittingPriority: vertical)
            if fitted.height < 1 {
                Headless.reportLoggedProblem("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead.")
                height = 44
            } else {
                height = fitted.height
            }
        } else {
            height = standardPartsHeight(contentWidth: contentWidth)
        }
        return CGSize(width: width, height: UIScreen.main.roundedToPixels(height - 0.0001, .up))
    }

}

extension UIView {
    /// Whether this view or a view below it holds constraints, or a view below it is placed by them.
    var usesConstraintsInSubtree: Bool {
        var stack = [self]
        while let view = stack.popLast() {
            if !view.constraints.isEmpty || (view !== self && !view.translatesAutoresizingMaskIntoConstraints) {
                return true
            }
            stack.append(contentsOf: view.subviews)
        }
        return false
    }
}
