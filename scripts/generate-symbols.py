#!/usr/bin/env python3
"""Generates Sources/TrellisWeb/Icons/SymbolIcons.swift: SF Symbols names drawn with
Lucide's open-licensed icons (MIT/ISC), taken from PyPI's `lucide` package.

    pip download --no-deps lucide==1.1.4 -d /tmp/lucide && python3 scripts/generate-symbols.py /tmp/lucide/lucide-1.1.4-py3-none-any.whl

The mapping below is ours: SF Symbols name -> Lucide name, "*" where a `.fill` variant
can fill the icon's closed outline. Every name gets a `.fill` variant: for a circle or
square symbol whose icon has that outer circle or square, the `.fill` variant is a solid
shape with the inner strokes cut out (as SF Symbols draws it); others stay outlined.
"""

CONTAINERS = ['<circle cx="12" cy="12" r="10" />', '<rect width="18" height="18" x="3" y="3" rx="2" />']
import io, re, sys, zipfile

MAPPING = """
xmark x | xmark.circle circle-x | xmark.square square-x | xmark.octagon octagon-x | xmark.bin trash-2
plus plus | plus.circle circle-plus | plus.square square-plus | plus.app square-plus
minus minus | minus.circle circle-minus | minus.square square-minus
checkmark check | checkmark.circle circle-check | checkmark.square square-check | checkmark.seal badge-check
checkmark.shield shield-check | checklist list-checks
multiply x | divide divide | equal equal | percent percent | number hash | plus.forwardslash.minus diff
star star* | star.leadinghalf.filled star-half | star.slash star-off | star.circle circle-star | star.square square-star
heart heart* | heart.slash heart-off | bolt.heart heart-pulse | heart.text.square heart-pulse
bolt zap* | bolt.slash zap-off | bell bell* | bell.slash bell-off | bell.badge bell-dot | bell.circle bell*
bookmark bookmark* | bookmark.slash bookmark-off | tag tag* | flag flag* | flag.slash flag-off
trash trash-2 | trash.circle trash-2 | pencil pencil | square.and.pencil square-pen | pencil.slash pencil-off
highlighter highlighter | paintbrush paintbrush | paintbrush.pointed paintbrush-vertical | paintpalette palette
scissors scissors | eyedropper pipette | ruler ruler | pencil.and.ruler pencil-ruler | lasso lasso | crop crop
folder folder* | folder.badge.plus folder-plus | folder.badge.minus folder-minus
doc file | doc.text file-text | doc.richtext file-text | doc.plaintext file-text | doc.on.doc copy
doc.badge.plus file-plus | doc.text.magnifyingglass file-search | doc.on.clipboard clipboard-copy
doc.text.image file-image | arrow.up.doc file-up | arrow.down.doc file-down | chart.bar.doc.horizontal file-chart-column
clipboard clipboard | list.clipboard clipboard-list | note.text notepad-text
book book-open | book.closed book | books.vertical library | character.book.closed book-a | newspaper newspaper
archivebox archive | tray inbox | tray.full inbox | tray.2 inbox | tray.and.arrow.down download | tray.and.arrow.up upload
paperplane send* | envelope mail | envelope.open mail-open | phone phone* | phone.arrow.up.right phone-outgoing
phone.down phone-off | message message-circle* | message.circle message-circle* | bubble.left message-square*
bubble.right message-square* | bubble.middle.bottom message-square* | bubble.left.and.bubble.right messages-square
quote.bubble message-square-quote | text.bubble message-square-text | captions.bubble captions
exclamationmark.bubble message-square-warning | quote.opening quote | quote.closing quote
video video | video.slash video-off | mic mic | mic.slash mic-off | camera camera | camera.rotate switch-camera
photo image | photo.on.rectangle images | photo.stack images | film film | film.stack clapperboard
music.note music | music.note.list list-music | music.mic mic-vocal | headphones headphones | speaker speaker
speaker.wave.1 volume-1 | speaker.wave.2 volume-2 | speaker.wave.3 volume-2 | speaker.slash volume-x
play play* | pause pause* | stop square* | backward rewind* | forward fast-forward* | backward.end skip-back
forward.end skip-forward | shuffle shuffle | repeat repeat | repeat.1 repeat-1 | play.circle circle-play
pause.circle circle-pause | stop.circle circle-stop | record.circle circle-dot | play.rectangle tv-minimal-play
play.square square-play | gobackward rotate-ccw | goforward rotate-cw | arrow.clockwise rotate-cw
arrow.counterclockwise rotate-ccw | rotate.left rotate-ccw | rotate.right rotate-cw
arrow.triangle.2.circlepath refresh-cw | arrow.2.circlepath refresh-cw | clock.arrow.circlepath history
arrow.uturn.backward undo-2 | arrow.uturn.forward redo-2 | arrow.uturn.left undo-2 | arrow.uturn.right redo-2
arrow.up arrow-up | arrow.down arrow-down | arrow.left arrow-left | arrow.right arrow-right
arrow.backward arrow-left | arrow.forward arrow-right | arrow.up.right arrow-up-right | arrow.up.left arrow-up-left
arrow.down.right arrow-down-right | arrow.down.left arrow-down-left | arrow.up.circle circle-arrow-up
arrow.down.circle circle-arrow-down | arrow.left.circle circle-arrow-left | arrow.right.circle circle-arrow-right
arrow.up.square square-arrow-up | arrow.down.square square-arrow-down | arrow.left.square square-arrow-left
arrow.right.square square-arrow-right | arrow.left.arrow.right arrow-left-right | arrow.up.arrow.down arrow-up-down
arrow.up.and.down move-vertical | arrow.left.and.right move-horizontal
arrow.up.and.down.and.arrow.left.and.right move | arrow.up.right.square square-arrow-out-up-right
arrow.up.forward.app square-arrow-out-up-right | arrow.down.to.line arrow-down-to-line | arrow.up.to.line arrow-up-to-line
arrow.right.to.line arrow-right-to-line | arrow.left.to.line arrow-left-to-line | arrow.triangle.branch git-branch
arrow.triangle.merge git-merge | arrow.triangle.swap arrow-right-left | arrow.up.arrow.down.circle arrow-up-down
chevron.up chevron-up | chevron.down chevron-down | chevron.left chevron-left | chevron.right chevron-right
chevron.backward chevron-left | chevron.forward chevron-right | chevron.compact.up chevron-up
chevron.compact.down chevron-down | chevron.up.circle circle-chevron-up | chevron.down.circle circle-chevron-down
chevron.left.circle circle-chevron-left | chevron.right.circle circle-chevron-right | chevron.left.2 chevrons-left
chevron.right.2 chevrons-right | chevron.up.chevron.down chevrons-up-down | chevron.left.forwardslash.chevron.right code
square.and.arrow.up share | square.and.arrow.down download | square.and.arrow.up.on.square share
square.and.arrow.down.on.square download | rectangle.portrait.and.arrow.right log-out
rectangle.portrait.and.arrow.forward log-out | icloud cloud* | icloud.and.arrow.down cloud-download
icloud.and.arrow.up cloud-upload
person user* | person.circle circle-user | person.crop.circle circle-user-round
person.crop.circle.badge.plus user-round-plus | person.badge.plus user-plus | person.badge.minus user-minus
person.2 users | person.3 users | person.crop.square square-user | person.fill.checkmark user-check
person.fill.xmark user-x | person.text.rectangle id-card | person.crop.rectangle contact | figure.walk footprints
figure.stand person-standing | figure.roll accessibility | accessibility accessibility | figure.child baby
hand.thumbsup thumbs-up* | hand.thumbsdown thumbs-down* | hand.raised hand | hand.wave hand | hand.tap pointer
gear settings | gearshape settings | gearshape.2 cog | wrench wrench | wrench.and.screwdriver wrench | hammer hammer
slider.horizontal.3 sliders-horizontal | slider.vertical.3 sliders-vertical
line.3.horizontal menu | line.horizontal.3 menu | line.3.horizontal.decrease list-filter
line.3.horizontal.decrease.circle list-filter | line.horizontal.3.decrease list-filter
list.bullet list | list.dash list | list.number list-ordered | list.bullet.indent list-indent-increase
text.alignleft text-align-start | text.aligncenter text-align-center | text.alignright text-align-end
text.justify text-align-justify | bold bold | italic italic | underline underline | strikethrough strikethrough
textformat type | textformat.abc type | abc type | textformat.size a-large-small | character.cursor.ibeam text-cursor
rectangle.and.text.magnifyingglass text-search
magnifyingglass search | magnifyingglass.circle search | plus.magnifyingglass zoom-in | minus.magnifyingglass zoom-out
ellipsis ellipsis | ellipsis.circle circle-ellipsis | ellipsis.vertical ellipsis-vertical
ellipsis.rectangle rectangle-ellipsis | info info | info.circle info | questionmark circle-question-mark
questionmark.circle circle-question-mark | exclamationmark circle-alert | exclamationmark.circle circle-alert
exclamationmark.triangle triangle-alert | exclamationmark.octagon octagon-alert | exclamationmark.shield shield-alert
nosign ban | lock lock | lock.open lock-open | lock.shield shield | key key | shield shield* | shield.checkered shield-half
eye eye | eye.slash eye-off | house house | building.2 building-2 | building.columns landmark
map map | mappin map-pin | mappin.and.ellipse map-pin | mappin.circle map-pin | mappin.slash map-pin-off
location navigation* | location.north navigation-2* | location.circle locate | location.slash navigation-off
safari compass | globe globe | globe.americas earth | globe.europe.africa earth | globe.asia.australia earth
network network | wifi wifi | wifi.slash wifi-off | antenna.radiowaves.left.and.right radio
airplane plane | car car | bus bus | tram tram-front | train.side.front.car train-front | bicycle bike
fuelpump fuel | ferry ship | sailboat sailboat | box.truck truck
cart shopping-cart | bag shopping-bag | basket shopping-basket | creditcard credit-card | banknote banknote
dollarsign dollar-sign | dollarsign.circle circle-dollar-sign | eurosign euro | sterlingsign pound-sterling
yensign japanese-yen | gift gift | giftcard gift | cube box | cube.box package | shippingbox package
calendar calendar | calendar.circle calendar | calendar.badge.plus calendar-plus | calendar.badge.clock calendar-clock
clock clock | alarm alarm-clock | timer timer | stopwatch timer | hourglass hourglass
hourglass.bottomhalf.filled hourglass
sun.max sun | sun.min sun-dim | sunrise sunrise | sunset sunset | moon moon* | moon.stars moon-star | moon.zzz moon-star
cloud cloud* | cloud.rain cloud-rain | cloud.snow cloud-snow | cloud.sun cloud-sun | cloud.bolt cloud-lightning
cloud.drizzle cloud-drizzle | cloud.fog cloud-fog | cloud.moon cloud-moon | snowflake snowflake | wind wind
tornado tornado | thermometer thermometer | drop droplet* | flame flame* | umbrella umbrella | leaf leaf*
tree tree-deciduous | mountain.2 mountain | tent tent | pawprint paw-print | hare rabbit | tortoise turtle
ant bug | ladybug bug | fish fish | bird bird | cat cat | dog dog
sparkles sparkles | sparkle sparkle* | wand.and.stars wand-sparkles | wand.and.rays wand
lightbulb lightbulb | lightbulb.slash lightbulb-off | power power | battery.100 battery-full
battery.50 battery-medium | battery.25 battery-low | battery.0 battery | battery.100.bolt battery-charging
iphone smartphone | ipad tablet | laptopcomputer laptop | desktopcomputer monitor | display monitor | tv tv
applewatch watch | keyboard keyboard | keyboard.chevron.compact.down keyboard-off | printer printer
externaldrive hard-drive | server.rack server | cpu cpu | memorychip memory-stick
qrcode qr-code | barcode barcode | barcode.viewfinder scan-barcode | qrcode.viewfinder scan-qr-code
viewfinder scan | camera.viewfinder scan | link link | paperclip paperclip | pin pin | pin.slash pin-off
scope crosshair | target target | gamecontroller gamepad-2 | dice dices | puzzlepiece puzzle | trophy trophy
medal medal | rosette award | crown crown* | graduationcap graduation-cap | briefcase briefcase | case briefcase
stethoscope stethoscope | cross cross* | cross.case briefcase-medical | pills pill | syringe syringe
bandage bandage | lifepreserver life-buoy | ear ear | brain brain | brain.head.profile brain
waveform audio-waveform | waveform.path.ecg activity | chart.bar chart-column | chart.pie chart-pie
chart.line.uptrend.xyaxis chart-line | chart.xyaxis.line chart-line | chart.line.downtrend.xyaxis trending-down
square.grid.2x2 layout-grid | square.grid.3x3 grid-3x3 | rectangle.grid.2x2 grid-2x2 | square.stack layers
square.stack.3d.up layers | rectangle.stack layers | square.on.square copy | rectangle.on.rectangle copy
sidebar.left panel-left | sidebar.right panel-right | rectangle.split.2x1 columns-2 | square.split.2x1 columns-2
macwindow app-window | circle circle* | square square* | triangle triangle* | diamond diamond* | hexagon hexagon*
octagon octagon* | seal badge* | rectangle rectangle-horizontal* | smiley smile | face.smiling smile
at at-sign | command command | option option | delete.left delete | delete.backward delete
return corner-down-left | signature signature | bed.double bed-double | fork.knife utensils
cup.and.saucer coffee | takeoutbag.and.cup.and.straw cup-soda | wineglass wine | birthday.cake cake
carrot carrot | popcorn popcorn | dumbbell dumbbell | figure.strengthtraining.traditional dumbbell
ticket ticket | theatermasks drama | compass.drawing drafting-compass | scale.3d scale-3d
flip.horizontal flip-horizontal-2
"""


def parse_mapping():
    entries = {}
    for chunk in MAPPING.replace("\n", "|").split("|"):
        chunk = chunk.strip()
        if not chunk:
            continue
        sf, lucide = chunk.split()
        fillable = lucide.endswith("*")
        entries[sf] = (lucide.rstrip("*"), fillable)
    return entries


def inner_svg(svg):
    """The drawing elements of a Lucide icon: its root's children, on one line."""
    body = re.search(r"<svg[^>]*>(.*)</svg>", svg, re.S).group(1)
    body = re.sub(r"<!--.*?-->", "", body, flags=re.S)
    body = re.sub(r"\s+", " ", body).strip()
    if re.search(r"<(script|foreignObject|image|use|style)\b|\bon[a-z]+=|href", body, re.I):
        raise SystemExit("unexpected content in an icon")
    return body.replace("> <", "><")


def main():
    wheel = zipfile.ZipFile(sys.argv[1])
    icons = zipfile.ZipFile(io.BytesIO(wheel.read("lucide/lucide.zip")))
    names = {n[:-4] for n in icons.namelist() if n.endswith(".svg")}
    entries = parse_mapping()
    missing = sorted({lucide for lucide, _ in entries.values()} - names)
    if missing:
        raise SystemExit(f"not in Lucide: {missing}")
    drawings = {lucide: inner_svg(icons.read(lucide + ".svg").decode()) for lucide, _ in entries.values()}
    def split(drawing):
        """The outer circle or square of an icon, and the rest of it."""
        for container in CONTAINERS:
            compact = container.replace(" />", "/>")
            for form in (container, compact):
                if form in drawing:
                    return form, drawing.replace(form, "", 1)
        return "", drawing

    lines = []
    for sf in sorted(entries):
        lucide, fillable = entries[sf]
        parts = sf.split(".")
        cut_out = not fillable and ("circle" in parts or "square" in parts) and split(drawings[lucide])[0] != ""
        lines.append(f"{sf}\t{lucide}\t{'1' if fillable else '2' if cut_out else '0'}")
    drawing_lines = [f"{name}\t" + "\t".join(split(drawings[name])) for name in sorted(drawings)]
    out = io.StringIO()
    out.write("// Generated by scripts/generate-symbols.py from PyPI's `lucide` 1.1.4: do not edit.\n")
    out.write("// Icons: Lucide (https://lucide.dev), ISC License; portions from Feather, MIT License.\n")
    out.write("// Copyright (c) Lucide Contributors 2022; Cole Bemis 2013-2022. Full notices in\n")
    out.write("// THIRD_PARTY_NOTICES.md. The name mapping is Trellis's own.\n\n")
    out.write("extension SymbolIcons {\n")
    out.write("    /// SF Symbols name, Lucide name, and what `.fill` does (0 nothing, 1 fills, 2 fills the\n")
    out.write("    /// outer shape and cuts the rest out); one per line.\n")
    out.write('    static let mappingTable = """\n')
    out.write("\n".join(lines))
    out.write('\n"""\n\n')
    out.write("    /// Lucide name, the icon's outer circle or square (may be empty) and the rest of its\n")
    out.write("    /// drawing (24×24, stroked); one per line.\n")
    out.write('    static let drawingTable = #"""\n')
    out.write("\n".join(drawing_lines))
    out.write('\n"""#\n}\n')
    path = "Sources/TrellisWeb/Icons/SymbolIconData.swift"
    with open(path, "w") as f:
        f.write(out.getvalue())
    print(f"{len(entries)} symbol names, {len(drawings)} icons -> {path}")


main()
