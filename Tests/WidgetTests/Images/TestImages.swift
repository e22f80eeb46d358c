// TestImages.swift: real image files for tests, made in memory.
import Foundation

/// A real PNG of `width` x `height` pixels: signature, IHDR, one stored-deflate IDAT, IEND.
func testPNGData(width: Int, height: Int) -> Data {
    func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
    func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
    }
    var raw: [UInt8] = []
    for _ in 0..<height { raw += [0] + [UInt8](repeating: 0, count: width) }
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
    let length = UInt16(raw.count)
    let deflated: [UInt8] = [0x78, 0x01, 1, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
                             UInt8(~length >> 8)] + raw + bigEndian(b << 16 | a)
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 0, 0, 0, 0]
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    return Data(signature + chunk("IHDR", header) + chunk("IDAT", deflated) + chunk("IEND", []))
}
