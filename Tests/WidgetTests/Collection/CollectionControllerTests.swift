import Foundation
import Testing
import HeadlessTesting
import ViewWidgets

@MainActor
@Suite("UICollectionViewController and prefetching", .headless)
struct CollectionControllerTests {
    private final class Numbers: UICollectionViewController {
        var loads = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Cell")
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            loads += 1
            return 20
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
    }

    @Test func theControllersViewIsACollectionViewItFeeds() throws {
        let layout = UICollectionViewFlowLayout()
        let controller = Numbers(collectionViewLayout: layout)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        let collectionView = try #require(controller.collectionView)
        #expect(controller.view === collectionView)
        #expect(controller.collectionViewLayout === layout)
        #expect(collectionView.dataSource === controller)
        #expect(collectionView.visibleCells.count == 20)
    }

    @Test func theSelectionIsClearedWhenTheViewAppearsAgain() throws {
        let controller = Numbers(collectionViewLayout: UICollectionViewFlowLayout())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        Headless.runUntilIdle()
        let collectionView = try #require(controller.collectionView)
        collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        controller.beginAppearanceTransition(false, animated: false)   // covered by another screen...
        controller.endAppearanceTransition()
        controller.beginAppearanceTransition(true, animated: false)    // ...and shown again
        controller.endAppearanceTransition()
        #expect(collectionView.indexPathsForSelectedItems == [])
    }

    @Test func thePrefetchDataSourceHearsOfTheNextScreen() {
        final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
            var prefetched: [IndexPath] = []
            var cancelled: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                prefetched += indexPaths
            }
            func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
                cancelled += indexPaths
            }
        }
        let prefetcher = Prefetcher()
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000])
        defer { withExtendedLifetime(source) {} }
        collectionView.prefetchDataSource = prefetcher
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        // Rows 0 to 7 are on screen (items 0 to 39); the next 480 points hold rows 8 to 15.
        #expect(prefetcher.prefetched == (40..<80).map { IndexPath(item: $0, section: 0) })
        collectionView.contentOffset.y = 2_400            // far away: rows 40 to 47 on screen
        collectionView.layoutIfNeeded()
        #expect(Set(prefetcher.cancelled) == Set((40..<80).map { IndexPath(item: $0, section: 0) }))
        #expect(prefetcher.prefetched.contains(IndexPath(item: 240, section: 0)))
    }

    @Test func itemsThatJustScrolledOffAreNeitherPrefetchedNorCancelled() {
        final class Prefetcher: NSObject, UICollectionViewDataSourcePrefetching {
            var prefetched: [IndexPath] = []
            var cancelled: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                prefetched += indexPaths
            }
            func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
                cancelled += indexPaths
            }
        }
        let prefetcher = Prefetcher()
        let (collectionView, source, _) = makeCollectionView(itemCounts: [1_000])
        defer { withExtendedLifetime(source) {} }
        collectionView.prefetchDataSource = prefetcher
        collectionView.layoutIfNeeded()
        // Scrolled down a row at a time: rows 0 to 4 (items 0 to 24) leave the screen but stay
        // within the band above it. The data source had cells for them: it is not told again.
        for step in 1...5 {
            collectionView.contentOffset.y = CGFloat(step) * 60
            collectionView.layoutIfNeeded()
        }
        #expect(!prefetcher.prefetched.contains { $0.item < 40 })
        #expect(prefetcher.cancelled.isEmpty)
        #expect(prefetcher.prefetched.contains(IndexPath(item: 100, section: 0)))
        // A pass that sees the same screen tells nothing.
        let told = prefetcher.prefetched.count
        collectionView.setNeedsLayout()
        collectionView.layoutIfNeeded()
        #expect(prefetcher.prefetched.count == told)
    }
}
