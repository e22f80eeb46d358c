#!/bin/sh
# The controls scene's images (seed 000 parts 一–五): a star for the button's image per state and
# a plain background for its background image.
# Run from the package root: sh Scripts/demo-images/controls.sh
set -e
out=Sources/Demos/Resources
python3 Scripts/make-png.py "$out/controls_star.png" 20 20 '#f1c40f' --shape circle
python3 Scripts/make-png.py "$out/controls_star_selected.png" 20 20 '#e67e22' --shape circle
python3 Scripts/make-png.py "$out/controls_button_bg.png" 30 30 '#bdc3c7' --shape round --radius 6
