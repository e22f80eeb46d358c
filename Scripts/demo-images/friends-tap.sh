#!/bin/sh
# The friends-tap scene's images (seed 002): the header's indicator (flag.png, 20x20) and the
# avatars named by headPortrait in FriendsList.plist (60x60; the cell's image view rounds them).
# Run from the package root: sh Scripts/demo-images/friends-tap.sh
set -e
out=Sources/Demos/Resources
python3 Scripts/make-png.py "$out/flag.png" 20 20 '#3478f6' --shape arrow
i=1
for color in '#e17055' '#00b894' '#0984e3' '#6c5ce7' '#fdcb6e'; do
    python3 Scripts/make-png.py "$out/head_portrait_$i.png" 60 60 "$color"
    i=$((i + 1))
done
