import PyroBench
import PyroCore

/// `pyro inspect`: the live particles at given times, one JSON object per line.
enum InspectCommand {
    static let help = """
        USAGE: pyro inspect <preset> --at T[,T...] [options]

        Prints, for each time, one JSON object per live particle:
        t, id, emitter, x, y (centre in canvas points, origin top-left, y down), rotation
        (radians), scaleX, scaleY, opacity, color (#RRGGBBAA), shape, width, height (points,
        before scaling). For fuse-firework each time also gets a line
        {"t":..,"fuse":{"state":..,"tip":[x,y],"burnt":..}}.

        OPTIONS:
          --at T[,T...]        times in seconds (required), 0...86400
          --seed N             random seed (default 1)
          --size WxH           canvas in points (default 800x600), sides 1...16384
          --fire-at T[,T...]   when on-demand effects fire (default 0)
          --origin X,Y[;X,Y]   where bursts start, in points, one per --fire-at time (default: the preset's)
          --reduce-motion      show the Reduce Motion form
          --path "X,Y;X,Y;..." fuse-firework: the drawn path (default: a built-in curve)
          --path-file FILE     fuse-firework: the drawn path, one x,y a line
          --light-at T         fuse-firework: when the fuse is lit (default 0)
        """

    static func run(_ arguments: [String], output: (String) -> Void) throws(UsageError) {
        let args = try ArgumentList(arguments, command: "inspect", valueFlags: EffectOptions.valueFlags + ["at"],
                                    switchFlags: EffectOptions.switchFlags)
        let options = try EffectOptions(args, command: "inspect")
        guard let at = args.value("at") else { throw UsageError("pyro inspect: --at T[,T...] is required") }
        let times = try ValueParsers.times(at, flag: "at")
        var effect = try options.makeEffect()
        for t in times {
            let list = effect.displayList(at: t, reduceMotion: options.reduceMotion)
            let time = JSON.number(t)
            if let fuse = effect.fuseFirework {
                let tip = fuse.tip.map { "[\(JSON.number($0.x)),\(JSON.number($0.y))]" } ?? "null"
                output("{\"t\":\(time),\"fuse\":{\"state\":\"\(fuse.state.rawValue)\",\"tip\":\(tip),\"burnt\":\(JSON.number(fuse.burntFraction))}}")
            }
            for batch in list.batches {
                let emitter = JSON.string(batch.name)
                for i in 0..<batch.count {
                    let shape = batch.shapes.isEmpty ? "circle" : batch.shapes[Int(batch.shapeIndex[i])].name
                    output("{\"t\":\(time),\"id\":\(batch.id[i]),\"emitter\":\(emitter),"
                        + "\"x\":\(JSON.number(batch.x[i])),\"y\":\(JSON.number(batch.y[i])),"
                        + "\"rotation\":\(JSON.number(batch.rotation[i])),"
                        + "\"scaleX\":\(JSON.number(batch.scaleX[i])),\"scaleY\":\(JSON.number(batch.scaleY[i])),"
                        + "\"opacity\":\(JSON.number(batch.opacity[i])),"
                        + "\"color\":\"\(RGBAColor(rgba32: batch.color[i]).hexString)\","
                        + "\"shape\":\"\(shape)\",\"width\":\(JSON.number(batch.width[i])),"
                        + "\"height\":\(JSON.number(batch.height[i]))}")
                }
            }
        }
    }
}

/// JSON text for the few value kinds `pyro` prints.
enum JSON {
    /// A finite number in its shortest exact form; non-finite values (never expected) print 0.
    static func number(_ v: Float) -> String { v.isFinite ? "\(v)" : "0" }
    static func number(_ v: Double) -> String { v.isFinite ? "\(v)" : "0" }

    /// A quoted, escaped string.
    static func string(_ s: String) -> String { JSONText.string(s) }
}
