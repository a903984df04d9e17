/// A particle effect driven by time: what every preset is, and all that renderers, the command
/// line and the live window need to know about one.
///
/// The contract: `update(to:)` brings the effect to a time in seconds (any step pattern gives
/// the same result, and going back in time is exact); `render` describes that moment as
/// display-list items. Nothing in an effect reads a clock or an unseeded random source.
public protocol Effect: Sendable {
    /// Brings the effect to `time` seconds. NaN and infinite times are ignored.
    mutating func update(to time: Double)
    /// Appends the current moment's primitives to `list`, in painting order.
    func render(reduceMotion: Bool, into list: inout DisplayList)
    /// Makes `list` the current moment's frame, as `render(reduceMotion:into:)` would append it to
    /// an empty list, reusing the storage of the frame `list` holds: drawing frame after frame into
    /// one list allocates nothing once its columns have grown (see `Effect+Reuse.swift`).
    func render(reduceMotion: Bool, reusing list: inout DisplayList)
    /// Fires the effect's on-demand action (a burst, an emission, showing confetti, lighting
    /// the fuse) at `time` seconds, at `origin` in canvas points where the effect has a place
    /// to start from (nil: its configured origin).
    mutating func trigger(at time: Double, origin: Vector2?)
    /// The canvas, in points.
    var canvasSize: Size { get }
    /// Changes the canvas to `size` points (a window or web canvas was resized), keeping the
    /// effect running: live particles carry on, and places given as fractions of the canvas
    /// follow the new size. Non-finite or negative sides read as 0.
    mutating func resize(to size: Size)
    /// Number of live particles.
    var liveCount: Int { get }
}

extension Effect {
    /// Brings the effect to `time` and returns that frame's display list.
    public mutating func displayList(at time: Double, reduceMotion: Bool = false) -> DisplayList {
        update(to: time)
        var list = DisplayList(canvasSize: canvasSize)
        render(reduceMotion: reduceMotion, into: &list)
        return list
    }
}
