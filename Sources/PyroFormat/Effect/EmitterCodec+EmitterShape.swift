import PyroCore

/// `EmitterShape` <-> JSON: the region around the birth point that particles are born in, as
/// one-key objects with offsets and sizes in points (docs/EFFECT_FORMAT.md, "Emitter shapes").
extension EmitterCodec {
    static let emitterShapeKinds = ["line", "rectangle", "ellipse", "ring", "path"]

    static func encode(_ shape: EmitterShape) -> JSONValue {
        switch shape {
        case .point:
            return .string("point")
        case .line(let from, let to):
            return .object([("line", .array([encode(from), encode(to)]))])
        case .rectangle(let size, let edge):
            return .object([("rectangle", encode(size))] + (edge ? [("edge", .bool(true))] : []))
        case .ellipse(let radii, let edge):
            return .object([("ellipse", encode(radii))] + (edge ? [("edge", .bool(true))] : []))
        case .ring(let radii, let inner):
            return .object([("ring", encode(radii)), ("inner", .number(inner))])
        case .path(let line):
            return .object([("path", .array(line.points.map(encode)))])
        }
    }

    static func decodeEmitterShape(_ f: JSONField) throws(EffectFileError) -> EmitterShape {
        if case .string = f.value.kind {
            guard try f.string("an emitter shape").hasSameBytes(as: "point") else {
                throw f.error(
                    "an emitter shape is \"point\" or an object with one of \(JSONField.list(emitterShapeKinds))")
            }
            return .point
        }
        let o = try f.object("an emitter shape", keys: emitterShapeKinds + ["edge", "inner"])
        let kinds = emitterShapeKinds.filter(o.has)
        guard kinds.count == 1 else {
            throw f.error(
                "an emitter shape has exactly one of \(JSONField.list(emitterShapeKinds)); found \(kinds.count)")
        }
        let kind = kinds[0]
        if o.has("edge"), !kind.hasSameBytes(as: "rectangle"), !kind.hasSameBytes(as: "ellipse") {
            throw f.error("\"edge\" belongs to a \"rectangle\" or \"ellipse\" emitter shape")
        }
        if o.has("inner"), !kind.hasSameBytes(as: "ring") {
            throw f.error("\"inner\" belongs to a \"ring\" emitter shape")
        }
        let edge = try o.optional("edge")?.bool("whether particles are born on the outline only") ?? false
        switch ExactName(kind) {
        case "line":
            let ends = try o.required("line", "").array("the segment's two ends, offsets in points")
            guard ends.count == 2 else { throw f.error("a line takes exactly two points; found \(ends.count)") }
            return .line(
                from: try ends[0].vector("an offset in points", coordinate),
                to: try ends[1].vector("an offset in points", coordinate))
        case "rectangle":
            return .rectangle(
                size: try o.required("rectangle", "").vector("a width and height in points", 0...1e9), edge: edge)
        case "ellipse":
            return .ellipse(radii: try o.required("ellipse", "").vector("half-axes in points", 0...1e9), edge: edge)
        case "ring":
            return .ring(
                radii: try o.required("ring", "").vector("half-axes in points", 0...1e9),
                inner: try o.required("inner", "the inner edge as a fraction of the outer, 0...1").float(
                    "a fraction", 0...1))
        default:
            let points = try o.required("path", "").array("a list of offsets in points")
                .map { (p) throws(EffectFileError) in try p.vector("an offset in points", coordinate) }
            guard points.count <= 100_000 else { throw f.error("more than 100000 path points") }
            return .path(Polyline(points))
        }
    }
}
