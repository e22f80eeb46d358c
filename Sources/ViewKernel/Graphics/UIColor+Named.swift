// UIColor+Named.swift: UIColor(named:): a colour set of an asset catalog found in the bundles
// (`<catalog>.xcassets/<name>.colorset/Contents.json`), its light (or universal) appearance.

extension UIColor {
    /// The colour set called `name` in an asset catalog of the main bundle or of
    /// ``Headless/resourceBundles``, as UIKit's `UIColor(named:)`; nil when there is none.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour set called `name` in an asset catalog of `bundle` (nil: the main bundle, then
    /// ``Headless/resourceBundles``): its universal or light appearance (the traits are light
    /// here). Components may be written as fractions (`"0.478"`), 0...255 (`"122"`) or hex
    /// (`"0x7A"`); `white` makes a grey. Nil when no catalog has the set.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let bundles = bundle.map { [$0] } ?? [Bundle.main] + ImageCache.resourceBundles
        guard let components = UIColor.colorSetComponents(named: name, in: bundles) else { return nil }
        if let white = components["white"] {
            self.init(white: white, alpha: components["alpha"] ?? 1)
        } else {
            self.init(red: components["red"] ?? 0, green: components["green"] ?? 0, blue: components["blue"] ?? 0,
                      alpha: components["alpha"] ?? 1)
        }
    }

    /// The components of the first colour set called `name` found in the bundles' catalogs.
    private static func colorSetComponents(named name: String, in bundles: [Bundle]) -> [String: CGFloat]? {
        let files = FileManager.default
        for bundle in bundles {
            for directory in ImageCache.searchDirectories(of: bundle) {
                guard let entries = try? files.contentsOfDirectory(atPath: directory) else { continue }
                for catalog in entries.sorted() where catalog.hasSuffix(".xcassets") {
                    let path = [directory, catalog, name + ".colorset", "Contents.json"].joined(separator: "/")
                    if let data = files.contents(atPath: path), let parsed = components(inColorSet: data) {
                        return parsed
                    }
                }
            }
        }
        return nil
    }

    /// The components of a colour set's universal (or light) entry.
    private static func components(inColorSet data: Data) -> [String: CGFloat]? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let colors = root["colors"] as? [[String: Any]] else { return nil }
        let isLight: ([String: Any]) -> Bool = { entry in
            guard let appearances = entry["appearances"] as? [[String: Any]] else { return true }
            return appearances.allSatisfy { ($0["value"] as? String) == "light" }
        }
        guard let entry = colors.first(where: isLight),
              let color = entry["color"] as? [String: Any],
              let raw = color["components"] as? [String: Any] else { return nil }
        var result: [String: CGFloat] = [:]
        for (key, value) in raw {
            if let number = parseComponent(value, isAlpha: key == "alpha") { result[key] = number }
        }
        return result
    }

    /// A component written as a fraction, a 0...255 integer or a hex byte.
    private static func parseComponent(_ value: Any, isAlpha: Bool) -> CGFloat? {
        if let number = value as? NSNumber { return CGFloat(number.doubleValue) }
        guard let text = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
        if text.lowercased().hasPrefix("0x"), let byte = Int(text.dropFirst(2), radix: 16) { return CGFloat(byte) / 255 }
        if text.contains(".") { return Double(text).map { CGFloat($0) } }
        guard let integer = Int(text) else { return nil }
        return isAlpha || integer <= 1 ? CGFloat(integer) : CGFloat(integer) / 255
    }
}
