// UIImage+SymbolNames.swift: the system symbols `UIImage(systemName:)` knows, with the width of
// each relative to its height (Docs/Differences.md lists how sizes are made).

extension SymbolImage {
    /// The known symbol names and their aspect ratios (width / height). A name not listed gives nil.
    static let aspectRatios: [String: CGFloat] = {
        var table: [String: CGFloat] = [:]
        let groups: [(CGFloat, [String])] = [
            (1.0, ["circle", "circle.fill", "square", "square.fill", "gear", "gearshape", "gearshape.fill",
                   "magnifyingglass", "plus", "minus", "info.circle", "info.circle.fill", "questionmark.circle",
                   "checkmark.circle", "checkmark.circle.fill", "xmark.circle", "xmark.circle.fill", "plus.circle",
                   "plus.circle.fill", "minus.circle", "minus.circle.fill", "person.circle", "person.circle.fill",
                   "person.crop.circle", "person.crop.circle.fill", "clock", "clock.fill", "globe", "sun.max",
                   "sun.max.fill", "moon", "moon.fill", "ellipsis.circle", "exclamationmark.circle", "play.circle",
                   "pause.circle", "arrow.clockwise", "arrow.counterclockwise", "square.grid.2x2", "photo.circle",
                   "location", "location.fill", "lock", "lock.fill", "lock.open", "slider.horizontal.3"]),
            (1.1, ["heart", "heart.fill", "calendar", "message", "message.fill", "bubble.left", "bubble.left.fill",
                   "bell", "bell.fill", "tag", "tag.fill", "flag", "flag.fill", "cart", "cart.fill", "map", "map.fill",
                   "star", "star.fill", "bolt", "bolt.fill", "phone", "phone.fill", "link", "wifi", "checkmark",
                   "play", "play.fill", "pause", "pause.fill", "stop", "stop.fill", "trash", "trash.fill",
                   "pencil", "square.and.pencil", "doc", "doc.fill", "doc.text", "doc.on.doc"]),
            (1.25, ["house", "house.fill", "envelope", "envelope.fill", "camera", "camera.fill", "photo",
                    "photo.fill", "folder", "folder.fill", "tray", "tray.fill", "paperplane", "paperplane.fill",
                    "cloud", "cloud.fill", "exclamationmark.triangle", "exclamationmark.triangle.fill",
                    "list.bullet", "line.3.horizontal", "creditcard", "creditcard.fill", "gamecontroller",
                    "person.2", "person.2.fill", "video", "video.fill", "car", "car.fill", "book", "book.fill"]),
            (0.85, ["person", "person.fill", "bookmark", "bookmark.fill", "square.and.arrow.up",
                    "square.and.arrow.down", "mic", "mic.fill", "xmark", "iphone", "bag", "bag.fill",
                    "arrow.up", "arrow.down", "music.note", "lightbulb", "lightbulb.fill"]),
            (1.3, ["arrow.left", "arrow.right", "arrow.left.arrow.right", "arrow.up.arrow.down", "eye", "eye.fill",
                   "eye.slash", "rectangle", "rectangle.fill", "keyboard", "chevron.up", "chevron.down"]),
            (1.6, ["ellipsis"]),
            (0.6, ["chevron.left", "chevron.right", "exclamationmark", "questionmark", "chevron.up.chevron.down"]),
        ]
        for (ratio, names) in groups {
            for name in names { table[name] = ratio }
        }
        return table
    }()
}
