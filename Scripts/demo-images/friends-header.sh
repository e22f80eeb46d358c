#!/bin/sh
# The friends-header scene's image (seed 000 "04"): the same disclosure arrow as friends-status
# (both seeds name disclosure.png; the file is shared, so this writes the same bytes).
# Run from the package root: sh Scripts/demo-images/friends-header.sh
set -e
out=Sources/Demos/Resources
python3 Scripts/make-png.py "$out/disclosure.png" 32 32 '#555555' --shape arrow
