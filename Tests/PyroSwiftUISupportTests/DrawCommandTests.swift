import PyroCore
import PyroSwiftUISupport
import Testing

@Suite struct DrawCommandTests {
    private static func batch(_ shapes: [ParticleShape] = [.rectangle], blend: Blending = .normal) -> ParticleBatch {
        ParticleBatch(name: "test", blend: blend, shapes: shapes)
    }

    private static func fills(_ batch: ParticleBatch) -> [FillCommand] {
        var commands: [FillCommand] = []
        DrawCommands.forEachFill(in: batch) { commands.append($0) }
        return commands
    }

    @Test func aParticleIsTranslatedRotatedThenScaledLikeGraphicsContext() throws {
        var batch = Self.batch()
        batch.append(
            id: 0, x: 10, y: 20, rotation: .pi / 2, scaleX: 0.5, scaleY: 1, width: 8, height: 4,
            opacity: 0.25, color: .orange)
        let command = try #require(Self.fills(batch).first)
        // The unit box's right edge midpoint: scaled to 0.5 × 8 × 0.5 = 2 points right, turned a
        // quarter clockwise (y down) to 2 points down, then moved to the centre.
        let right = command.transform.apply(Vector2(0.5, 0))
        #expect(abs(right.x - 10) < 1e-5 && abs(right.y - 22) < 1e-5)
        // The bottom edge midpoint: 4 × 0.5 = 2 points down, turned to 2 points left.
        let bottom = command.transform.apply(Vector2(0, 0.5))
        #expect(abs(bottom.x - 8) < 1e-5 && abs(bottom.y - 20) < 1e-5)
        // The placement leaves the size out: the same turn and scale on a 1-point box.
        let placed = command.placement.apply(Vector2(2, 0))
        #expect(abs(placed.x - 10) < 1e-5 && abs(placed.y - 21) < 1e-5)
        #expect(command.opacity == 0.25)
        #expect(command.color == .orange)
        #expect(command.width == 8 && command.height == 4)
    }

    @Test func particlesThatCannotShowMakeNoCommand() {
        var batch = Self.batch()
        batch.append(id: 0, x: 5, y: 5, scaleX: 0, width: 4, height: 4, color: .red)
        batch.append(id: 1, x: 5, y: 5, width: 0, height: 4, color: .red)
        batch.append(id: 2, x: 5, y: 5, width: 4, height: 4, opacity: 0, color: .red)
        batch.append(id: 3, x: 5, y: 5, width: 4, height: 4, color: .clear)
        batch.append(id: 4, x: 5, y: 5, width: 4, height: 4, color: .blue)
        // Beyond the one-shape table, past `append`'s clamp (as after shrinking `shapes`).
        batch.mutableColumns(count: batch.count).shapeIndex[4] = 3
        batch.append(id: 5, x: 5, y: 5, width: 4, height: 4, color: .green)
        #expect(Self.fills(batch).map(\.color) == [.green])
    }

    @Test func commandsComeInPaintingOrderWithEachBatchsBlend() {
        var sparks = Self.batch([.circle], blend: .additive)
        sparks.append(id: 0, x: 1, y: 1, width: 2, height: 2, color: .yellow)
        var confetti = Self.batch([.rectangle, .circle])
        confetti.append(id: 0, x: 1, y: 1, width: 2, height: 2, color: .pink, shapeIndex: 1)
        let fuse = StrokeItem(name: "fuse", points: [Vector2(0, 0), Vector2(4, 4)], lineWidth: 3, color: .orange)
        let list = DisplayList(
            canvasSize: Size(width: 10, height: 10),
            items: [.particles(sparks), .stroke(fuse), .particles(confetti)])
        var seen: [String] = []
        DrawCommands.forEach(
            in: list,
            batch: { shapes, blend in
                seen.append("batch \(shapes.count) \(blend)")
            },
            fill: { command in
                seen.append("fill \(command.shapeIndex) \(command.blend)")
            },
            stroke: { stroke in
                seen.append("stroke \(stroke.name)")
            })
        #expect(seen == ["batch 1 additive", "fill 0 additive", "stroke fuse", "batch 2 normal", "fill 1 normal"])
    }
}
