import PyroCore

// Pictures the page drew (canvas-confetti's `shapeFromText`: text through the browser's fonts),
// handed to the engine once and then named by number in `confetti()` calls.

/// The pictures this instance was given, by the number `pyro_sprite` returned.
nonisolated(unsafe) var sprites: [SpriteImage] = []

/// The most pictures one instance keeps.
let maximumSprites = 4096

/// Makes a picture of `width` × `height` pixels (1...2048 a side) from the first
/// `width * height * 4` bytes of `pyro_input`, straight-alpha RGBA rows from the top. Returns its
/// number, or -1 when the size is out of range, the page wrote fewer bytes, or the instance holds
/// `maximumSprites` already.
@_cdecl("pyro_sprite")
func pyroSprite(_ width: Int32, _ height: Int32) -> Int32 {
    guard (1...2048).contains(width), (1...2048).contains(height), sprites.count < maximumSprites,
        let bytes = inputBytes(width * height * 4),
        let sprite = SpriteImage(width: Int(width), height: Int(height), straightRGBA: bytes)
    else { return -1 }
    sprites.append(sprite)
    return Int32(sprites.count - 1)
}

/// The picture numbered `id`, if there is one.
func registeredSprite(_ id: Int) -> SpriteImage? {
    sprites.indices.contains(id) ? sprites[id] : nil
}
