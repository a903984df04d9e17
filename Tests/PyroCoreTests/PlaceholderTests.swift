import Testing
@testable import PyroCore
