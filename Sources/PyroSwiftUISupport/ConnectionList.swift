/// The views a proxy drives, each connected under its own token.
///
/// A view connects when it appears and disconnects with the token it was given when it
/// disappears. SwiftUI may show the new view of a navigation push or pop before the old one
/// disappears; the old view's disconnect then removes only its own connection, never the new
/// one's. Every view that is connected receives every call, in the order they connected: one
/// proxy given to two views drives both (two cannons, one button).
@MainActor
public final class ConnectionList<Handler> {
    private var connections: [(token: ConnectionToken, handler: Handler)] = []

    /// No connections.
    public init() {}

    /// Connects `handler` and returns the token that disconnects it.
    public func connect(_ handler: Handler) -> ConnectionToken {
        tokensIssued += 1
        let token = ConnectionToken(value: tokensIssued)
        connections.append((token, handler))
        return token
    }

    /// Removes the connection made with `token`; a token already disconnected, or of another
    /// list, changes nothing (no two connections of any lists share a token).
    public func disconnect(_ token: ConnectionToken) {
        connections.removeAll { $0.token == token }
    }

    /// The handlers connected now, oldest first.
    public var handlers: [Handler] { connections.map(\.handler) }

    /// True when no view is connected: calls do nothing.
    public var isEmpty: Bool { connections.isEmpty }
}

/// Tokens handed out by every list so far.
@MainActor private var tokensIssued: UInt64 = 0

/// What disconnects one connection of a `ConnectionList`.
public struct ConnectionToken: Hashable, Sendable {
    let value: UInt64
}
