import PyroCore
import PyroSwiftUISupport
import Testing

/// `PyroView(.confettiBurst) { $0.count = 300 }`: the names `pyro list --params` prints, as
/// Swift members.
@Suite struct PresetSettingsTests {
    @Test func membersSetTheParametersOfTheSameName() throws {
        var settings = PresetSettings(.confettiBurst)
        settings.count = 300
        settings.fanAngle = 1.25
        settings.pieceWidth = 10
        settings.colors = [.red, .yellow]
        settings.speed = .range(400, 1800)
        settings.origin = .point(x: 0.5, y: 0.2)
        #expect(settings.refusals.isEmpty)
        guard case .confettiBurst(let c) = settings.configuration else {
            Issue.record("\(settings.configuration)")
            return
        }
        #expect(c.count == 300 && c.fanHalfAngle == 1.25 && c.pieceWidth == 10)
        #expect(c.colors == [.red, .yellow] && c.speed == ValueRange(400, 1800) && c.origin == Vector2(0.5, 0.2))
        #expect(settings.count == 300 && settings["fan-angle"] == PresetSetting(.number(1.25)))
    }

    @Test(arguments: Preset.allCases.map(\.rawValue))
    func everyParameterOfEveryPresetHasAMember(_ name: String) throws {
        let preset = try #require(Preset(rawValue: name))
        for parameter in preset.parameters {
            var member = ""
            var capital = false
            for character in parameter.name {
                if character == "-" {
                    capital = true
                } else {
                    member += capital ? character.uppercased() : String(character)
                    capital = false
                }
            }
            #expect(PresetSettings.parameterName(member) == parameter.name)
            #expect(PresetSettings(preset)[dynamicMember: member].value != nil)
        }
    }

    @Test func neighbouringKindsAreTakenAsTheParametersKind() {
        var settings = PresetSettings(.fire)
        settings.rate = 120  // a whole number for a number
        settings.speed = 80  // one number for a range
        settings.lifetime = 1.5
        settings.colors = [.orange]
        let emberRate = 20.0
        let pieces = 12
        settings.emberRate = .number(emberRate)
        var star = PresetSettings(.starBurst)
        star.count = .integer(pieces)
        #expect(settings.emberRate == PresetSetting(.number(20)) && star.count == PresetSetting(.integer(12)))
        star.color = [.yellow]  // a list of one colour for a colour
        star.count = 20.0  // a whole number written as a number
        #expect(settings.refusals.isEmpty && star.refusals.isEmpty)
        #expect(settings.rate == PresetSetting(.number(120)) && settings.speed == PresetSetting(.range(80, 80)))
        #expect(star.color == PresetSetting(.color(.yellow)) && star.count == PresetSetting(.integer(20)))
    }

    @Test func unknownNamesAndValuesOutsideTheRangeChangeNothingAndAreKept() {
        var settings = PresetSettings(.confettiBurst)
        settings.cuont = 3
        settings.count = 200_000
        settings.count = 2.5
        settings.colors = []
        settings.origin = .point(x: 2, y: 0)
        #expect(settings.configuration == Preset.confettiBurst.defaultConfiguration)
        #expect(settings.refusals.count == 5)
        guard case .unknownName("cuont", let allowed) = settings.refusals.first else {
            Issue.record("\(settings.refusals)")
            return
        }
        #expect(allowed.contains("count") && allowed.contains("fan-angle"))
        #expect(settings.cuont.value == nil)
    }
}
