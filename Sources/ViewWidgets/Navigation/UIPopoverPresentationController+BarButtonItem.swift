// UIPopoverPresentationController+BarButtonItem.swift: a popover's bar button item source (the
// presentation controller lives in ViewKernel, which does not know bar button items).

extension UIPopoverPresentationController {
    /// The bar button item the popover points at, as UIKit's `barButtonItem`; the popover points
    /// at the item's custom view when it has one (Docs/Differences.md).
    public var barButtonItem: UIBarButtonItem? {
        get { barButtonItemStorage as? UIBarButtonItem }
        set {
            barButtonItemStorage = newValue
            barButtonItemView = { [weak newValue] in newValue?.customView }
        }
    }
}

extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
