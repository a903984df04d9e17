import PyroCodecs
import PyroCore
import PyroFormat
import PyroWeb

// The studio's C ABI, which studio.wasm exports beside PyroWeb's (web/src/studio calls both): the
// page keeps the file's text; the engine reads it, describes it, changes it, and encodes its
// frames. Text goes in through `pyro_input` and comes back in `pyro_output`, as for PyroWeb.

/// The file being designed (nil until `pyro_studio_open` reads one).
nonisolated(unsafe) var studio: StudioDocument?
/// The animation being made (nil when none).
nonisolated(unsafe) var export: AnimationExport?

/// Writes the starting file for the preset named by the first `nameLength` bytes of `pyro_input`
/// (`StudioDocument.starting(from:)`) into `pyro_output`. Returns its length in bytes, or -2 with
/// the reason in `pyro_output` for a name that is no preset.
@_cdecl("pyro_studio_start")
func pyroStudioStart(_ nameLength: Int32) -> Int32 {
    let name = inputBytes(nameLength).map { String(decoding: $0, as: UTF8.self) } ?? ""
    guard let preset = Preset.allCases.first(where: { $0.rawValue.hasSameBytes(as: name) }) else {
        let names = Preset.allCases.map { $0.rawValue }.joined(separator: ", ")
        return fail(-2, "unknown preset '" + name + "'; presets: " + names)
    }
    return writeText(StudioDocument.starting(from: preset).text)
}

/// Reads the first `length` bytes of `pyro_input` as the file being designed. Returns 0 with its
/// description (`StudioDocument.description`) in `pyro_output`; -1 when the page wrote fewer
/// bytes; -2 with the reader's error as JSON (`readerError`), keeping the file read before.
@_cdecl("pyro_studio_open")
func pyroStudioOpen(_ length: Int32) -> Int32 {
    guard let bytes = inputBytes(length) else { return -1 }
    do {
        studio = try StudioDocument.read(bytes)
    } catch {
        return readerError(error)
    }
    return pyroStudioDescribe()
}

/// Writes the description of the file being designed into `pyro_output`. Returns 0, or -1 before
/// a file has been read.
@_cdecl("pyro_studio_describe")
func pyroStudioDescribe() -> Int32 {
    guard let studio else { return -1 }
    write(JSONWriter.compact(studio.description))
    return 0
}

/// Applies the changes in the first `length` bytes of `pyro_input` (a JSON object, see
/// `StudioDocument.apply(_:)`) to the file being designed. Returns the length of its new text,
/// written into `pyro_output`; -1 before a file has been read; -2 with the reader's error as JSON
/// (`readerError`), changing nothing.
@_cdecl("pyro_studio_change")
func pyroStudioChange(_ length: Int32) -> Int32 {
    guard studio != nil, let bytes = inputBytes(length) else { return -1 }
    do throws(EffectFileError) {
        let changes: JSONValue
        do {
            changes = try JSONReader.read(bytes)
        } catch {
            throw EffectFileError(position: nil, path: "", message: "the changes are not JSON: " + error.message)
        }
        try studio!.apply(changes)
    } catch {
        return readerError(error)
    }
    return writeText(studio!.text)
}

/// Makes the preset file being designed the definition of emitters it stands for
/// (`StudioDocument.expand()`). Returns the length of the new text, written into `pyro_output`,
/// or -2 with the reason there when the preset is more than emitters (the fuse, star-burst,
/// floating-hearts, confetti, canvas-confetti) or the file is a definition already.
@_cdecl("pyro_studio_expand")
func pyroStudioExpand() -> Int32 {
    guard studio?.expand() == true else {
        return fail(-2, "only a preset file whose preset is emitters (pyro export writes it as a definition) expands")
    }
    return writeText(studio!.text)
}

/// Encodes the stage's last frame (`pyro_draw`) as a PNG, the bytes `pyro render FILE.json --at T
/// -o x.png` writes for the same frame, into `pyro_output`. Returns their length, or -1 without a stage.
@_cdecl("pyro_studio_png")
func pyroStudioPNG() -> Int32 {
    guard let stage,
        let image = RGBAImage(
            width: Int(pyroPixelWidth()), height: Int(pyroPixelHeight()),
            pixels: Array(stage.bytes.buffer))
    else { return -1 }
    write(bytes: PNGEncoder.encode(image))
    return pyroOutputLength()
}

/// Starts an animation of the file being designed (`AnimationExport`): `format` 0 for GIF
/// (`dither` 1 ordered, 0 none) or 1 for APNG, with the seed's two halves, `frameRate` frames a
/// second, `scale` pixels per point and `reduceMotion` (0 or 1). Returns the number of frames; -1
/// before a file has been read; -2 with the reason in `pyro_output` for settings that cannot be used.
@_cdecl("pyro_studio_export_begin")
func pyroStudioExportBegin(
    _ format: Int32, _ seedHigh: UInt32, _ seedLow: UInt32, _ frameRate: Double,
    _ scale: Float, _ dither: Int32, _ reduceMotion: Int32
) -> Int32 {
    guard let studio else { return -1 }
    export = nil
    let kind: AnimationExport.Format = format == 1 ? .apng : .gif(dither == 0 ? .none : .ordered)
    do {
        export = try AnimationExport(
            studio.document, seed: UInt64(seedHigh) << 32 | UInt64(seedLow), format: kind,
            frameRate: frameRate, scale: scale, reduceMotion: reduceMotion != 0)
    } catch {
        return fail(-2, error.message)
    }
    return Int32(clamping: export!.frameCount)
}

/// Draws and encodes up to `count` more frames of the animation, and writes the bytes encoded
/// since the last call into `pyro_output` (after the last frame, the rest of the file). Returns
/// the frames done so far, or -1 when no animation was started.
@_cdecl("pyro_studio_export_frames")
func pyroStudioExportFrames(_ count: Int32) -> Int32 {
    guard export != nil else { return -1 }
    write(bytes: export!.addFrames(Int(count)))
    return Int32(clamping: export!.framesDone)
}

/// Lets go of the animation (finished or not) and its memory.
@_cdecl("pyro_studio_export_end")
func pyroStudioExportEnd() {
    export = nil
}

/// Writes `text` into `pyro_output` and returns its length in bytes.
private func writeText(_ text: String) -> Int32 {
    write(text)
    return pyroOutputLength()
}

/// Writes the reader's error for the page as JSON, `line` and `column` (Unicode scalars, from 1)
/// where it has a place, `path`, `message` and `text` (the one line `pyro render` prints), and
/// returns -2.
private func readerError(_ error: EffectFileError) -> Int32 {
    var members: [(String, JSONValue)] = []
    if let position = error.position {
        members += [("line", .number(position.line)), ("column", .number(position.column))]
    }
    members += [
        ("path", .string(error.path)), ("message", .string(error.message)),
        ("text", .string(error.description)),
    ]
    write(JSONWriter.compact(.object(members)))
    return -2
}
