// UIAlertController+TextFields.swift: the text fields of an alert: added and configured at once,
// stacked between the message and the buttons, the first one focused when the alert appears,
// and the alert kept above the keyboard.

extension UIAlertController {
    /// Adds an editable text field to the alert, as UIKit's `addTextField(configurationHandler:)`.
    ///
    /// `configurationHandler` runs at once with the new field, before the alert is shown; set
    /// the placeholder, the text, `isSecureTextEntry` or the keyboard there. Fields are stacked in
    /// the order they are added, between the message and the buttons; ``textFields`` keeps them so
    /// an action's handler can read what was typed. When the alert appears its first field
    /// becomes the first responder, so the keyboard rises with the alert.
    ///
    /// Only alerts (`.alert`) take text fields: on an action sheet this is reported as UIKit
    /// raises it ("Text fields can only be added to an alert controller of style
    /// UIAlertControllerStyleAlert") and nothing is added.
    public func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Headless.reportViolation("Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField()
        field.font = .systemFont(ofSize: AlertMetrics.textFieldFontSize)
        field.borderStyle = .none
        configurationHandler?(field)
        textFieldStorage.append(field)
        contentDidChange()
    }

    /// The text fields added with ``addTextField(configurationHandler:)``, in order; nil when
    /// there are none, as in UIKit.
    public var textFields: [UITextField]? {
        textFieldStorage.isEmpty ? nil : textFieldStorage
    }

    /// The frames that hold the fields, each with a hairline border, made anew with the content.
    func makeTextFieldContainers() -> [UIView] {
        textFieldStorage.map { field in
            let container = UIView()
            container.backgroundColor = .white
            container.layer.borderWidth = 1 / UIScreen.main.scale
            container.layer.borderColor = UIAlertController.separatorColor.cgColor
            container.addSubview(field)
            return container
        }
    }

    /// Lays out the field containers from `top`, stacked with no gap and inset from the box's
    /// sides; returns the bottom of the last one (`top` when there are none).
    func layOutTextFields(in alertView: UIAlertControllerView, width: CGFloat, top: CGFloat) -> CGFloat {
        var y = top
        let inset = AlertMetrics.textFieldSideInset
        for container in alertView.textFieldContainers {
            container.frame = CGRect(x: inset, y: y, width: width - inset * 2, height: AlertMetrics.textFieldHeight)
            if let field = container.subviews.first {
                field.frame = container.bounds.insetBy(dx: AlertMetrics.textFieldTextInset, dy: 0)
            }
            y += AlertMetrics.textFieldHeight
        }
        return y
    }

    /// Focuses the first field as the alert starts to appear (its view is in the window by then).
    func focusFirstTextField() {
        guard let first = textFieldStorage.first, !textFieldStorage.contains(where: \.isFirstResponder) else { return }
        first.becomeFirstResponder()
    }
}

extension UIAlertControllerView {
    /// Follows the keyboard: the alert box is centred in the part of the screen above it, moving
    /// with the keyboard's animation.
    func keyboardWillChangeFrame(_ notification: Notification) {
        guard let info = notification.userInfo,
              let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let covered = window == nil ? 0 : max(0, bounds.maxY - convert(end, from: nil).minY)
        guard covered != keyboardCoveredHeight else { return }
        keyboardCoveredHeight = covered
        setNeedsLayout()
        UIView.animate(withDuration: duration) { self.layoutIfNeeded() }
    }
}
