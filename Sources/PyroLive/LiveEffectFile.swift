import PyroCore

/// An effect file that `pyro play FILE.json` shows, and how to read it again: the window checks
/// the file's stamp twice a second and, when it changes, reloads it keeping the clock and the
/// clicks so far. A file that no longer reads keeps the last good effect on screen (`load`
/// reports why).
package struct LiveEffectFile: Sendable {
    /// The file's name, for the scene bar.
    package var name: String
    /// Reads the file now: the effect, or nil after reporting what is wrong (on standard error).
    package var load: @Sendable () -> LiveEffect?
    /// Something that changes whenever the file does (its modification time), nil when it
    /// cannot be read.
    package var stamp: @Sendable () -> Int?

    /// A file called `name`, read by `load`, watched through `stamp`.
    package init(name: String, load: @escaping @Sendable () -> LiveEffect?, stamp: @escaping @Sendable () -> Int?) {
        self.name = name
        self.load = load
        self.stamp = stamp
    }
}

/// One reading of an effect file: how it looks and how to build it.
package struct LiveEffect: Sendable {
    /// What the canvas shows beneath the particles.
    package var background: Background
    /// The effect with the file's own firings moved `offset` seconds later, seeded by `seed`, on
    /// a canvas of `size` points.
    package var make: @Sendable (_ seed: UInt64, _ size: Size, _ offset: Double) -> PresetEffect

    /// An effect shown on `background`, built by `make`.
    package init(background: Background, make: @escaping @Sendable (UInt64, Size, Double) -> PresetEffect) {
        self.background = background
        self.make = make
    }
}
