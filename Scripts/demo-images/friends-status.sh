#!/bin/sh
# The friends-status scene's images (seed 000 "02-QQ好友列表"): the header's disclosure arrow
# (disclosure.png, shown in a 32x32 image rect) and the avatar every row shows (the seed's
# me.jpeg, made here as me.png: the script writes PNGs only).
# Run from the package root: sh Scripts/demo-images/friends-status.sh
set -e
out=Sources/Demos/Resources
python3 Scripts/make-png.py "$out/disclosure.png" 32 32 '#555555' --shape arrow
python3 Scripts/make-png.py "$out/me.png" 40 40 '#4a90d9' --shape round --radius 8
