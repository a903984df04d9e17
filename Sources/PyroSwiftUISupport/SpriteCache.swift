import PyroCore

/// Pictures made from sprites, one per sprite, kept between frames: the SwiftUI adapter converts
/// a `SpriteImage` into a `CGImage` once, not once per particle or per frame.
///
/// A sprite is known by its pixel storage (`SpriteImage` values share it when copied, as every
/// particle of a batch and every frame's shape table do), and each entry keeps its sprite, so
/// that storage cannot be freed and reused by another picture while the entry lives; a hit is
/// confirmed by comparing the sprites, which for shared storage costs no pixel reads. An equal
/// sprite built separately makes its own entry.
public struct SpriteCache<Picture> {
    private struct Entry {
        let sprite: SpriteImage
        let picture: Picture?
    }

    private var entries: [SpriteKey: Entry] = [:]
    /// The most sprites kept; one more empties the cache first.
    public let capacity: Int

    /// An empty cache holding at most `capacity` sprites (at least 1).
    public init(capacity: Int = 64) {
        self.capacity = max(capacity, 1)
    }

    /// The number of sprites held.
    public var count: Int { entries.count }

    /// The picture made from `sprite`: the one made before, or `make(sprite)` the first time
    /// (nil, when making fails, is kept too, so a failure is not retried every frame).
    public mutating func picture(for sprite: SpriteImage, make: (SpriteImage) -> Picture?) -> Picture? {
        let key = SpriteKey(sprite)
        if let entry = entries[key], entry.sprite == sprite { return entry.picture }
        if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
        let picture = make(sprite)
        entries[key] = Entry(sprite: sprite, picture: picture)
        return picture
    }
}

/// Which sprite a cache entry is for: where its pixels are stored, and its size in pixels.
public struct SpriteKey: Hashable, Sendable {
    /// The address of the sprite's pixel storage.
    public let storage: UInt
    /// Width and height, in pixels.
    public let width: Int, height: Int

    /// The key of `sprite`.
    public init(_ sprite: SpriteImage) {
        storage = sprite.pixels.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        width = sprite.width
        height = sprite.height
    }
}
