// ImageTests.swift: UIImage from data, files and names: sizes read from PNG, JPEG and GIF headers,
// scale choice, the name cache, and nil for bad files. The file builder is shared with
// ImageResizingTests.
import Foundation
import Testing
import HeadlessTesting
import ViewKernel

/// Small, real image files built byte by byte, so the tests need no fixtures.
enum TestImageFiles {
    /// A PNG of `width` x `height` transparent pixels (RGBA, one stored deflate stream).
    static func png(width: Int, height: Int) -> Data {
        var raw: [UInt8] = []
        for _ in 0..<height { raw.append(0); raw += [UInt8](repeating: 0, count: width * 4) }
        var header: [UInt8] = []
        header += bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
        return Data(file)
    }

    /// A baseline greyscale JPEG of `width` x `height` mid-grey pixels: every 8x8 block is coded
    /// as "no change, end of block" with one-symbol Huffman tables.
    static func jpeg(width: Int, height: Int) -> Data {
        var file: [UInt8] = [0xFF, 0xD8]
        file += segment(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0])
        file += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
        file += segment(0xC0, [8] + bigEndian16(height) + bigEndian16(width) + [1, 1, 0x11, 0])
        let oneSymbolCounts: [UInt8] = [1] + [UInt8](repeating: 0, count: 15)
        file += segment(0xC4, [0x00] + oneSymbolCounts + [0x00])
        file += segment(0xC4, [0x10] + oneSymbolCounts + [0x00])
        file += segment(0xDA, [1, 1, 0x00, 0, 63, 0])
        let blocks = ((width + 7) / 8) * ((height + 7) / 8)
        let bitCount = blocks * 2
        var scan = [UInt8](repeating: 0, count: (bitCount + 7) / 8)
        let padding = scan.count * 8 - bitCount
        if padding > 0 { scan[scan.count - 1] = UInt8((1 << padding) - 1) }
        file += scan + [0xFF, 0xD9]
        return Data(file)
    }

    /// A GIF of `width` x `height` pixels of colour 0, LZW-coded as clear-code, pixel pairs.
    static func gif(width: Int, height: Int) -> Data {
        var file = Array("GIF89a".utf8)
        file += littleEndian16(width) + littleEndian16(height) + [0x80, 0, 0]
        file += [0, 0, 0, 255, 255, 255]
        file += [0x2C] + littleEndian16(0) + littleEndian16(0) + littleEndian16(width) + littleEndian16(height) + [0]
        file += [2]
        var codes: [Int] = []
        for _ in 0..<(width * height) { codes += [4, 0] }
        codes.append(5)
        var packed: [UInt8] = []
        var accumulator = 0, bits = 0
        for code in codes {
            accumulator |= code << bits
            bits += 3
            while bits >= 8 { packed.append(UInt8(accumulator & 0xFF)); accumulator >>= 8; bits -= 8 }
        }
        if bits > 0 { packed.append(UInt8(accumulator & 0xFF)) }
        var index = 0
        while index < packed.count {
            let block = packed[index..<min(index + 255, packed.count)]
            file += [UInt8(block.count)] + block
            index += block.count
        }
        file += [0, 0x3B]
        return Data(file)
    }

    /// A new empty directory under the temporary directory.
    static func makeDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("headless-images-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Writes `data` as `name` in `directory` and returns its path.
    @discardableResult
    static func write(_ data: Data, named name: String, in directory: URL) -> String {
        let url = directory.appendingPathComponent(name)
        _ = FileManager.default.createFile(atPath: url.path, contents: data)
        return url.path
    }

    // MARK: - Bytes

    private static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }

    private static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        [0xFF, marker] + bigEndian16(body.count + 2) + body
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var index = 0
        repeat {
            let block = Array(data[index..<min(index + 65_535, data.count)])
            index += block.count
            let length = UInt16(block.count)
            out += [index >= data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8),
                    UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += block
        } while index < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bigEndian16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }

    private static func littleEndian16(_ value: Int) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
}

@MainActor
@Suite(.headless)
struct ImageTests {
    // MARK: - Sizes from headers

    @Test func pngDataGivesItsPixelSizeAtScaleOne() throws {
        let image = try #require(UIImage(data: TestImageFiles.png(width: 7, height: 5)))
        #expect(image.size == CGSize(width: 7, height: 5))
        #expect(image.scale == 1)
    }

    @Test func jpegDataGivesTheSizeOfItsStartOfFrame() throws {
        let image = try #require(UIImage(data: TestImageFiles.jpeg(width: 19, height: 9)))
        #expect(image.size == CGSize(width: 19, height: 9))
    }

    @Test func gifDataGivesItsLogicalScreenSize() throws {
        let image = try #require(UIImage(data: TestImageFiles.gif(width: 6, height: 4)))
        #expect(image.size == CGSize(width: 6, height: 4))
    }

    @Test func dataWithAScaleDividesThePixelSizeByIt() throws {
        let image = try #require(UIImage(data: TestImageFiles.png(width: 40, height: 30), scale: 2))
        #expect(image.size == CGSize(width: 20, height: 15))
        #expect(image.scale == 2)
    }

    @Test func anEmptyImageHasZeroSize() {
        #expect(UIImage().size == .zero)
        #expect(UIImage().scale == 1)
    }

    @Test func imagesKeepTheirDataAndFormatForPictures() throws {
        let data = TestImageFiles.gif(width: 2, height: 2)
        let image = try #require(UIImage(data: data))
        #expect(image.sourceData == data)
        #expect(image.sourceFormat == .gif)
        #expect(image.sourceName == nil)
    }

    // MARK: - Bad data is nil, never a crash

    @Test func unknownBytesGiveNil() {
        #expect(UIImage(data: Data("not an image at all".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test func truncatedFilesGiveNil() {
        for data in [TestImageFiles.png(width: 10, height: 10), TestImageFiles.jpeg(width: 10, height: 10),
                     TestImageFiles.gif(width: 10, height: 10)] {
            for length in [1, 8, 20, data.count / 2, data.count - 1] {
                #expect(UIImage(data: data.prefix(length)) == nil, "cut to \(length) of \(data.count) bytes")
            }
        }
    }

    @Test func aPNGWithHugeDimensionsGivesNil() {
        var bytes = [UInt8](TestImageFiles.png(width: 1, height: 1))
        // Width 100,000 in the IHDR chunk (bytes 16...19).
        bytes.replaceSubrange(16..<20, with: [0x00, 0x01, 0x86, 0xA0])
        #expect(UIImage(data: Data(bytes)) == nil)
    }

    @Test func aZeroSizedImageGivesNil() {
        #expect(UIImage(data: TestImageFiles.gif(width: 0, height: 3)) == nil)
        #expect(UIImage(data: TestImageFiles.jpeg(width: 8, height: 0)) == nil)
    }

    @Test func aPNGWithoutImageDataGivesNil() {
        let bytes = [UInt8](TestImageFiles.png(width: 2, height: 2))
        // Keep the signature and IHDR (8 + 25 bytes), then jump straight to IEND.
        let withoutData = Array(bytes[0..<33]) + Array(bytes[(bytes.count - 12)...])
        #expect(UIImage(data: Data(withoutData)) == nil)
    }

    // MARK: - Files

    @Test func contentsOfFileTakesTheScaleFromAnAt2xSuffix() throws {
        let directory = TestImageFiles.makeDirectory()
        let path = TestImageFiles.write(TestImageFiles.png(width: 30, height: 20), named: "badge@2x.png", in: directory)
        let image = try #require(UIImage(contentsOfFile: path))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 15, height: 10))
        #expect(image.sourceName == "badge@2x.png")
    }

    @Test func contentsOfAMissingFileIsNil() {
        #expect(UIImage(contentsOfFile: "/nonexistent/headless/image.png") == nil)
    }

    // MARK: - Names

    @Test func aNameWithoutExtensionMeansPNG() throws {
        let bundle = try makeBundle(["flag.png": TestImageFiles.png(width: 12, height: 8)])
        let image = try #require(UIImage(named: "flag", in: bundle, compatibleWith: nil))
        #expect(image.size == CGSize(width: 12, height: 8))
        #expect(image.sourceName == "flag")
    }

    @Test func aNameWithAnExtensionFindsThatFile() throws {
        let bundle = try makeBundle(["me.jpeg": TestImageFiles.jpeg(width: 16, height: 16)])
        let image = try #require(UIImage(named: "me.jpeg", in: bundle, compatibleWith: nil))
        #expect(image.size == CGSize(width: 16, height: 16))
        #expect(image.sourceFormat == .jpeg)
    }

    @Test func aScaleTwoScreenPrefersTheAt2xFile() throws {
        let bundle = try makeBundle(["icon.png": TestImageFiles.png(width: 10, height: 10),
                                     "icon@2x.png": TestImageFiles.png(width: 20, height: 20)])
        let image = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: 10, height: 10))
    }

    @Test func aScaleOneScreenTakesThePlainFile() throws {
        Headless.setScreen(size: CGSize(width: 320, height: 480), scale: 1)
        let bundle = try makeBundle(["icon.png": TestImageFiles.png(width: 10, height: 10),
                                     "icon@2x.png": TestImageFiles.png(width: 24, height: 24)])
        let image = try #require(UIImage(named: "icon", in: bundle, compatibleWith: nil))
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 10, height: 10))
    }

    @Test func withoutAnAt2xFileTheScaleTwoScreenTakesThePlainFile() throws {
        let bundle = try makeBundle(["dot.png": TestImageFiles.png(width: 6, height: 6)])
        let image = try #require(UIImage(named: "dot", in: bundle, compatibleWith: nil))
        #expect(image.scale == 1)
        #expect(image.size == CGSize(width: 6, height: 6))
    }

    @Test func aTraitCollectionScaleChoosesTheVariant() throws {
        let bundle = try makeBundle(["icon.png": TestImageFiles.png(width: 10, height: 10),
                                     "icon@3x.png": TestImageFiles.png(width: 30, height: 30)])
        let traits = UITraitCollection(displayScale: 3)
        let image = try #require(UIImage(named: "icon", in: bundle, compatibleWith: traits))
        #expect(image.scale == 3)
        #expect(image.size == CGSize(width: 10, height: 10))
    }

    @Test func namedSearchesTheResourceBundles() throws {
        // A name no other registered bundle has: the demos' bundle (registered by the demo tests
        // in the same process, and kept across reset()) has a buttongreen.png of its own.
        let bundle = try makeBundle(["resource-bundle-probe.png": TestImageFiles.png(width: 8, height: 4)])
        Headless.resourceBundles.append(bundle)
        defer { Headless.resourceBundles.removeAll { $0 === bundle } }
        let image = try #require(UIImage(named: "resource-bundle-probe"))
        #expect(image.size == CGSize(width: 8, height: 4))
    }

    @Test func aFlatBundleWithAResourcesFolderStillFindsItsTopLevelImages() throws {
        // SwiftPM copies a resource folder's stray files (a `.keep`) into a `Resources` folder of
        // the bundle; Foundation then reports that folder as the bundle's resourceURL.
        let directory = TestImageFiles.makeDirectory()
        TestImageFiles.write(TestImageFiles.png(width: 9, height: 7), named: "bubble.png", in: directory)
        let resources = directory.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        TestImageFiles.write(Data(), named: ".keep", in: resources)
        let bundle = try #require(Bundle(path: directory.path))
        let image = try #require(UIImage(named: "bubble", in: bundle, compatibleWith: nil))
        #expect(image.size == CGSize(width: 9, height: 7))
    }

    @Test func aMissingNameIsNil() throws {
        let bundle = try makeBundle([:])
        #expect(UIImage(named: "nothing", in: bundle, compatibleWith: nil) == nil)
        #expect(UIImage(named: "no-such-image-anywhere") == nil)
    }

    @Test func aMalformedNamedFileIsNil() throws {
        let bundle = try makeBundle(["broken.png": Data("garbage".utf8)])
        #expect(UIImage(named: "broken", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func namedImagesAreCachedUntilReset() throws {
        let directory = TestImageFiles.makeDirectory()
        let path = TestImageFiles.write(TestImageFiles.png(width: 4, height: 4), named: "cached.png", in: directory)
        let bundle = try #require(Bundle(path: directory.path))
        let first = try #require(UIImage(named: "cached", in: bundle, compatibleWith: nil))
        try FileManager.default.removeItem(atPath: path)
        let second = try #require(UIImage(named: "cached", in: bundle, compatibleWith: nil))
        #expect(first == second)
        Headless.reset()
        #expect(UIImage(named: "cached", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func imagesFromSeparateDataAreNotEqual() throws {
        let data = TestImageFiles.png(width: 3, height: 3)
        #expect(try #require(UIImage(data: data)) != (try #require(UIImage(data: data))))
    }

    // MARK: - Helpers

    /// A bundle made from a fresh directory holding `files`.
    private func makeBundle(_ files: [String: Data]) throws -> Bundle {
        let directory = TestImageFiles.makeDirectory()
        for (name, data) in files { TestImageFiles.write(data, named: name, in: directory) }
        return try #require(Bundle(path: directory.path))
    }
}
