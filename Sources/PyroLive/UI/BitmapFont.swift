/// Pyro's own bitmap font: 5x7-pixel glyphs for printable ASCII (32...126), drawn at integer
/// scales so that labels stay crisp on any screen.
///
/// Each glyph sits in a 6x9 cell: one column of spacing on the right and two rows below the
/// baseline for the descenders of g, p, q and y, which are drawn two rows lower.
struct BitmapFont: Sendable {
    /// Glyph width in font pixels.
    static let glyphWidth = 5
    /// Glyph height in font pixels, from cap height to baseline.
    static let glyphHeight = 7
    /// Horizontal distance from one glyph to the next, in font pixels.
    static let advance = 6
    /// Height of a line, including descenders, in font pixels.
    static let lineHeight = 9

    /// Five-bit rows for each character from 32 to 126, top row first; bit 4 is the left column.
    let rows: [UInt8]

    /// The built-in font.
    static let standard = BitmapFont(art: GlyphArt.printableASCII)

    /// Characters drawn two font pixels lower so that they hang below the baseline.
    static let descenders: Set<UInt8> = [UInt8(ascii: "g"), UInt8(ascii: "p"), UInt8(ascii: "q"), UInt8(ascii: "y")]

    /// Reads glyph art: blocks of seven text lines separated by blank lines; in each block,
    /// glyphs are five characters wide (`#` on, `.` off) separated by single spaces, in
    /// character-code order.
    init(art: String) {
        var glyphs: [[UInt8]] = []
        let lines = art.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
        var blockStart = 0
        while blockStart < lines.count {
            if lines[blockStart].isEmpty {
                blockStart += 1
                continue
            }
            let block = lines[blockStart..<min(blockStart + Self.glyphHeight, lines.count)]
            let glyphsInBlock = (block.first!.count + 1) / (Self.glyphWidth + 1)
            for g in 0..<glyphsInBlock {
                var bits: [UInt8] = []
                for line in block {
                    var row: UInt8 = 0
                    for c in 0..<Self.glyphWidth {
                        let i = g * (Self.glyphWidth + 1) + c
                        row = row << 1 | (i < line.count && line[i] == "#" ? 1 : 0)
                    }
                    bits.append(row)
                }
                glyphs.append(bits)
            }
            blockStart += Self.glyphHeight
        }
        rows = glyphs.flatMap { $0 }
    }

    /// Number of glyphs the font holds, starting at the space character.
    var glyphCount: Int { rows.count / Self.glyphHeight }

    /// The bit rows of `byte`, or of `?` for characters the font lacks.
    func glyph(_ byte: UInt8) -> ArraySlice<UInt8> {
        var index = Int(byte) - 32
        if index < 0 || index >= glyphCount { index = Int(UInt8(ascii: "?")) - 32 }
        return rows[(index * Self.glyphHeight)..<((index + 1) * Self.glyphHeight)]
    }

    /// Width of `text` in font pixels (no trailing spacing).
    static func width(of text: String) -> Int {
        let n = text.utf8.count
        return n == 0 ? 0 : n * advance - 1
    }
}

/// The glyphs as pictures, so that a glyph can be read and changed by eye.
enum GlyphArt {
    /// Characters 32 (space) to 126 (`~`), sixteen to a block.
    static let printableASCII = """
        ..... ..#.. .#.#. .#.#. ..#.. ##... .##.. ..#.. ...#. .#... ..... ..... ..... ..... ..... ....#
        ..... ..#.. .#.#. .#.#. .#### ##..# #..#. ..#.. ..#.. ..#.. ..#.. ..#.. ..... ..... ..... ....#
        ..... ..#.. ..... ##### #.#.. ...#. #.#.. ..... .#... ...#. #.#.# ..#.. ..... ..... ..... ...#.
        ..... ..#.. ..... .#.#. .###. ..#.. .#... ..... .#... ...#. .###. ##### ..... ##### ..... ..#..
        ..... ..#.. ..... ##### ..#.# .#... #.#.# ..... .#... ...#. #.#.# ..#.. ..#.. ..... ..... .#...
        ..... ..... ..... .#.#. ####. #..## #..#. ..... ..#.. ..#.. ..#.. ..#.. ..#.. ..... .##.. #....
        ..... ..#.. ..... .#.#. ..#.. ...## .##.# ..... ...#. .#... ..... ..... .#... ..... .##.. #....

        .###. ..#.. .###. ##### ...#. ##### ..##. ##### .###. .###. ..... ..... ...#. ..... .#... .###.
        #...# .##.. #...# ...#. ..##. #.... .#... ....# #...# #...# .##.. .##.. ..#.. ..... ..#.. #...#
        #..## ..#.. ....# ..#.. .#.#. ####. #.... ...#. #...# #...# .##.. .##.. .#... ##### ...#. ....#
        #.#.# ..#.. ...#. ...#. #..#. ....# ####. ..#.. .###. .#### ..... ..... #.... ..... ....# ...#.
        ##..# ..#.. ..#.. ....# ##### ....# #...# .#... #...# ....# .##.. .##.. .#... ##### ...#. ..#..
        #...# ..#.. .#... #...# ...#. #...# #...# .#... #...# ...#. .##.. ..#.. ..#.. ..... ..#.. .....
        .###. .###. ##### .###. ...#. .###. .###. .#... .###. .##.. ..... .#... ...#. ..... .#... ..#..

        .###. .###. ####. .###. ###.. ##### ##### .###. #...# .###. ..### #...# #.... #...# #...# .###.
        #...# #...# #...# #...# #..#. #.... #.... #...# #...# ..#.. ...#. #..#. #.... ##.## #...# #...#
        ....# #...# #...# #.... #...# #.... #.... #.... #...# ..#.. ...#. #.#.. #.... #.#.# ##..# #...#
        .##.# ##### ####. #.... #...# ####. ####. #.### ##### ..#.. ...#. ##... #.... #.#.# #.#.# #...#
        #.#.# #...# #...# #.... #...# #.... #.... #...# #...# ..#.. ...#. #.#.. #.... #...# #..## #...#
        #.#.# #...# #...# #...# #..#. #.... #.... #...# #...# ..#.. #..#. #..#. #.... #...# #...# #...#
        .###. #...# ####. .###. ###.. ##### #.... .#### #...# .###. .##.. #...# ##### #...# #...# .###.

        ####. .###. ####. .#### ##### #...# #...# #...# #...# #...# ##### .###. #.... .###. ..#.. .....
        #...# #...# #...# #.... ..#.. #...# #...# #...# #...# #...# ....# .#... #.... ...#. .#.#. .....
        #...# #...# #...# #.... ..#.. #...# #...# #...# .#.#. .#.#. ...#. .#... .#... ...#. #...# .....
        ####. #...# ####. .###. ..#.. #...# #...# #.#.# ..#.. ..#.. ..#.. .#... ..#.. ...#. ..... .....
        #.... #.#.# #.#.. ....# ..#.. #...# #...# #.#.# .#.#. ..#.. .#... .#... ...#. ...#. ..... .....
        #.... #..#. #..#. ....# ..#.. #...# .#.#. #.#.# #...# ..#.. #.... .#... ....# ...#. ..... .....
        #.... .##.# #...# ####. ..#.. .###. ..#.. .#.#. #...# ..#.. ##### .###. ....# .###. ..... #####

        .#... ..... #.... ..... ....# ..... ..##. .#### #.... ..#.. ...#. #.... .##.. ..... ..... .....
        ..#.. ..... #.... ..... ....# ..... .#..# #...# #.... ..... ..... #.... ..#.. ..... ..... .....
        ..... .###. #.##. .###. .##.# .###. .#... #...# #.##. .##.. ..##. #..#. ..#.. ##.#. #.##. .###.
        ..... ....# ##..# #.... #..## #...# ###.. #..## ##..# ..#.. ...#. #.#.. ..#.. #.#.# ##..# #...#
        ..... .#### #...# #.... #...# ##### .#... .##.# #...# ..#.. ...#. ##... ..#.. #.#.# #...# #...#
        ..... #...# #...# #...# #...# #.... .#... ....# #...# ..#.. #..#. #.#.. ..#.. #.#.# #...# #...#
        ..... .#### ####. .###. .#### .###. .#... .###. #...# .###. .##.. #..#. .###. #.#.# #...# .###.

        #.##. .##.# ..... ..... .#... ..... ..... ..... ..... #...# ..... ...## ..#.. ##... .....
        ##..# #..## ..... ..... .#... ..... ..... ..... ..... #...# ..... ..#.. ..#.. ..#.. .....
        #...# #...# #.##. .#### ###.. #...# #...# #...# #...# #...# ##### ..#.. ..#.. ..#.. .#...
        ##..# #..## ##..# #.... .#... #...# #...# #...# .#.#. #..## ...#. .#... ..#.. ...#. #.#.#
        #.##. .##.# #.... .###. .#... #...# #...# #.#.# ..#.. .##.# ..#.. ..#.. ..#.. ..#.. ...#.
        #.... ....# #.... ....# .#..# #..## .#.#. #.#.# .#.#. ....# .#... ..#.. ..#.. ..#.. .....
        #.... ....# #.... ####. ..##. .##.# ..#.. .#.#. #...# .###. ##### ...## ..#.. ##... .....
        """
}
