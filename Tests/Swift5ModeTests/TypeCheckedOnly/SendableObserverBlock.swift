// SendableObserverBlock.swift: a view controller that changes a view from NotificationCenter's
// block observer, as Swift 5-mode apps do. Foundation types the block `@Sendable`, so this compiles
// with a warning in the Swift 5 mode (and an error in the Swift 6 mode) against the iOS SDK and
// here alike. The file is left out of the test target, which builds without warnings, and is only
// type-checked, beside NonisolatedUIKitCode.swift, by LanguageModeCheckTests.
import UIKit

final class KeyboardAwareNotesViewController: UIViewController {
    let textView = UITextView()
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(textView)
        observer = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification,
                                                          object: nil, queue: nil) { _ in
            self.textView.contentInset.bottom = 260
        }
    }
}
