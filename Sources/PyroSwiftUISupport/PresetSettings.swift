import PyroCore

/// A preset's settings, changed by the names `pyro list --params` prints, as Swift properties:
/// `$0.count = 300`, `$0.fanAngle = 1.2` for `fan-angle`, `$0.colors = [.red, .gold]`.
///
/// ```swift
/// PyroView(.confettiBurst) { $0.count = 300; $0.speed = .range(400, 1800) }
/// ```
///
/// A member name is the parameter's with each hyphen dropped and the letter after it
/// capitalised (`piece-width` is `pieceWidth`); `settings["piece-width"]` takes the name as
/// written. A value of a neighbouring kind is taken as the parameter's (a whole number for a
/// number, one number for a range, one colour for a list). A name the preset does not have, or a
/// value outside what the parameter allows, changes nothing and is kept in `refusals`, which the
/// views check in debug builds.
@dynamicMemberLookup
public struct PresetSettings: Equatable, Sendable {
    /// The preset being set.
    public let preset: Preset
    /// The configuration with every accepted setting applied.
    public private(set) var configuration: PresetConfiguration
    /// The settings refused, in the order they were made.
    public private(set) var refusals: [PresetParameterError] = []

    /// The preset's default settings.
    public init(_ preset: Preset) {
        self.preset = preset
        configuration = preset.defaultConfiguration
    }

    /// The parameter called `name` (`pyro list --params`'s spelling): its current value to read,
    /// a new value to set.
    public subscript(name: String) -> PresetSetting {
        get { PresetSetting(configuration.value(of: name)) }
        set { set(name, to: newValue) }
    }

    /// The parameter whose name is `member` with hyphens put back (`fanAngle` is `fan-angle`).
    public subscript(dynamicMember member: String) -> PresetSetting {
        get { self[Self.parameterName(member)] }
        set { self[Self.parameterName(member)] = newValue }
    }

    /// The parameter name a Swift member name stands for: each capital letter becomes a hyphen
    /// and the lower-case letter.
    public static func parameterName(_ member: String) -> String {
        var name = ""
        for character in member {
            if character.isUppercase {
                name += "-" + character.lowercased()
            } else {
                name.append(character)
            }
        }
        return name
    }

    private mutating func set(_ name: String, to setting: PresetSetting) {
        guard let parameter = configuration.parameters.first(where: { $0.name.hasSameBytes(as: name) }) else {
            refusals.append(.unknownName(name, allowed: configuration.parameters.map(\.name)))
            return
        }
        guard let value = setting.value(as: parameter.kind) else {
            refusals.append(.notAllowed(parameter))
            return
        }
        do throws(PresetParameterError) {
            try configuration.set(name, to: value)
        } catch {
            refusals.append(error)
        }
    }
}
