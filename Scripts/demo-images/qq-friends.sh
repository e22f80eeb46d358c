#!/bin/sh
# The qq-friends scene's images (seed 004): the header button's background per state
# (buddy_header_bg, buddy_header_bg_highlighted), its small arrow (buddy_header_arrow, taller than
# wide, so its quarter turn shows in the dump's frame), and the friends' icons named in
# qq-friends.plist.
# Run from the package root: sh Scripts/demo-images/qq-friends.sh
set -e
out=Sources/Demos/Resources
python3 Scripts/make-png.py "$out/buddy_header_bg.png" 32 44 '#f0f0f0'
python3 Scripts/make-png.py "$out/buddy_header_bg_highlighted.png" 32 44 '#d0d0d0'
python3 Scripts/make-png.py "$out/buddy_header_arrow.png" 8 12 '#808080' --shape arrow
i=1
for color in '#ff7675' '#74b9ff' '#55efc4' '#a29bfe'; do
    python3 Scripts/make-png.py "$out/qq_icon_$i.png" 40 40 "$color" --shape circle
    i=$((i + 1))
done
