/// Turns bytes into literals and back-references (LZ77) for Deflate.
///
/// Candidate matches are found through hash chains keyed on three bytes, as zlib does; chain
/// walks are bounded by `DeflateOptions.maxChainLength` so worst-case input stays fast. One step
/// of lazy matching defers a match when the next position starts a longer one.
///
/// Tokens are packed in a `UInt32`: a literal is its byte value; a match has bit 31 set,
/// its length (3...258) in bits 16...24 and its distance minus one (0...32767) in bits 0...15.
struct LZ77Matcher {
    static let windowSize = 32768
    static let minMatch = 3
    static let maxMatch = 258
    private static let hashBits = 15

    static func isMatch(_ token: UInt32) -> Bool { token & 0x8000_0000 != 0 }
    static func length(_ token: UInt32) -> Int { Int((token >> 16) & 0x1FF) }
    static func distance(_ token: UInt32) -> Int { Int(token & 0xFFFF) + 1 }
    static func match(length: Int, distance: Int) -> UInt32 {
        0x8000_0000 | UInt32(length) << 16 | UInt32(distance - 1)
    }

    /// Tokenises all of `input`.
    ///
    /// - Complexity: O(n · maxChainLength) in the worst case, close to O(n) on typical data.
    static func tokens(for input: UnsafeBufferPointer<UInt8>, options: DeflateOptions) -> [UInt32] {
        let n = input.count
        var tokens: [UInt32] = []
        tokens.reserveCapacity(n / 2 + 16)
        guard n > 0 else { return tokens }

        let windowMask = windowSize - 1
        var head = [Int32](repeating: -1, count: 1 << hashBits)
        var previous = [Int32](repeating: -1, count: windowSize)
        let maxChain = max(1, options.maxChainLength)
        let niceLength = min(maxMatch, max(minMatch, options.niceLength))
        let lazyLimit = options.lazyMatchLimit

        head.withUnsafeMutableBufferPointer { head in
            previous.withUnsafeMutableBufferPointer { previous in
                @inline(__always) func hash(_ i: Int) -> Int {
                    let v = UInt32(input[i]) << 16 | UInt32(input[i + 1]) << 8 | UInt32(input[i + 2])
                    return Int((v &* 2_654_435_761) >> UInt32(32 - hashBits))
                }
                @inline(__always) func insert(_ i: Int) {
                    guard i + minMatch <= n else { return }
                    let h = hash(i)
                    previous[i & windowMask] = head[h]
                    head[h] = Int32(i)
                }
                /// Longest earlier match for position `i` (which is not yet inserted).
                @inline(__always) func longestMatch(_ i: Int) -> (length: Int, distance: Int) {
                    guard i + minMatch <= n else { return (0, 0) }
                    let limit = min(maxMatch, n - i)
                    var candidate = Int(head[hash(i)])
                    var bestLength = minMatch - 1
                    var bestDistance = 0
                    var chain = maxChain
                    while candidate >= 0 && i - candidate <= windowSize && chain > 0 {
                        // Only a candidate that beats the best at its last byte can be longer.
                        if input[candidate + bestLength] == input[i + bestLength] && input[candidate] == input[i] {
                            var length = 0
                            while length < limit && input[candidate + length] == input[i + length] { length += 1 }
                            if length > bestLength {
                                bestLength = length
                                bestDistance = i - candidate
                                if length >= niceLength || length == limit { break }
                            }
                        }
                        let next = Int(previous[candidate & windowMask])
                        if next >= candidate { break }  // The slot was reused by a newer position.
                        candidate = next
                        chain -= 1
                    }
                    return bestLength >= minMatch ? (bestLength, bestDistance) : (0, 0)
                }

                var i = 0
                var pending = false
                var pendingLength = 0
                var pendingDistance = 0
                while i < n {
                    let (length, distance) = longestMatch(i)
                    insert(i)
                    if pending {
                        if length > pendingLength {
                            // The match starting here is better: the previous byte goes out alone.
                            tokens.append(UInt32(input[i - 1]))
                            pendingLength = length
                            pendingDistance = distance
                            i += 1
                        } else {
                            tokens.append(match(length: pendingLength, distance: pendingDistance))
                            let end = i - 1 + pendingLength
                            var p = i + 1
                            while p < end {
                                insert(p)
                                p += 1
                            }
                            i = end
                            pending = false
                        }
                    } else if length >= minMatch {
                        if length >= lazyLimit {
                            tokens.append(match(length: length, distance: distance))
                            var p = i + 1
                            while p < i + length {
                                insert(p)
                                p += 1
                            }
                            i += length
                        } else {
                            pending = true
                            pendingLength = length
                            pendingDistance = distance
                            i += 1
                        }
                    } else {
                        tokens.append(UInt32(input[i]))
                        i += 1
                    }
                }
                if pending {
                    tokens.append(match(length: pendingLength, distance: pendingDistance))
                }
            }
        }
        return tokens
    }
}
