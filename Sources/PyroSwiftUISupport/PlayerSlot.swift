import PyroCore

/// Keeps a view's player across re-renders: the same player while the view's arguments are
/// equal, a new one when any of them changes.
///
/// SwiftUI makes a view value again on every re-render of its parent, with the same arguments
/// or new ones. A view holds one slot for its whole life (in `@State`, made empty and cheap) and
/// asks it for the player on each render: equal arguments keep the running player, its
/// particles and its triggers; a changed count, colour, seed or effect replaces it with one made
/// from the new arguments. What changes only what is drawn (a shape's path, a colour that is not
/// the effect's) or what fires (the trigger) should not be part of `Arguments`.
@MainActor
public final class PlayerSlot<Arguments: Equatable, E: Effect> {
    /// The arguments the current player was made from.
    public private(set) var arguments: Arguments?
    /// The current player; nil until the first `player(for:make:)`.
    public private(set) var player: EffectPlayer<E>?
    /// Players made so far: 1 after the first render, one more for each change of arguments.
    public private(set) var playersMade = 0

    /// An empty slot: it makes nothing until asked.
    public init() {}

    /// The player for `arguments`: the current one when they equal the last arguments, otherwise
    /// `make(arguments)`, which replaces it.
    public func player(for arguments: Arguments, make: (Arguments) -> EffectPlayer<E>) -> EffectPlayer<E> {
        if let player, self.arguments == arguments { return player }
        let made = make(arguments)
        self.arguments = arguments
        player = made
        playersMade += 1
        return made
    }
}
