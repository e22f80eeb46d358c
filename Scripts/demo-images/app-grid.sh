#!/bin/sh
# The app-grid scene's images (seed 003): twelve app icons named in app.plist, and the green
# download button's backgrounds (buttongreen, buttongreen_highlighted).
# Run from the package root: sh Scripts/demo-images/app-grid.sh
set -e
out=Sources/Demos/Resources
i=0
for color in '#ff7675' '#fd79a8' '#fdcb6e' '#e17055' '#00b894' '#00cec9' '#0984e3' '#6c5ce7' '#b2bec3' '#d63031' '#e84393' '#2d3436'; do
    python3 Scripts/make-png.py "$out/app_icon_$(printf %02d $i).png" 50 50 "$color" --shape round --radius 10
    i=$((i + 1))
done
python3 Scripts/make-png.py "$out/buttongreen.png" 50 20 '#2ecc71' --shape round --radius 4
python3 Scripts/make-png.py "$out/buttongreen_highlighted.png" 50 20 '#1e8449' --shape round --radius 4
