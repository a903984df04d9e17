import PyroCore

/// What `pyro render` draws for each frame: the effect at the frame's time, or the layers of a
/// seamless loop.
enum FrameSource {
    case effect(PresetEffect, reduceMotion: Bool)
    case seamless(SeamlessLoop)

    init(_ settings: RenderSettings) throws {
        if settings.outputOptions.seamless {
            self = .seamless(try SeamlessLoop(settings.effect, period: settings.loopPeriod))
        } else {
            self = .effect(try settings.effect.makeEffect(), reduceMotion: settings.effect.reduceMotion)
        }
    }

    /// The display lists of the frame at `time` seconds, in painting order.
    mutating func displayLists(at time: Double) -> [DisplayList] {
        switch consume self {
        case .effect(var effect, let reduceMotion):
            let list = effect.displayList(at: time, reduceMotion: reduceMotion)
            self = .effect(effect, reduceMotion: reduceMotion)
            return [list]
        case .seamless(var loop):
            let lists = loop.displayLists(at: time)
            self = .seamless(loop)
            return lists
        }
    }
}
