#!/bin/sh
# The stretch scene's chat bubble (seed 000 "03-小图片拉伸": chatfrom_bg_normal.png), 40x30 points.
# Run from the package root: sh Scripts/demo-images/stretch.sh
set -e
python3 Scripts/make-png.py Sources/Demos/Resources/chatfrom_bg_normal.png 40 30 '#d6eaf8' --shape bubble --radius 8
