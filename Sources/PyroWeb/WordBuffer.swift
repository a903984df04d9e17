/// 32-bit words the page reads straight out of the instance's memory: a frame's instances, its
/// commands, an atlas's texels. The storage stays put until it has to grow, so the page reads it
/// at the address it is given after each call; growth keeps the words and doubles the room, so
/// a buffer reused frame after frame stops allocating once it has seen its largest frame.
final class WordBuffer {
    private(set) var words: UnsafeMutablePointer<UInt32>
    /// Words in use.
    private(set) var count = 0
    private var capacity: Int

    /// An empty buffer; nothing is allocated until words are asked for.
    init() {
        capacity = 0
        words = .allocate(capacity: 0)
    }

    deinit { words.deallocate() }

    /// Where the words start: what the page reads.
    var address: UnsafeMutablePointer<UInt32> { words }

    /// Forgets the words in use and keeps the room.
    func removeAll() { count = 0 }

    /// `n` more words in use (their values unset), and where they start.
    func grow(by n: Int) -> UnsafeMutablePointer<UInt32> {
        let needed = count + n
        if needed > capacity {
            let room = max(needed, 2 * capacity, 64)
            let larger = UnsafeMutablePointer<UInt32>.allocate(capacity: room)
            larger.update(from: words, count: count)
            words.deallocate()
            words = larger
            capacity = room
        }
        let start = words + count
        count = needed
        return start
    }

    /// Appends one word.
    func append(_ word: UInt32) { grow(by: 1).pointee = word }

    /// Appends a float as its bit pattern.
    func append(_ value: Float) { append(value.bitPattern) }

    /// The word at `index` (below `count`).
    subscript(index: Int) -> UInt32 {
        get { words[index] }
        set { words[index] = newValue }
    }
}
