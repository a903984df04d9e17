/// Every frame's timing over a run, summarised when it ends: what `pyro play --stats` prints.
///
/// Two times are kept per frame, in seconds:
/// - work: composing the scene, rasterizing it and handing it to the screen, the time the
///   frame kept the thread busy (headroom is the frame budget minus this), and each of those
///   three stages on its own, so a slow frame shows where its time went;
/// - interval: from the previous frame's start to this one's, the rate a person sees (a
///   window paced to 60 Hz shows about 16.7 ms however little work there is). Headless runs
///   have no intervals.
///
/// The median is the mean of the middle two for an even count; the 99th percentile is the
/// nearest rank (the smallest time that at least 99% of frames do not exceed).
package struct FrameTimeReport: Sendable, Equatable {
    /// Upper bounds of the histogram's buckets, in milliseconds; the last bucket holds the rest.
    package static let bucketBounds: [Double] = [4, 8, 12, 1000.0 / 60, 20, 1000.0 / 30, 50]

    /// Work per frame, in seconds, in the order drawn: the sum of its three stages.
    package private(set) var work: [Double] = []
    /// Per frame, seconds spent composing the scene (simulating and listing what to draw).
    package private(set) var scene: [Double] = []
    /// Per frame, seconds spent rasterizing the scene into pixels.
    package private(set) var raster: [Double] = []
    /// Per frame, seconds spent handing the pixels to the screen (zero headless).
    package private(set) var present: [Double] = []
    /// Seconds from one frame's start to the next's, in order (empty headless).
    package private(set) var intervals: [Double] = []
    /// The most particles live at any frame.
    package private(set) var peakLiveCount = 0
    /// Frame width and height in pixels, as last drawn.
    package private(set) var pixels = (width: 0, height: 0)

    /// An empty report.
    package init() {}

    package static func == (a: Self, b: Self) -> Bool {
        a.work == b.work && a.scene == b.scene && a.raster == b.raster && a.present == b.present
            && a.intervals == b.intervals && a.peakLiveCount == b.peakLiveCount
            && a.pixels == b.pixels
    }

    /// Adds a frame.
    ///
    /// - Parameters:
    ///   - scene: seconds spent composing the scene.
    ///   - raster: seconds spent rasterizing it.
    ///   - present: seconds spent showing it (zero when nothing is shown).
    ///   - interval: seconds since the previous frame started, nil for the first frame or
    ///     when nothing paces the frames.
    ///   - liveCount: particles live in the frame.
    ///   - width: the frame's width in pixels.
    ///   - height: the frame's height in pixels.
    mutating func record(
        scene: Double, raster: Double, present: Double, interval: Double?, liveCount: Int, width: Int, height: Int
    ) {
        work.append(scene + raster + present)
        self.scene.append(scene)
        self.raster.append(raster)
        self.present.append(present)
        if let interval { intervals.append(interval) }
        peakLiveCount = max(peakLiveCount, liveCount)
        pixels = (width, height)
    }

    /// Median, 99th percentile and worst of a set of times, in seconds.
    package struct Spread: Sendable, Equatable {
        /// The middle time (the mean of the middle two for an even count).
        package var median: Double
        /// The smallest time at least 99% of the samples do not exceed.
        package var p99: Double
        /// The longest time.
        package var worst: Double

        /// The spread of `samples`, nil when there are none.
        package init?(_ samples: [Double]) {
            guard !samples.isEmpty else { return nil }
            let sorted = samples.sorted()
            let n = sorted.count
            median = n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2
            let rank = (99 * n + 99) / 100  // ceil(0.99 n), at least 1
            p99 = sorted[min(max(rank, 1), n) - 1]
            worst = sorted[n - 1]
        }
    }

    /// The spread of the work times, nil before the first frame.
    package var workSpread: Spread? { Spread(work) }
    /// The spread of the intervals, nil when there are none.
    package var intervalSpread: Spread? { Spread(intervals) }

    /// How many frames' work fell in each bucket: one count per `bucketBounds` entry (times up
    /// to that bound, above the previous one) and one for the rest.
    package var histogram: [Int] {
        var counts = [Int](repeating: 0, count: Self.bucketBounds.count + 1)
        for seconds in work {
            let ms = seconds * 1000
            counts[Self.bucketBounds.firstIndex { ms <= $0 } ?? Self.bucketBounds.count] += 1
        }
        return counts
    }

    /// The summary as lines of text: frames, the spreads of work, of each stage and of the
    /// intervals, and the histogram with bars.
    package var lines: [String] {
        guard let work = workSpread else { return ["frame times: no frame was drawn"] }
        var out = [
            "frames \(self.work.count) at \(pixels.width)x\(pixels.height) pixels, "
                + "at most \(peakLiveCount) particles live"
        ]
        out.append("work (scene, raster, present): " + Self.describe(work))
        for (name, times) in [("  scene:  ", scene), ("  raster: ", raster), ("  present:", present)] {
            if let spread = Spread(times) { out.append(Self.pad(name, 31) + Self.describe(spread)) }
        }
        if let interval = intervalSpread {
            out.append("interval between frames:       " + Self.describe(interval))
        }
        out.append("work per frame:")
        let counts = histogram
        let widest = max(counts.max() ?? 0, 1)
        var lower = "0"
        for (i, count) in counts.enumerated() {
            let label =
                i < Self.bucketBounds.count
                ? "\(lower)-\(Self.milliseconds(Self.bucketBounds[i] / 1000)) ms"
                : "over \(lower) ms"
            if i < Self.bucketBounds.count { lower = Self.milliseconds(Self.bucketBounds[i] / 1000) }
            let bar = String(repeating: "#", count: (count * 40 + widest - 1) / widest)
            out.append("  " + Self.pad(label, 14) + Self.pad(String(count), 8, right: true) + "  " + bar)
        }
        return out
    }

    private static func describe(_ s: Spread) -> String {
        let ratio = s.median > 0 ? s.worst / s.median : 1
        return "median \(milliseconds(s.median)) ms, p99 \(milliseconds(s.p99)) ms, "
            + "worst \(milliseconds(s.worst)) ms (\(hundredths(ratio))x the median)"
    }

    /// Seconds as milliseconds with one decimal.
    static func milliseconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private static func hundredths(_ x: Double) -> String {
        let h = Int((x * 100).rounded())
        let fraction = h % 100
        return "\(h / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }

    private static func pad(_ s: String, _ width: Int, right: Bool = false) -> String {
        let fill = String(repeating: " ", count: max(width - s.count, 0))
        return right ? fill + s : s + fill
    }
}
