import Testing

@testable import PyroLive

@Suite struct FrameTimeReportTests {
    /// A report of `milliseconds` of work, all of it rasterizing, each 1/60 s after the one before.
    func report(_ milliseconds: [Double], live: [Int]? = nil) -> FrameTimeReport {
        var r = FrameTimeReport()
        for (i, ms) in milliseconds.enumerated() {
            r.record(
                scene: 0, raster: ms / 1000, present: 0, interval: i == 0 ? nil : 1.0 / 60,
                liveCount: live?[i] ?? 0, width: 800, height: 600)
        }
        return r
    }

    @Test func theMedianOfAnOddCountIsTheMiddleAndOfAnEvenCountTheMeanOfTheMiddleTwo() throws {
        #expect(try #require(report([5, 1, 3]).workSpread).median == 0.003)
        #expect(try #require(report([4, 1, 2, 8]).workSpread).median == 0.003)
    }

    @Test func theNinetyNinthPercentileIsTheNearestRank() throws {
        // 200 frames: the 198th smallest is the smallest time 99% of frames do not exceed.
        let times = (1...200).map(Double.init)
        let spread = try #require(report(times.reversed()).workSpread)
        #expect(spread.p99 == 0.198)
        #expect(spread.worst == 0.2)
        // Under 100 frames the nearest rank is the worst.
        #expect(try #require(report([1, 2, 3]).workSpread).p99 == 0.003)
    }

    @Test func intervalsStartAtTheSecondFrame() throws {
        let r = report([1, 2, 3])
        #expect(r.intervals.count == 2)
        #expect(try #require(r.intervalSpread).worst == 1.0 / 60)
    }

    @Test func theHistogramPutsEachFrameInTheFirstBucketThatHoldsIt() {
        // Bounds 4, 8, 12, 16.67, 20, 33.3, 50 ms and the rest.
        let r = report([0.5, 4, 4.01, 16.6, 16.7, 33.4, 50, 51, 900])
        #expect(r.histogram == [2, 1, 0, 1, 1, 0, 2, 2])
    }

    @Test func theSummaryGivesTheFiguresInMilliseconds() {
        let r = report([2, 10, 6], live: [10, 300, 20])
        #expect(r.peakLiveCount == 300)
        #expect(r.lines[0] == "frames 3 at 800x600 pixels, at most 300 particles live")
        #expect(
            r.lines[1] == "work (scene, raster, present): median 6.0 ms, p99 10.0 ms, worst 10.0 ms (1.67x the median)")
        #expect(
            r.lines[2] == "  scene:                       median 0.0 ms, p99 0.0 ms, worst 0.0 ms (1.00x the median)")
        #expect(
            r.lines[3] == "  raster:                      median 6.0 ms, p99 10.0 ms, worst 10.0 ms (1.67x the median)")
        #expect(
            r.lines[4] == "  present:                     median 0.0 ms, p99 0.0 ms, worst 0.0 ms (1.00x the median)")
        #expect(
            r.lines[5] == "interval between frames:       median 16.7 ms, p99 16.7 ms, worst 16.7 ms (1.00x the median)"
        )
        #expect(r.lines[6] == "work per frame:")
        #expect(r.lines[7] == "  0-4.0 ms             1  ########################################")
        #expect(r.lines[8] == "  4.0-8.0 ms           1  ########################################")
        #expect(r.lines[14] == "  over 50.0 ms         0  ")
    }

    @Test func eachStageHasItsOwnSpreadAndTheWorkIsTheirSum() throws {
        var r = FrameTimeReport()
        r.record(scene: 0.001, raster: 0.004, present: 0.002, interval: nil, liveCount: 0, width: 8, height: 8)
        r.record(scene: 0.003, raster: 0.008, present: 0.001, interval: nil, liveCount: 0, width: 8, height: 8)
        #expect(r.work == [0.001 + 0.004 + 0.002, 0.003 + 0.008 + 0.001])
        #expect(r.scene == [0.001, 0.003])
        #expect(r.raster == [0.004, 0.008])
        #expect(r.present == [0.002, 0.001])
        #expect(
            r.lines[2] == "  scene:                       median 2.0 ms, p99 3.0 ms, worst 3.0 ms (1.50x the median)")
        #expect(
            r.lines[3] == "  raster:                      median 6.0 ms, p99 8.0 ms, worst 8.0 ms (1.33x the median)")
        #expect(
            r.lines[4] == "  present:                     median 1.5 ms, p99 2.0 ms, worst 2.0 ms (1.33x the median)")
    }

    @Test func aRunWithNoFramesSaysSo() {
        #expect(FrameTimeReport().lines == ["frame times: no frame was drawn"])
        #expect(FrameTimeReport().workSpread == nil)
    }

    @Test func headlessStatsRasterizeAndTimeEveryFrame() throws {
        var options = LiveOptions()
        options.width = 64
        options.height = 64
        options.frames = 5
        options.reportsFrameTimes = true
        let result = try HeadlessRunner(scene: .burst, options: options).run()
        #expect(result.frameTimes.work.count == 5)
        #expect(result.frameTimes.intervals.isEmpty)
        #expect(result.frameTimes.work.allSatisfy { $0 > 0 })
        #expect(result.frameTimes.raster.allSatisfy { $0 > 0 })
        #expect(result.frameTimes.present == [0, 0, 0, 0, 0])
        #expect(result.frameTimes.pixels == (64, 64))
        // Without it nothing is kept.
        options.reportsFrameTimes = false
        #expect(try HeadlessRunner(scene: .burst, options: options).run().frameTimes.work.isEmpty)
    }
}
