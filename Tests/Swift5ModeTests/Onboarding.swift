// Onboarding.swift: an onboarding carousel as iOS 13-17 apps write it, compiled in the Swift 5
// language mode: a page view controller over three pages with its page control, a "Next" button
// that turns by code, and a photo page that zooms in a scroll view.
import UIKit

final class OnboardingPageViewController: UIViewController {
    let index: Int
    let titleLabel = UILabel()

    init(index: Int) {
        self.index = index
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = ["Welcome", "Sync", "Share"][index]
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    private(set) lazy var pages: [OnboardingPageViewController] = (0..<3).map { OnboardingPageViewController(index: $0) }
    private(set) var currentIndex = 0
    private var pendingIndex: Int?

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false, completion: nil)
    }

    func showNext() {
        guard currentIndex + 1 < pages.count else { return }
        currentIndex += 1
        setViewControllers([pages[currentIndex]], direction: .forward, animated: true, completion: nil)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, page.index > 0 else { return nil }
        return pages[page.index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let page = viewController as? OnboardingPageViewController, page.index < pages.count - 1 else { return nil }
        return pages[page.index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int {
        return pages.count
    }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        return currentIndex
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        pendingIndex = (pendingViewControllers.first as? OnboardingPageViewController)?.index
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        if completed, let pendingIndex = pendingIndex {
            currentIndex = pendingIndex
        }
        pendingIndex = nil
    }
}

final class PhotoZoomViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let photo = UIImageView(image: UIImage(systemName: "photo"))
    private(set) var endedScales: [CGFloat] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        photo.frame = scrollView.bounds
        photo.contentMode = .scaleAspectFit
        scrollView.addSubview(photo)
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        return photo
    }

    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        endedScales.append(scale)
    }
}
