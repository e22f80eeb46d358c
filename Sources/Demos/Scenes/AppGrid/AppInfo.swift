// AppInfo.swift: the app-grid's model (seed 003, AppInfo.h/.m): one app of app.plist (字典转模型).

import ViewWidgets

/// One app: its name and icon name, decoded from a dictionary of app.plist.
///
/// The seed writes `initWithDict:` / `appInfoWithDict:` by hand to turn each dictionary into a
/// model; `Decodable` writes that initialiser here, and `PropertyListDecoder` runs it for every
/// dictionary of the array. Callers use the model's properties, never the dictionary's keys.
final class AppInfo: Decodable {
    /// The app's name (应用程序名称).
    let name: String
    /// The name of the app's icon image (应用程序图标名称).
    let icon: String

    /// The icon, loaded the first time it is asked for and kept (the seed's readonly `image`
    /// property backed by `_imageABC`): callers need not know where it comes from.
    @MainActor lazy var image: UIImage? = UIImage(named: icon)

    // Only the plist's keys are decoded; `image` is not in the file.
    private enum CodingKeys: String, CodingKey {
        case name, icon
    }
}
