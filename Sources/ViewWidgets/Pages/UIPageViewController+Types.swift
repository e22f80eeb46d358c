// UIPageViewController+Types.swift: the styles, orientations, directions and options of a page
// view controller, and its data source and delegate protocols.

extension UIPageViewController {
    /// How pages change, as UIKit's `UIPageViewController.TransitionStyle`.
    public enum TransitionStyle: Int, Sendable {
        /// A page turns like a book's page.
        case pageCurl = 0
        /// Pages scroll side by side.
        case scroll = 1
    }

    /// The axis pages follow, as UIKit's `UIPageViewController.NavigationOrientation`.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// The way to go in `setViewControllers(_:direction:animated:completion:)`.
    public enum NavigationDirection: Int, Sendable {
        /// To the next page.
        case forward = 0
        /// To the previous page.
        case reverse = 1
    }

    /// Where the spine of a page-curl book is, as UIKit's `UIPageViewController.SpineLocation`.
    public enum SpineLocation: Int, Sendable {
        /// No spine (the scroll style).
        case none = 0
        /// At the left or top edge.
        case min = 1
        /// In the middle: two pages show.
        case mid = 2
        /// At the right or bottom edge.
        case max = 3
    }

    /// The keys of the options dictionary of `init(transitionStyle:navigationOrientation:options:)`.
    public struct OptionsKey: Hashable, Sendable, RawRepresentable {
        /// The key's name.
        public let rawValue: String
        /// Makes a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `SpineLocation` (its raw value, or the enum), for the page-curl style.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between pages, in points, for the scroll style (a `CGFloat`, `Double` or `Int`).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }
}

/// Gives a page view controller the pages around the one it shows, as UIKit's
/// `UIPageViewControllerDataSource`.
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: AnyObject {
    /// The page before `viewController`, or nil at the first page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil at the last page.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// The number of dots of the page control the scroll style shows; 0 (the default here, as
    /// not implementing it in UIKit) shows none.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// The selected dot, asked after `setViewControllers(_:direction:animated:completion:)`.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// 0: no page control.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int { 0 }
    /// 0.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
}

/// Hears about the page turns the user drives, as UIKit's `UIPageViewControllerDelegate`. Every
/// method is optional (a default that does nothing, or UIKit's default answer).
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: AnyObject {
    /// A gesture is about to turn to `pendingViewControllers`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// A gesture-driven turn ended: `completed` is false when the page went back.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine location for a page-curl book in `orientation`.
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// The controller's current spine location.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
}
