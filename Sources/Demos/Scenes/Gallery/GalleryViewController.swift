// GalleryViewController.swift: a photo gallery as iOS apps build it: a page view controller of
// zoomable photos with its page control; a double tap zooms in or out, a pinch zooms freely.

import ViewWidgets

/// One photo: a coloured panel with a symbol and a caption, standing in for an image, in a scroll
/// view that zooms it from 1× to 3×.
final class PhotoViewController: UIViewController, UIScrollViewDelegate {
    let index: Int
    let caption: String
    let color: UIColor
    let scrollView = UIScrollView()
    let photo = UIView()

    init(index: Int, caption: String, color: UIColor) {
        self.index = index
        self.caption = caption
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 3
        view.addSubview(scrollView)

        photo.backgroundColor = color
        let symbol = UIImageView(image: UIImage(systemName: "photo.fill"))
        symbol.tintColor = .white
        symbol.frame = CGRect(x: 0, y: 0, width: 120, height: 90)
        symbol.contentMode = .scaleAspectFit
        symbol.tag = 1
        let label = UILabel()
        label.text = caption
        label.textColor = .white
        label.textAlignment = .center
        label.font = .preferredFont(forTextStyle: .title2)
        label.tag = 2
        photo.addSubview(symbol)
        photo.addSubview(label)
        scrollView.addSubview(photo)

        // iOS: UITapGestureRecognizer(target: self, action: #selector(toggleZoom(_:)))
        let doubleTap = UITapGestureRecognizer(target: self, action: PhotoViewController.toggleZoom)
        doubleTap.numberOfTapsRequired = 2
        scrollView.addGestureRecognizer(doubleTap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard scrollView.zoomScale == 1 else { return }
        let side = scrollView.bounds.width
        photo.bounds = CGRect(x: 0, y: 0, width: side, height: side * 0.75)
        scrollView.contentSize = photo.bounds.size
        scrollViewDidZoom(scrollView)
        photo.viewWithTag(1)?.center = CGPoint(x: side / 2, y: side * 0.3)
        photo.viewWithTag(2)?.frame = CGRect(x: 0, y: side * 0.55, width: side, height: 30)
    }

    /// A double tap zooms into a 120-point square around the tap, or back out.
    func toggleZoom(_ recognizer: UITapGestureRecognizer) {
        if scrollView.zoomScale > scrollView.minimumZoomScale {
            scrollView.setZoomScale(scrollView.minimumZoomScale, animated: true)
        } else {
            let point = recognizer.location(in: photo)
            scrollView.zoom(to: CGRect(x: point.x - 60, y: point.y - 60, width: 120, height: 120), animated: true)
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { photo }

    /// Keeps the photo centred while it is smaller than the screen, as photo viewers do.
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let size = photo.frame.size, bounds = scrollView.bounds.size
        photo.center = CGPoint(x: max(size.width, bounds.width) / 2, y: max(size.height, bounds.height) / 2)
    }
}

/// The gallery: a horizontal page view controller over the photos, 12 points apart, with a page
/// control.
final class GalleryViewController: UIPageViewController, UIPageViewControllerDataSource {
    let photos: [PhotoViewController] = [
        ("Lake", UIColor.systemBlue), ("Forest", .systemGreen), ("Desert", .systemOrange), ("Dusk", .systemPurple),
    ].enumerated().map { PhotoViewController(index: $0.offset, caption: $0.element.0, color: $0.element.1) }

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.backgroundColor = .black
        dataSource = self
        setViewControllers([photos[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let photo = viewController as? PhotoViewController, photo.index > 0 else { return nil }
        return photos[photo.index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let photo = viewController as? PhotoViewController, photo.index + 1 < photos.count else { return nil }
        return photos[photo.index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { photos.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        (viewControllers?.first as? PhotoViewController)?.index ?? 0
    }

    /// The photo shown now.
    var shownPhoto: PhotoViewController? { viewControllers?.first as? PhotoViewController }
}
