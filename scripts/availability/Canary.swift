func canary() { _ = InlineArray<1, Int>(repeating: 0) }  // must be flagged: InlineArray is macOS 26 / iOS 26
