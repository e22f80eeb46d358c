// Exports.swift: one `import ViewWidgets` gives the whole kernel too, as one `import UIKit` does.

@_exported import ViewKernel
