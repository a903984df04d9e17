extension Duration {
    /// The duration in seconds: whole seconds plus attoseconds, the nearest `Double`.
    package var inSeconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) * 1e-18
    }
}
