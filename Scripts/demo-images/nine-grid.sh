#!/bin/sh
# The nine-grid scene's product icons (seed 000 "01-九宫格": images.bundle/tmall_icon_cat_outing_1...11).
# Run from the package root: sh Scripts/demo-images/nine-grid.sh
set -e
out=Sources/Demos/Resources
i=1
for color in '#e74c3c' '#e67e22' '#f1c40f' '#2ecc71' '#1abc9c' '#3498db' '#9b59b6' '#34495e' '#e84393' '#00cec9' '#6c5ce7'; do
    python3 Scripts/make-png.py "$out/tmall_icon_cat_outing_$i.png" 48 48 "$color" --shape round --radius 10
    i=$((i + 1))
done
