// ImageHeader.swift: the pixel size of PNG, JPEG and GIF files, read from their headers and
// chunk structure without decoding a pixel. Anything malformed, truncated or unknown is nil.

/// The file formats UIImage reads.
package enum ImageFormat: String, Sendable {
    /// Portable Network Graphics.
    case png
    /// JPEG (JFIF or EXIF).
    case jpeg
    /// GIF 87a or 89a (the first frame's canvas).
    case gif

    /// The MIME type, for embedding the data in a picture.
    package var mimeType: String { "image/\(rawValue)" }
}

/// What the header of an image file says: its format and size in pixels.
struct ImageHeader: Equatable, Sendable {
    let format: ImageFormat
    let pixelWidth: Int
    let pixelHeight: Int

    /// The largest side accepted, in pixels.
    static let maximumSide = 65_535
    /// The largest area accepted, in pixels (256 megapixels, a gigabyte of RGBA).
    static let maximumArea = 1 << 28

    /// Reads the header of `data`; nil for an unknown format, a malformed or truncated file, a
    /// zero side, or a side or area beyond the limits.
    static func parse(_ data: Data) -> ImageHeader? {
        let bytes = [UInt8](data)
        let header: ImageHeader?
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            header = parsePNG(bytes)
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            header = parseJPEG(bytes)
        } else if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            header = parseGIF(bytes)
        } else {
            header = nil
        }
        guard let header, header.pixelWidth > 0, header.pixelHeight > 0,
              header.pixelWidth <= maximumSide, header.pixelHeight <= maximumSide,
              header.pixelWidth * header.pixelHeight <= maximumArea else { return nil }
        return header
    }

    // MARK: - PNG

    /// IHDR gives the size; the chunks must then run, length by length, through IDAT to IEND.
    static func parsePNG(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 33, bigEndian32(bytes, at: 8) == 13, tag(bytes, at: 12) == "IHDR" else { return nil }
        let bitDepth = bytes[24], colorType = bytes[25]
        guard [1, 2, 4, 8, 16].contains(bitDepth), [0, 2, 3, 4, 6].contains(colorType) else { return nil }
        var offset = 8
        var sawImageData = false
        while true {
            guard offset + 12 <= bytes.count else { return nil }
            let length = bigEndian32(bytes, at: offset)
            let type = tag(bytes, at: offset + 4)
            let next = offset + 12 + length
            guard length < 0x8000_0000, next <= bytes.count else { return nil }
            if type == "IDAT" { sawImageData = true }
            if type == "IEND" { break }
            offset = next
        }
        guard sawImageData else { return nil }
        return ImageHeader(format: .png, pixelWidth: bigEndian32(bytes, at: 16), pixelHeight: bigEndian32(bytes, at: 20))
    }

    // MARK: - JPEG

    /// The start-of-frame marker (SOF0...SOF15 but DHT, JPG and DAC) gives the size; a scan must
    /// follow it and the file must reach its end-of-image marker.
    static func parseJPEG(_ bytes: [UInt8]) -> ImageHeader? {
        let startOfFrameMarkers: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7,
                                               0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF]
        var index = 2
        var size: (width: Int, height: Int)?
        while index < bytes.count {
            guard bytes[index] == 0xFF else { return nil }
            while index < bytes.count, bytes[index] == 0xFF { index += 1 }
            guard index < bytes.count else { return nil }
            let marker = bytes[index]
            index += 1
            if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
            if marker == 0xD8 || marker == 0xD9 { return nil }
            guard index + 2 <= bytes.count else { return nil }
            let length = bigEndian16(bytes, at: index)
            guard length >= 2, index + length <= bytes.count else { return nil }
            if startOfFrameMarkers.contains(marker) {
                guard length >= 8 else { return nil }
                size = (bigEndian16(bytes, at: index + 5), bigEndian16(bytes, at: index + 3))
            }
            if marker == 0xDA {
                // Entropy-coded data stuffs every 0xFF with 0x00, so FF D9 is the end-of-image marker.
                guard let size, containsEndOfImage(bytes, from: index + length) else { return nil }
                return ImageHeader(format: .jpeg, pixelWidth: size.width, pixelHeight: size.height)
            }
            index += length
        }
        return nil
    }

    private static func containsEndOfImage(_ bytes: [UInt8], from start: Int) -> Bool {
        var index = max(start, 0)
        while index + 1 < bytes.count {
            if bytes[index] == 0xFF, bytes[index + 1] == 0xD9 { return true }
            index += 1
        }
        return false
    }

    // MARK: - GIF

    /// The logical screen gives the size; the blocks must then run through an image to the trailer.
    static func parseGIF(_ bytes: [UInt8]) -> ImageHeader? {
        guard bytes.count >= 13 else { return nil }
        let width = Int(bytes[6]) | Int(bytes[7]) << 8
        let height = Int(bytes[8]) | Int(bytes[9]) << 8
        var index = 13
        if bytes[10] & 0x80 != 0 { index += 3 << ((Int(bytes[10]) & 7) + 1) }
        var sawImage = false
        while true {
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case 0x3B:
                return sawImage ? ImageHeader(format: .gif, pixelWidth: width, pixelHeight: height) : nil
            case 0x21:
                index += 2
                guard let end = skipSubBlocks(bytes, from: index) else { return nil }
                index = end
            case 0x2C:
                guard index + 10 <= bytes.count else { return nil }
                let flags = bytes[index + 9]
                index += 10
                if flags & 0x80 != 0 { index += 3 << ((Int(flags) & 7) + 1) }
                index += 1 // LZW minimum code size
                guard let end = skipSubBlocks(bytes, from: index) else { return nil }
                index = end
                sawImage = true
            default:
                return nil
            }
        }
    }

    /// The index after a chain of data sub-blocks, or nil when the chain runs past the end.
    private static func skipSubBlocks(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            let length = Int(bytes[index])
            index += 1
            if length == 0 { return index }
            index += length
        }
        return nil
    }

    // MARK: - Bytes

    private static func bigEndian32(_ bytes: [UInt8], at index: Int) -> Int {
        Int(bytes[index]) << 24 | Int(bytes[index + 1]) << 16 | Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
    }

    private static func bigEndian16(_ bytes: [UInt8], at index: Int) -> Int {
        Int(bytes[index]) << 8 | Int(bytes[index + 1])
    }

    private static func tag(_ bytes: [UInt8], at index: Int) -> String {
        String(decoding: bytes[index..<index + 4], as: UTF8.self)
    }
}
