import PyroCore
import PyroFormat

// The C ABI for effect files: the page writes a file's UTF-8 bytes into `pyro_file_buffer`,
// then `pyro_create_from_file` reads it with the same reader as `pyro render FILE.json`.

/// The bytes of the file being read (grown by `pyro_file_buffer`).
nonisolated(unsafe) var fileBuffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)
/// The last reading's error as UTF-8 (empty after a good file).
nonisolated(unsafe) var fileError = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 0)

/// The largest effect file accepted, in bytes.
let maximumFileBytes: Int32 = 16 << 20

/// Room for an effect file of `length` bytes (at most 16 MiB); nil when too large.
@_cdecl("pyro_file_buffer")
func pyroFileBuffer(_ length: Int32) -> UnsafeMutablePointer<UInt8>? {
    guard length >= 0, length <= maximumFileBytes else { return nil }
    if fileBuffer.count < Int(length) {
        fileBuffer.deallocate()
        fileBuffer = .allocate(capacity: Int(length))
    }
    return fileBuffer.baseAddress
}

/// Makes the stage from the first `length` bytes of `pyro_file_buffer`: the file's effect, fired
/// as the file says, on a canvas of `width` × `height` points at `scale` pixels per point
/// (0 × 0: the file's own canvas size), with the file's background. Returns 0; -1 for a size
/// out of range; -2 for a file that cannot be used (`pyro_file_error` says why; the stage is
/// then unchanged).
@_cdecl("pyro_create_from_file")
func pyroCreateFromFile(_ length: Int32, _ seedHigh: UInt32, _ seedLow: UInt32, _ width: Float, _ height: Float,
                        _ scale: Float) -> Int32 {
    guard length >= 0, Int(length) <= fileBuffer.count else { return -1 }
    let document: EffectDocument
    do {
        document = try EffectDocument.read(Array(fileBuffer[0..<Int(length)]), file: "effect", resources: browserResources)
    } catch {
        setFileError(error.description)
        return -2
    }
    if case .preset(let p) = document, case .defined(let d) = p.configuration, d.hasUndrawnText {
        setFileError("effect: preset: \"" + p.preset.rawValue + "\" draws colour emoji through FreeType, which the browser "
            + "build does not have; render it with the command line (pyro render)")
        return -2
    }
    let size = width > 0 && height > 0 ? Size(width: width, height: height) : document.canvasSize
    guard let (w, h) = pixelSize(size.width, size.height, scale) else { return -1 }
    let seed = UInt64(seedHigh) << 32 | UInt64(seedLow)
    let effect: PresetEffect
    do {
        effect = try document.makeEffect(seed: seed, canvasSize: size)
    } catch {
        setFileError("effect: the fuse's path has no points")
        return -2
    }
    setFileError("")
    stage = Stage(effect: .preset(effect), pixelWidth: w, pixelHeight: h, scale: scale)
    stage?.background = document.background
    return 0
}

/// The last `pyro_create_from_file` error (line, column, JSON path, value, what is allowed) as
/// UTF-8; its length is `pyro_file_error_length`.
@_cdecl("pyro_file_error")
func pyroFileError() -> UnsafeMutablePointer<UInt8>? { fileError.baseAddress }

/// Bytes in `pyro_file_error` (0 after a good file).
@_cdecl("pyro_file_error_length")
func pyroFileErrorLength() -> Int32 { Int32(fileError.count) }

/// What the browser can make for an effect file: no PNG files (the reader asks for "pixels") and
/// no text, since this build has no FreeType; a sprite with text is refused where it stands.
var browserResources: EffectResources {
    EffectResources(drawText: { _ in
        .failure(SpriteLoadError("the browser build has no FreeType to draw text; give the sprite as \"pixels\", "
            + "or render the file with the command line (pyro render)"))
    })
}

private func setFileError(_ text: String) {
    fileError.deallocate()
    let bytes = Array(text.utf8)
    fileError = .allocate(capacity: bytes.count)
    _ = fileError.initialize(from: bytes)
}
