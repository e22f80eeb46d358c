// Headless+MemoryWarning.swift: a memory warning on demand, delivered as UIKit delivers one.

extension Headless {
    /// Delivers a memory warning as the system would, in the order of Apple's "Responding to
    /// memory warnings": `didReceiveMemoryWarning()` on every view controller of every live
    /// window (the root view controller, then its children depth-first, a navigation stack
    /// included, then the controllers presented over them), then ``UIApplication/didReceiveMemoryWarningNotification`` posted through
    /// `NotificationCenter.default` with `UIApplication.shared` as its object.
    ///
    /// Controllers that no window's hierarchy reaches (made but never shown) are not told; on a
    /// device every live controller observes the warning.
    public static func simulateMemoryWarning() {
        for window in UIApplication.shared.windows {
            guard let root = window.rootViewController else { continue }
            var pending = [root]
            while let controller = pending.popLast() {
                controller.didReceiveMemoryWarning()
                pending.append(contentsOf: controller.children.reversed())
                if let presented = controller.presentationState.presentedStorage { pending.insert(presented, at: 0) }
            }
        }
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification,
                                        object: UIApplication.shared)
    }
}
