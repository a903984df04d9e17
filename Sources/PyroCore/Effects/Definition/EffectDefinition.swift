/// An effect described entirely as data: its emitters, what one firing does, when it fires by
/// itself, and how it is shown.
///
/// This is what an effect file holds and what the catalog presets are made of. A
/// `DefinedEffect` runs it; every renderer draws it like any other effect.
///
/// Emitters are referred to by their `name`, so the names should be unique: an action naming no
/// emitter, or a name used twice, reaches the first emitter of that name or none (the effect-file
/// reader reports both as errors before anything is built).
public struct EffectDefinition: Equatable, Sendable {
    /// A short name, such as `fireworks`.
    public var name: String
    /// One line saying what the effect shows, as `pyro list` prints it.
    public var summary: String
    /// The kinds of particle, in painting order (later emitters draw on top).
    public var emitters: [EmitterConfiguration]
    /// What one firing does (a tap, `trigger(at:origin:)`, a `--fire-at` time): each action runs
    /// its delay after the firing.
    public var onTrigger: [EmitterAction]
    /// The firings that happen with nobody asking, in seconds from the start.
    public var firings: [Firing]
    /// What the canvas shows beneath the particles.
    public var background: Background
    /// Seconds of a complete animation under `firings`: until the last particle has faded.
    public var duration: Double
    /// The moment, in seconds, that tells the effect best in one still picture.
    public var tellingMoment: Double
    /// The canvas the effect was designed for, in points; renderers use it when nobody gives a
    /// size.
    public var canvasSize: Size

    /// An effect definition; see the properties for units. Nothing is validated here: a
    /// `DefinedEffect` cleans every value up as it runs.
    public init(
        name: String, summary: String = "", emitters: [EmitterConfiguration],
        onTrigger: [EmitterAction], firings: [Firing] = [Firing(time: 0)],
        background: Background = .solid(.black), duration: Double = 3, tellingMoment: Double = 1,
        canvasSize: Size = Size(width: 800, height: 600)
    ) {
        self.name = name
        self.summary = summary
        self.emitters = emitters
        self.onTrigger = onTrigger
        self.firings = firings
        self.background = background
        self.duration = duration
        self.tellingMoment = tellingMoment
        self.canvasSize = canvasSize
    }
}
