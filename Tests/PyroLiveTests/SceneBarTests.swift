import PyroCore
import Testing

@testable import PyroLive

/// The top bar: scene names and the H legend that fit the window, Reduce Motion on its own line.
@Suite struct SceneBarTests {
    func layout(_ scene: LiveScene, width: Float) -> (labels: [String], legend: String) {
        let size = Size(width: width, height: 300)
        let session = PlaySession(scene: scene, options: LiveOptions(), size: size, at: 0)
        let (labels, legend) = session.sceneBarLayout(width: width, painter: Painter(size: size, scale: 1))
        return (labels.map(\.1), legend)
    }

    @Test func wideWindowsNameEveryScene() {
        #expect(
            layout(.hearts, width: 1200).labels
                == [
                    "1 Fuse", "2 Burst", "3 Stars", "4 Hearts", "5 Confetti", "6 Celebrate", "7 Fountain",
                    "8 Catalog",
                ])
        #expect(layout(.hearts, width: 1200).legend == "H keys")
    }

    @Test func narrowerWindowsNameOnlyTheCurrentScene() {
        #expect(layout(.hearts, width: 400).labels == ["1", "2", "3", "4 Hearts", "5", "6", "7", "8"])
        #expect(layout(.fountain, width: 200).labels == ["7 Fountain"])
        #expect(layout(.fountain, width: 200).legend == "H")
        #expect(layout(.fountain, width: 64).labels == ["7"])
    }

    @Test func theLabelsAndTheLegendNeverOverlap() {
        let painter = Painter(size: Size(width: 64, height: 64), scale: 1)
        // One session a scene (making one builds its effects), laid out at every width.
        for scene in LiveScene.allCases {
            let session = PlaySession(scene: scene, options: LiveOptions(), size: Size(width: 64, height: 300), at: 0)
            for width in stride(from: Float(64), through: 1000, by: 8) {
                let (placed, legend) = session.sceneBarLayout(width: width, painter: painter)
                let labels = placed.map(\.1)
                // A 12-point margin, then each label and its gap (18 points, 10 after a bare number).
                let used = labels.reduce(Float(12)) {
                    $0 + painter.measure($1, pixelSize: 1.5).width + ($1.count > 1 ? 18 : 10)
                }
                let fits = used + painter.measure(legend, pixelSize: 1.5).width + 24 <= width
                let barest = labels == ["\(scene.number)"] && legend == "H"
                #expect(fits || barest, "\(scene) at \(width): \(labels) \(legend)")
            }
        }
    }

    @Test func hTogglesTheKeyPanel() {
        var session = PlaySession(scene: .burst, options: LiveOptions(), size: Size(width: 800, height: 600), at: 0)
        #expect(!session.showHelp)
        session.handle(.key(.character("h")), at: 0)
        #expect(session.showHelp && session.needsFrames(at: 0))
        #expect(layout(.burst, width: 800).legend == "H keys")
    }

    @Test(arguments: [
        ("burst", LiveScene.burst), ("2", .burst), ("particle-burst", .burst), ("confetti-burst", .celebrate),
        ("fountain", .fountain), ("7", .fountain), ("fuse-firework", .fuse),
    ])
    func scenesAreNamedByNameNumberOrPreset(name: String, scene: LiveScene) {
        #expect(LiveScene(name: name) == scene)
    }

    /// canvas-confetti is the web's drop-in for canvas-confetti's call; no scene shows it.
    @Test func everyPresetButCanvasConfettiHasTheSceneThatShowsIt() {
        for preset in Preset.allCases where preset != .canvasConfetti {
            #expect(LiveScene(preset: preset)?.presets.contains(preset) == true)
        }
        #expect(LiveScene(preset: .canvasConfetti) == nil && LiveScene(name: "canvas-confetti") == nil)
        #expect(LiveScene(name: "smoke") == .catalog && LiveScene(name: "8") == .catalog)
        #expect(LiveScene(name: "9") == nil && LiveScene(name: "sparkler") == nil)
    }
}
