import PyroCore

extension RGBAColor {
    /// The light grey behind the light scenes (SwiftUI's grouped background in light mode).
    static let lightBackground = RGBAColor(red: 242, green: 242, blue: 247)

    /// This colour moved `amount` (0...1) of the way towards `other`.
    func mixed(with other: RGBAColor, amount: Float) -> RGBAColor {
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Float(a) + (Float(b) - Float(a)) * amount).rounded()) }
        return RGBAColor(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: mix(alpha, other.alpha))
    }
}
