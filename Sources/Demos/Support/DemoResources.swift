// DemoResources.swift: the demos' images and plists, found through the framework as an app finds them.

import ViewWidgets

@MainActor
enum DemoResources {
    /// Lets `UIImage(named:)` find the demos' images, as the app bundle would hold them.
    static func register() {
        if !Headless.resourceBundles.contains(where: { $0.bundleURL == Bundle.module.bundleURL }) {
            Headless.resourceBundles.append(Bundle.module)
        }
    }

    /// The URL of a resource file, or an error that names it.
    static func url(forResource name: String, withExtension ext: String) throws -> URL {
        guard let url = Bundle.module.url(forResource: name, withExtension: ext) else {
            throw SceneError("missing resource \(name).\(ext) in the Demos bundle")
        }
        return url
    }

    /// Decodes a property list resource into `T`, with an error naming the file and the reason.
    static func decodePlist<T: Decodable>(_ type: T.Type, named name: String) throws -> T {
        let url = try url(forResource: name, withExtension: "plist")
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw SceneError("unreadable \(name).plist: \(error)")
        }
        return try decodePlist(type, from: data, named: name)
    }

    /// Decodes the contents of the property list `name` into `T`: any damage (not a property
    /// list, cut short, another shape) gives an error naming the file and the reason.
    static func decodePlist<T: Decodable>(_ type: T.Type, from data: Data, named name: String) throws -> T {
        do {
            return try PropertyListDecoder().decode(T.self, from: data)
        } catch {
            throw SceneError("malformed \(name).plist: \(error)")
        }
    }

    /// Loads a named image through `UIImage(named:)`, with an error naming it when missing.
    static func image(named name: String) throws -> UIImage {
        guard let image = UIImage(named: name) else {
            throw SceneError("missing image \(name) in the Demos bundle")
        }
        return image
    }
}
