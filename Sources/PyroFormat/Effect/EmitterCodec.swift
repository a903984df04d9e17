import PyroCore

/// `EmitterConfiguration` <-> JSON: every property, with values equal to the initialiser's
/// defaults left out when writing. docs/EFFECT_FORMAT.md describes each key.
enum EmitterCodec: KeyTable {
    static var what: String { "an emitter" }

    /// The defaults a file may leave out, as `EmitterConfiguration.init` has them.
    static let defaults = EmitterConfiguration(
        name: "", emission: .burst(count: 0), origin: .point(.zero),
        lifetime: .constant(1), shapes: [], colors: [])

    /// The picks index the shapes and colours.
    static var readFirst: [String] { ["name", "shapes", "colors"] }

    static func keys<V: KeyVisitor>(_ c: inout EmitterConfiguration, _ d: EmitterConfiguration, _ v: inout V) {
        // Read in the passes before the one that reads the picks.
        let shapeCount = c.shapes.count
        let colorCount = c.colors.count
        v.key(
            "name", required: "the emitter's name, which actions refer to", &c.name, d.name,
            read: { (f, _) throws(EffectFileError) in try decodeName(f) }, write: { .string($0) })
        v.key(
            "emission", required: "{\"burst\": COUNT} or {\"rate\": PER_SECOND}", &c.emission, d.emission,
            read: { (f, _) throws(EffectFileError) in try decodeEmission(f) }, write: encode)
        v.key(
            "origin", required: "where particles are born, such as {\"unit\": [0.5, 0.5]}", &c.origin, d.origin,
            read: { (f, _) throws(EffectFileError) in try decodeOrigin(f) }, write: encode)
        v.key(
            "lifetime", .range(0.001...86_400), "seconds a particle lives", required: "seconds a particle lives",
            unit: "seconds", &c.lifetime, d.lifetime)
        v.key(
            "launch", &c.launch, d.launch, read: { (f, _) throws(EffectFileError) in try Launch.read(f) },
            write: Launch.write)
        v.key(
            "motion", &c.motion, d.motion, read: { (f, _) throws(EffectFileError) in try Motion.read(f) },
            write: Motion.write)
        v.key(
            "spin", &c.spin, d.spin, read: { (f, _) throws(EffectFileError) in try Spin.read(f) }, write: Spin.write)
        v.key(
            "shapes", required: "the shapes particles take, such as [{\"shape\": \"circle\", \"size\": 4}]", &c.shapes,
            d.shapes, read: { (f, r) throws(EffectFileError) in try decodeShapes(f, resources: r) },
            write: { .array($0.map(encode)) })
        v.key(
            "shapePick", &c.shapePick, d.shapePick,
            read: { (f, _) throws(EffectFileError) in try decodePick(f, listCount: shapeCount, "shapes") },
            write: encode)
        v.key("sizeFactor", .range(0...1e6), "a size factor", &c.sizeFactor, d.sizeFactor)
        v.key(
            "scaleOverLife", &c.scaleOverLife, d.scaleOverLife,
            read: { (f, _) throws(EffectFileError) in try decodeTrack(f, "a scale") }, write: encode)
        v.key(
            "opacityOverLife", &c.opacityOverLife, d.opacityOverLife,
            read: { (f, _) throws(EffectFileError) in try decodeTrack(f, "an opacity") }, write: encode)
        v.key(
            "colors", required: "the palette, such as [\"red\", \"#FFCC00\"]", &c.colors, d.colors,
            read: { (f, _) throws(EffectFileError) in try decodeColors(f) },
            write: { .array($0.map(ColorText.encode)) })
        v.key(
            "colorPick", &c.colorPick, d.colorPick,
            read: { (f, _) throws(EffectFileError) in try decodePick(f, listCount: colorCount, "colors") },
            write: encode)
        v.key(
            "colorOverLife", &c.colorOverLife, d.colorOverLife,
            read: { (f, _) throws(EffectFileError) in try decodeGradient(f) }, write: { $0.map(encode) })
        v.key("blend", "a blend mode", ["normal", "additive"], [.normal, .additive], &c.blend, d.blend)
        v.key(
            "reducedMotion", &c.reducedMotion, d.reducedMotion,
            read: { (f, _) throws(EffectFileError) in try decodeReducedMotion(f) }, write: encode)
        v.key(
            "wrapsVertically", &c.wrapsVertically, d.wrapsVertically,
            read: { (f, _) throws(EffectFileError) in try f.bool("whether pieces wrap from bottom to top") },
            write: { .bool($0) })
        v.key(
            "subEmitters", &c.subEmitters, d.subEmitters,
            read: { (f, _) throws(EffectFileError) in try decodeSubEmitters(f) },
            write: { .array($0.map(encode)) })
        v.key(
            "emitterShape", &c.emitterShape, d.emitterShape,
            read: { (f, _) throws(EffectFileError) in try decodeEmitterShape(f) }, write: encode)
    }

    static let coordinate: ClosedRange<Float> = -1e9...1e9
    static let large: ClosedRange<Float> = -1e6...1e6

    // MARK: Writing

    static func encode(_ gradient: ColorGradient) -> JSONValue {
        .array(gradient.stops.map { .object([("at", .number($0.0)), ("color", ColorText.encode($0.1))]) })
    }

    static func encode(_ reducedMotion: ReducedMotion) -> JSONValue {
        switch reducedMotion {
        case .hide: .string("hide")
        case .freeze(let age): .object([("freezeAt", .number(age))])
        }
    }

    static func encode(_ link: SubEmitter) -> JSONValue {
        var m: [(String, JSONValue)] = [("child", .string(link.child))]
        switch link.event {
        case .birth(let count): m += [("event", .string("birth")), ("count", .number(count))]
        case .death(let count): m += [("event", .string("death")), ("count", .number(count))]
        case .alongLife(let rate): m += [("event", .string("alongLife")), ("rate", .number(rate))]
        }
        if link.inheritVelocity != 0 { m.append(("inheritVelocity", .number(link.inheritVelocity))) }
        return .object(m)
    }

    static func encode(_ r: ValueRange) -> JSONValue {
        r.lower == r.upper ? .number(r.lower) : .object([("min", .number(r.lower)), ("max", .number(r.upper))])
    }

    static func encode(_ v: Vector2) -> JSONValue { .array([.number(v.x), .number(v.y)]) }

    static func encode(_ e: Emission) -> JSONValue {
        switch e {
        case .burst(let count): return .object([("burst", .number(count))])
        case .continuous(let rate, let duration):
            return .object([("rate", .number(rate))] + (duration.map { [("duration", .number($0))] } ?? []))
        }
    }

    static func encode(_ o: EmitterOrigin) -> JSONValue {
        switch o {
        case .point(let p): return .object([("point", encode(p))])
        case .unit(let p): return .object([("unit", encode(p))])
        case .unitArea(let origin, let size):
            return .object([("unitArea", .object([("origin", encode(origin)), ("size", encode(size))]))])
        case .path(let line, let from, let to, let duration):
            return .object([
                ("path", .array(line.points.map(encode))), ("from", .number(from)), ("to", .number(to)),
                ("duration", .number(duration)),
            ])
        }
    }

    static func encode(_ choice: ShapeChoice) -> JSONValue {
        var m: [(String, JSONValue)] = [("shape", .string(choice.text == nil ? choice.shape.name : "sprite"))]
        if let text = choice.text {
            // The text, not its pixels, whether or not a host has drawn it.
            m += [("text", .string(text.text)), ("font", .string(text.font))]
            if text.pixelSize != TextSpriteSource.defaultPixelSize { m.append(("pixelSize", .number(text.pixelSize))) }
        } else {
            encodeParameters(choice.shape, into: &m)
        }
        if choice.size.width == choice.size.height {
            m.append(("size", .number(choice.size.width)))
        } else {
            m += [("width", .number(choice.size.width)), ("height", .number(choice.size.height))]
        }
        return .object(m)
    }

    /// The keys that describe `shape` beyond its name.
    static func encodeParameters(_ shape: ParticleShape, into m: inout [(String, JSONValue)]) {
        switch shape {
        case .circle, .rectangle, .triangle, .heart, .flame: break
        case .roundedRectangle(let radius): m.append(("cornerRadius", .number(radius)))
        case .star(let points, let inner): m += [("points", .number(points)), ("innerRadius", .number(inner))]
        case .polygon(let vertices): m.append(("vertices", .array(vertices.map(encode))))
        case .path(let path): m.append(("d", .string(SVGPathText.text(path))))
        case .sprite(let image, let tinted):
            // The pixels themselves: a file written from a definition needs no other file.
            m += [
                (
                    "pixels",
                    .object([
                        ("width", .number(image.width)), ("height", .number(image.height)),
                        ("premultipliedHex", .string(SpriteText.hex(image.pixels))),
                    ])
                )
            ]
            if tinted { m.append(("tinted", .bool(true))) }
        }
    }

    static func encode(_ pick: EmitterConfiguration.Pick) -> JSONValue {
        switch pick {
        case .cycle: .string("cycle")
        case .random: .string("random")
        case .perBurst: .string("perBurst")
        case .pattern(let indices): .array(indices.map { .number($0) })
        }
    }

    static func encode(_ curve: Easing) -> JSONValue {
        switch curve {
        case .linear: .string("linear")
        case .easeIn: .string("easeIn")
        case .easeOut: .string("easeOut")
        case .easeInOut: .string("easeInOut")
        case .bezier(let c1, let c2):
            .object([("bezier", .array([.number(c1.x), .number(c1.y), .number(c2.x), .number(c2.y)]))])
        }
    }

    static func encode(_ track: KeyframeCurve) -> JSONValue {
        guard !track.keyframes.isEmpty else { return .number(track.initialValue) }
        let frames: [JSONValue] = track.keyframes.map { frame in
            switch frame {
            case .linear(let v, _, let curve):
                return .object(
                    [("linear", .number(v)), ("duration", .number(frame.duration))]
                        + (curve == .linear ? [] : [("curve", encode(curve))]))
            case .cubic(let v, _, let start, let end):
                return .object(
                    [("cubic", .number(v)), ("duration", .number(frame.duration))]
                        + (start.map { [("startVelocity", .number($0))] } ?? [])
                        + (end.map { [("endVelocity", .number($0))] } ?? []))
            case .hold(let v, _):
                return .object([("hold", .number(v)), ("duration", .number(frame.duration))])
            }
        }
        return .object([("from", .number(track.initialValue)), ("keyframes", .array(frames))])
    }

    // MARK: Reading

    static func decodeName(_ f: JSONField) throws(EffectFileError) -> String {
        let name = try f.string("a name")
        guard !name.isEmpty else { throw f.error("an emitter's name cannot be empty") }
        return name
    }

    static func decodeShapes(_ f: JSONField, resources: EffectResources) throws(EffectFileError) -> [ShapeChoice] {
        let shapes = try f.array("a list of shapes").map { (s) throws(EffectFileError) in
            try decodeShape(s, resources: resources)
        }
        guard !shapes.isEmpty, shapes.count <= 255 else {
            throw f.error("\(shapes.count) shapes: an emitter takes 1...255")
        }
        return shapes
    }

    static func decodeColors(_ f: JSONField) throws(EffectFileError) -> [RGBAColor] {
        let colors = try f.array("a list of colours").map { (c) throws(EffectFileError) in try ColorText.decode(c) }
        guard !colors.isEmpty else { throw f.error("an empty palette: give at least one colour") }
        return colors
    }

    static func decodeGradient(_ f: JSONField) throws(EffectFileError) -> ColorGradient {
        let stops = try f.array("a list of gradient stops").map { (s) throws(EffectFileError) -> (Float, RGBAColor) in
            let stop = try s.object("a gradient stop", keys: ["at", "color"])
            return (
                try stop.required("at", "progress through the life, 0...1").float("progress through the life", 0...1),
                try ColorText.decode(try stop.required("color", "the colour at that progress"))
            )
        }
        guard !stops.isEmpty else {
            throw f.error("an empty gradient: give at least one stop, or leave colorOverLife out")
        }
        return ColorGradient(stops)
    }

    static func decodeReducedMotion(_ f: JSONField) throws(EffectFileError) -> ReducedMotion {
        if case .string = f.value.kind {
            _ = try f.choice("reduced motion", ["hide"])
            return .hide
        }
        let r = try f.object("reduced motion (\"hide\" or {\"freezeAt\": SECONDS})", keys: ["freezeAt"])
        return .freeze(
            atAge: try r.required("freezeAt", "the age, in seconds, pieces hold still at").float(
                "an age in seconds", 0...86_400))
    }

    static func decodeSubEmitters(_ f: JSONField) throws(EffectFileError) -> [SubEmitter] {
        let links = try f.array("a list of sub-emitters")
        guard links.count <= 255 else { throw f.error("\(links.count) sub-emitters: at most 255") }
        return try links.map { (l) throws(EffectFileError) in try decodeSubEmitter(l) }
    }

    static func decodeSubEmitter(_ f: JSONField) throws(EffectFileError) -> SubEmitter {
        let o = try f.object("a sub-emitter", keys: ["child", "event", "count", "rate", "inheritVelocity"])
        let child = try o.required("child", "the name of the emitter whose particles are born").string(
            "an emitter's name")
        let event = try o.required("event", "\"birth\", \"death\" or \"alongLife\"").choice(
            "an event", ["birth", "death", "alongLife"])
        let inherit =
            try o.float("inheritVelocity", "the share of the parent's velocity a child starts with", 0...1, or: 0)
        if event.hasSameBytes(as: "alongLife") {
            if o.has("count") { throw f.error("\"count\" belongs to a birth or death event; a trail takes \"rate\"") }
            let rate = try o.required("rate", "children a second of the parent's age")
                .double("children a second of the parent's age", 0...SubEmitter.maximumRate)
            return SubEmitter(child: child, event: .alongLife(rate: rate), inheritVelocity: inherit)
        }
        if o.has("rate") { throw f.error("\"rate\" belongs to an alongLife event; \(event) takes \"count\"") }
        let count = try o.required("count", "children a parent has at its \(event)").integer(
            "children a parent has", 0...SubEmitter.maximumCount)
        return SubEmitter(
            child: child, event: event.hasSameBytes(as: "birth") ? .birth(count: count) : .death(count: count),
            inheritVelocity: inherit)
    }

    static func decodeRange(_ f: JSONField, _ what: String, _ allowed: ClosedRange<Float>) throws(EffectFileError)
        -> ValueRange
    {
        if case .number = f.value.kind { return .constant(try f.float(what, allowed)) }
        let o = try f.object(what + " as a number or {\"min\": A, \"max\": B}", keys: ["min", "max"])
        return ValueRange(
            try o.required("min", "the range's first bound").float(what, allowed),
            try o.required("max", "the range's second bound").float(what, allowed))
    }

    static func decodeAngleRange(_ f: JSONField, _ what: String) throws(EffectFileError) -> ValueRange {
        if case .object = f.value.kind {
            let o = try f.object(what + " as a number or {\"min\": A, \"max\": B}", keys: ["min", "max"])
            return ValueRange(
                try o.required("min", "the range's first bound").angle(what),
                try o.required("max", "the range's second bound").angle(what))
        }
        return .constant(try f.angle(what))
    }

    static func decodeEmission(_ f: JSONField) throws(EffectFileError) -> Emission {
        let o = try f.object(
            "an emission ({\"burst\": COUNT} or {\"rate\": PER_SECOND, \"duration\": SECONDS})",
            keys: ["burst", "rate", "duration"])
        if let burst = o.optional("burst") {
            guard !o.has("rate"), !o.has("duration") else { throw f.error("a burst takes no \"rate\" or \"duration\"") }
            return .burst(count: try burst.integer("particles a burst", 0...1_000_000))
        }
        let rate = try o.required("rate", "particles a second (or \"burst\": COUNT)").double(
            "particles a second", 0...1_000_000)
        let duration = try o.optional("duration").map { (d) throws(EffectFileError) in
            try d.double("seconds the stream runs", 0...86_400)
        }
        return .continuous(rate: rate, duration: duration)
    }

    static func decodeOrigin(_ f: JSONField) throws(EffectFileError) -> EmitterOrigin {
        let o = try f.object("an origin", keys: ["point", "unit", "unitArea", "path", "from", "to", "duration"])
        let kinds = ["point", "unit", "unitArea", "path"].filter(o.has)
        guard kinds.count == 1 else {
            throw f.error(
                "an origin has exactly one of \"point\", \"unit\", \"unitArea\", \"path\"; found \(kinds.count)")
        }
        if !kinds[0].hasSameBytes(as: "path") {
            for key in ["from", "to", "duration"] where o.has(key) {
                throw f.error("\"\(key)\" belongs to a \"path\" origin")
            }
        }
        switch ExactName(kinds[0]) {
        case "point": return .point(try o.required("point", "").vector("a point in canvas points", coordinate))
        case "unit": return .unit(try o.required("unit", "").vector("a point as fractions of the canvas", large))
        case "unitArea":
            let a = try o.required("unitArea", "").object("an area", keys: ["origin", "size"])
            return .unitArea(
                origin: try a.required("origin", "its top-left corner as fractions of the canvas").vector(
                    "a corner", large),
                size: try a.required("size", "its width and height as fractions of the canvas").vector("a size", large))
        default:
            let points = try o.required("path", "").array("a list of points").map { (p) throws(EffectFileError) in
                try p.vector("a point", coordinate)
            }
            guard points.count <= 100_000 else { throw f.error("more than 100000 path points") }
            return .path(
                Polyline(points),
                from: try o.required("from", "arc length, in points, where births start").float(
                    "an arc length in points", coordinate),
                to: try o.required("to", "arc length, in points, where births end").float(
                    "an arc length in points", coordinate),
                duration: try o.required("duration", "seconds to move from \"from\" to \"to\"").double(
                    "seconds", 0...86_400))
        }
    }

    static let shapeNames = [
        "circle", "rectangle", "roundedRectangle", "triangle", "star", "heart", "flame", "polygon", "path",
        "sprite",
    ]

    /// The keys that belong to one kind of shape only.
    static let shapeParameters = [
        "cornerRadius", "points", "innerRadius", "vertices", "d", "fit", "file", "pixels", "text",
        "font", "pixelSize", "tinted",
    ]

    static func decodeShape(_ f: JSONField, resources: EffectResources) throws(EffectFileError) -> ShapeChoice {
        let o = try f.object("a shape", keys: ["shape", "size", "width", "height"] + shapeParameters)
        let kindField = try o.required("shape", "its kind: " + JSONField.list(shapeNames))
        let kind = try kindField.choice("a shape", shapeNames)
        let parameters: [String]
        switch ExactName(kind) {
        case "roundedRectangle": parameters = ["cornerRadius"]
        case "star": parameters = ["points", "innerRadius"]
        case "polygon": parameters = ["vertices"]
        case "path": parameters = ["d", "fit"]
        case "sprite": parameters = ["file", "pixels", "text", "font", "pixelSize", "tinted"]
        default: parameters = []
        }
        for key in shapeParameters where o.has(key) && !parameters.containsExactly(key) {
            throw f.error(
                "\"\(key)\" does not belong to a \(kind)"
                    + (parameters.isEmpty ? "" : "; it takes " + JSONField.list(parameters)))
        }
        var text: TextSpriteSource?
        let shape: ParticleShape
        switch ExactName(kind) {
        case "circle": shape = .circle
        case "rectangle": shape = .rectangle
        case "triangle": shape = .triangle
        case "heart": shape = .heart
        case "flame": shape = .flame
        case "roundedRectangle":
            shape = .roundedRectangle(
                cornerRadius: try o.required("cornerRadius", "a fraction of the shorter side, 0...0.5")
                    .float("a corner radius as a fraction of the shorter side", 0...0.5))
        case "star":
            shape = .star(
                points: try o.required("points", "the number of tips").integer("tips", 3...64),
                innerRadius: try o.required("innerRadius", "the inner vertices' radius as a fraction of the outer")
                    .float("an inner radius as a fraction of the outer", 0.05...1))
        case "polygon":
            let v = try o.required("vertices", "the corners in the unit box, [[x, y], ...]")
            let points = try v.array("a list of vertices").map { (p) throws(EffectFileError) in
                try p.vector("a vertex in the unit box", -1e6...1e6)
            }
            guard points.count >= 3, points.count <= 10_000 else {
                throw v.error("\(points.count) vertices: a polygon takes 3...10000")
            }
            shape = .polygon(points)
        case "sprite":
            guard [o.has("file"), o.has("pixels"), o.has("text")].filter({ $0 }).count == 1 else {
                throw f.error("a sprite has exactly one of \"file\" (a PNG), \"pixels\" and \"text\"")
            }
            if o.has("text") {
                (shape, text) = try decodeText(o, resources: resources)
                break
            }
            for key in ["font", "pixelSize"] where o.has(key) {
                throw f.error("\"\(key)\" belongs to a sprite drawn from \"text\"")
            }
            let tinted =
                try o.bool("tinted", "whether the palette tints the picture")
            if let file = o.optional("file") {
                let name = try file.string("a PNG file's path, relative to the effect file")
                guard let loader = resources.loadImage else {
                    throw file.error("\"\(name)\": images are loaded by the command line; here give \"pixels\"")
                }
                switch loader(name) {
                case .success(let image): shape = .sprite(image, tinted: tinted)
                case .failure(let problem): throw file.error("\"\(name)\": \(problem.message)")
                }
            } else {
                shape = .sprite(try SpriteText.decode(try o.required("pixels", "")), tinted: tinted)
            }
        default:
            let d = try o.required("d", "SVG path data in the unit box, such as \"M 0 -0.5 L 0.5 0.5 L -0.5 0.5 Z\"")
            let data = try d.string("SVG path data")
            let fit =
                try o.bool("fit", "whether to fit the path into the unit box")
            // Pyro's own writer's commands are read exactly here; fitting, and the commands it
            // never writes (S, T), go through PyroCore's SVG reader.
            if !fit, case .success(let path) = SVGPathText.parse(data) {
                shape = .path(path)
            } else {
                do {
                    shape = .path(try ShapePath(svgPathData: data, fitToUnitBox: fit))
                } catch {
                    throw d.error("path data: \(error.description)")
                }
            }
        }
        let sideRange: ClosedRange<Float> = 0...1e6
        var choice: ShapeChoice
        if let size = o.optional("size") {
            guard !o.has("width"), !o.has("height") else {
                throw f.error("give \"size\" or \"width\" and \"height\", not both")
            }
            choice = ShapeChoice(shape, size: try size.float("a size in points", sideRange))
        } else {
            choice = ShapeChoice(
                shape,
                width: try o.required("width", "points (or \"size\" for both sides)").float(
                    "a width in points", sideRange),
                height: try o.required("height", "points (or \"size\" for both sides)").float(
                    "a height in points", sideRange))
        }
        choice.text = text
        return choice
    }

    /// A sprite drawn from `"text"` in `"font"` at `"pixelSize"`: drawn by the host now, or kept
    /// undrawn (its placeholder shape) when the host leaves text for later.
    static func decodeText(_ o: JSONObjectField, resources: EffectResources) throws(EffectFileError)
        -> (ParticleShape, TextSpriteSource)
    {
        if let tinted = o.optional("tinted") {
            throw tinted.error(
                "a sprite drawn from text is tinted when its font gives a mask and keeps its colours when "
                    + "the font has them (colour emoji); leave \"tinted\" out")
        }
        let textField = try o.required("text", "")
        let characters = try textField.string("the characters to draw, such as \"🎉\"")
        guard !characters.isEmpty, characters.utf8.count <= 1000 else {
            throw textField.error(
                "\(characters.utf8.count) bytes of text: give 1...1000 (one line of characters to draw)")
        }
        let fontField = try o.required(
            "font",
            "a font family (" + JSONField.list(TextSpriteSource.families)
                + ") or a font file's path, relative to the effect file")
        let font = try fontField.string(
            "a font family (" + JSONField.list(TextSpriteSource.families)
                + ") or a font file's path, relative to the effect file")
        guard !font.isEmpty else {
            throw fontField.error(
                "an empty font: give a family (" + JSONField.list(TextSpriteSource.families) + ") or a font file's path"
            )
        }
        let size =
            try o.optional("pixelSize").map { (v) throws(EffectFileError) in
                try v.integer("the em height to draw at, in pixels", 1...1024)
            } ?? TextSpriteSource.defaultPixelSize
        let source = TextSpriteSource(characters, font: font, pixelSize: size)
        guard let draw = resources.drawText else { return (TextSpriteSource.placeholder, source) }
        switch draw(source) {
        case .success(let shape): return (shape, source)
        case .failure(let problem): throw textField.error("\"\(characters)\" in \"\(font)\": \(problem.message)")
        }
    }

    static func decodePick(_ f: JSONField, listCount: Int, _ list: String) throws(EffectFileError)
        -> EmitterConfiguration.Pick
    {
        if case .array = f.value.kind {
            let indices = try f.array("a pattern of indices").map { (i) throws(EffectFileError) in
                try i.integer("an index into \(list)", 0...(listCount - 1))
            }
            guard !indices.isEmpty else { throw f.error("an empty pattern: give indices into \(list), or a pick name") }
            return .pattern(indices)
        }
        switch ExactName(try f.choice("a pick (or a pattern such as [0, 1, 1])", ["cycle", "random", "perBurst"])) {
        case "cycle": return .cycle
        case "random": return .random
        default: return .perBurst
        }
    }

    static func decodeCurve(_ f: JSONField) throws(EffectFileError) -> Easing {
        if case .object = f.value.kind {
            let o = try f.object("a curve", keys: ["bezier"])
            let b = try o.required("bezier", "[x1, y1, x2, y2]")
            let numbers = try b.array("[x1, y1, x2, y2]")
            guard numbers.count == 4 else { throw b.error("expected [x1, y1, x2, y2], found \(b.shownValue)") }
            return .bezier(
                Vector2(
                    try numbers[0].float("a control point x", 0...1),
                    try numbers[1].float("a control point y", -1000...1000)),
                Vector2(
                    try numbers[2].float("a control point x", 0...1),
                    try numbers[3].float("a control point y", -1000...1000)))
        }
        switch ExactName(
            try f.choice("a curve (or {\"bezier\": [x1, y1, x2, y2]})", ["linear", "easeIn", "easeOut", "easeInOut"]))
        {
        case "easeIn": return .easeIn
        case "easeOut": return .easeOut
        case "easeInOut": return .easeInOut
        default: return .linear
        }
    }

    static func decodeTrack(_ f: JSONField, _ what: String) throws(EffectFileError) -> KeyframeCurve {
        let values: ClosedRange<Float> = -KeyframeCurve.valueLimit...KeyframeCurve.valueLimit
        if case .number = f.value.kind { return .constant(try f.float(what, values)) }
        let o = try f.object("a track (a number, or {\"from\": V, \"keyframes\": [...]})", keys: ["from", "keyframes"])
        let initial = try o.float("from", what, values, or: 0)
        let list = try o.required("keyframes", "[{\"linear\": V, \"duration\": D}, ...]").array("a list of keyframes")
        guard list.count <= 10_000 else { throw f.error("more than 10000 keyframes") }
        let frames = try list.map { (k) throws(EffectFileError) -> Keyframe in
            let kinds = ["linear", "cubic", "hold"]
            let frame = try k.object("a keyframe", keys: kinds + ["duration", "curve", "startVelocity", "endVelocity"])
            let present = kinds.filter(frame.has)
            guard present.count == 1 else {
                throw k.error("a keyframe has exactly one of \"linear\", \"cubic\", \"hold\" (its value)")
            }
            let value = try frame.required(present[0], "").float(what, values)
            let duration = try frame.required("duration", "the keyframe's share of the track, in its time units").float(
                "a duration", 0...1e6)
            if !present[0].hasSameBytes(as: "linear"), frame.has("curve") {
                throw k.error("\"curve\" belongs to a linear keyframe")
            }
            if !present[0].hasSameBytes(as: "cubic"), frame.has("startVelocity") || frame.has("endVelocity") {
                throw k.error("velocities belong to a cubic keyframe")
            }
            switch ExactName(present[0]) {
            case "linear":
                return .linear(
                    value, duration: duration,
                    curve: try frame.optional("curve").map { (c) throws(EffectFileError) in try decodeCurve(c) }
                        ?? .linear)
            case "cubic":
                return .cubic(
                    value, duration: duration,
                    startVelocity: try frame.optional("startVelocity").map { (v) throws(EffectFileError) in
                        try v.float("a velocity", values)
                    },
                    endVelocity: try frame.optional("endVelocity").map { (v) throws(EffectFileError) in
                        try v.float("a velocity", values)
                    })
            default:
                return .hold(value, duration: duration)
            }
        }
        return KeyframeCurve(initialValue: initial, frames)
    }
}
