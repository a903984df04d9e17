/// How hard the Deflate compressor looks for repeated bytes.
///
/// Larger values find longer matches and give smaller output at the cost of time. Output is
/// always valid Deflate and always the same for the same input and options.
public struct DeflateOptions: Equatable, Hashable, Sendable {
    /// Most earlier positions examined for each match search (at least 1).
    package var maxChainLength: Int
    /// Matches at least this long are taken at once instead of checking whether the next byte
    /// starts a longer one (lazy matching). 0 turns lazy matching off.
    package var lazyMatchLimit: Int
    /// A match this long (3...258) ends the search early.
    package var niceLength: Int

    /// Options with the given search limits (see the properties for their meaning).
    package init(maxChainLength: Int, lazyMatchLimit: Int, niceLength: Int) {
        self.maxChainLength = maxChainLength
        self.lazyMatchLimit = lazyMatchLimit
        self.niceLength = niceLength
    }

    /// A balance close to zlib's default level.
    public static let `default` = DeflateOptions(maxChainLength: 64, lazyMatchLimit: 16, niceLength: 128)
    /// Quicker, somewhat larger output; for previews and large animations.
    public static let fast = DeflateOptions(maxChainLength: 8, lazyMatchLimit: 0, niceLength: 32)
}
