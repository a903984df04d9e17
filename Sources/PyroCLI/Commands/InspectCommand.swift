import PyroBench
import PyroCore
import PyroFormat

/// `pyro inspect`: the live particles at given times, one JSON object per line.
enum InspectCommand {
    static let spec = CommandSpec(
        name: "inspect",
        summary: "the live particles at given times, as JSON lines",
        usage: ["pyro inspect <preset or FILE.json> --at T[,T...] [options]"],
        description: """
            Prints, for each time, one JSON object per live particle:
            t, id, emitter, x, y (centre in canvas points, origin top-left, y down), rotation
            (radians), scaleX, scaleY, opacity, color (#RRGGBBAA), shape, width, height (points,
            before scaling). For fuse-firework each time also gets a line
            {"t":..,"fuse":{"state":..,"tip":[x,y],"burnt":..}}.
            """,
        flags: [Flag("at", value: "T[,T...]", "times in seconds (required), 0...86400")] + EffectOptions.flags)

    static func run(_ arguments: [String], output: (String) -> Void, error: (String) -> Void) throws {
        let args = try ArgumentList(arguments, spec: spec)
        let options = try EffectOptions(args)
        guard let at = args.value("at") else { throw UsageError("pyro inspect: --at T[,T...] is required") }
        let times = try ValueParsers.times(at, flag: "at")
        var effect = try options.makeEffect()
        for t in times {
            let list = effect.displayList(at: t, reduceMotion: options.reduceMotion)
            let time = JSON.number(t)
            if let fuse = effect.fuseFirework {
                let tip = fuse.tip.map { "[\(JSON.number($0.x)),\(JSON.number($0.y))]" } ?? "null"
                output(
                    "{\"t\":\(time),\"fuse\":{\"state\":\"\(fuse.state.rawValue)\",\"tip\":\(tip),\"burnt\":\(JSON.number(fuse.burntFraction))}}"
                )
            }
            for batch in list.batches {
                let emitter = JSON.string(batch.name)
                for i in 0..<batch.count {
                    let shape = batch.shapes.isEmpty ? "circle" : batch.shapes[Int(batch.shapeIndex[i])].name
                    output(
                        "{\"t\":\(time),\"id\":\(batch.id[i]),\"emitter\":\(emitter),"
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
        // Said after the lines, since finding when the effect ended moves it to other times.
        for t in times {
            if let warning = EffectEnd.warning(at: t, options: options, effect: &effect, command: "inspect") {
                error(warning)
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
    static func string(_ s: String) -> String { JSONWriter.compact(.string(s)) }
}
