#!/usr/bin/env python3
"""Writes a small, real PNG for the demos: a filled shape on a transparent background.

    make-png.py OUT.png WIDTH HEIGHT COLOR [--shape rect|round|circle|arrow|bubble] [--radius R]

COLOR is #rrggbb or #rrggbbaa. Shapes: rect (the default) fills the image with a 1-pixel darker
border; round rounds the corners by R pixels; circle is an inscribed disc; arrow is a right-pointing
triangle (for disclosure arrows); bubble is a rounded rectangle with a tail on the left (chat
bubbles). Only the standard library is used, so any Python 3 can run it.
"""
import argparse
import struct
import zlib


def parse_color(text):
    text = text.lstrip("#")
    if len(text) not in (6, 8):
        raise SystemExit(f"bad colour '{text}': use #rrggbb or #rrggbbaa")
    values = [int(text[i:i + 2], 16) for i in range(0, len(text), 2)]
    return tuple(values + [255] * (4 - len(values)))


def inside(shape, x, y, w, h, r):
    cx, cy = x + 0.5, y + 0.5
    if shape == "circle":
        return (cx - w / 2) ** 2 / (w / 2) ** 2 + (cy - h / 2) ** 2 / (h / 2) ** 2 <= 1
    if shape == "arrow":
        # A triangle pointing right, its tip at the middle of the right edge.
        return cx >= 0 and abs(cy - h / 2) <= (h / 2) * (1 - cx / w)
    left = 0
    if shape == "bubble":
        left = max(2, w // 8)
        if cx < left:
            return abs(cy - h * 0.3) <= (h * 0.12) * (cx / left)
    if shape in ("round", "bubble"):
        for qx, qy in ((left + r, r), (w - r, r), (left + r, h - r), (w - r, h - r)):
            if (cx < left + r or cx > w - r) and (cy < r or cy > h - r):
                if abs(cx - qx) <= r and abs(cy - qy) <= r:
                    return (cx - qx) ** 2 + (cy - qy) ** 2 <= r * r
    return cx >= left


def png(width, height, pixel):
    rows = b"".join(b"\x00" + b"".join(bytes(pixel(x, y)) for x in range(width)) for y in range(height))

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows, 9)) + chunk(b"IEND", b"")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("width", type=int)
    parser.add_argument("height", type=int)
    parser.add_argument("color")
    parser.add_argument("--shape", default="rect", choices=["rect", "round", "circle", "arrow", "bubble"])
    parser.add_argument("--radius", type=int, default=4)
    args = parser.parse_args()
    if not (0 < args.width <= 4096 and 0 < args.height <= 4096):
        raise SystemExit("width and height must be 1...4096")
    fill = parse_color(args.color)
    border = tuple(int(c * 0.7) for c in fill[:3]) + (fill[3],)
    clear = (0, 0, 0, 0)

    def pixel(x, y):
        if not inside(args.shape, x, y, args.width, args.height, args.radius):
            return clear
        edge = args.shape == "rect" and (x in (0, args.width - 1) or y in (0, args.height - 1))
        return border if edge else fill

    with open(args.out, "wb") as file:
        file.write(png(args.width, args.height, pixel))


if __name__ == "__main__":
    main()
