import PyroCore

/// Input a scene session understands, from a window or from a script; positions are in points.
enum InputEvent: Equatable, Sendable {
    case pointerDown(Vector2)
    case pointerMoved(Vector2)
    case pointerUp(Vector2)
    /// The pointer left the window.
    case pointerLeft
    case key(Key)
    case quit
}

/// The keys Pyro's scenes react to.
enum Key: Equatable, Sendable {
    case enter
    case escape
    /// A printable key, as its lower-case ASCII character.
    case character(Character)
}

/// Where the pointer is and whether it holds a button down.
struct PointerState: Equatable, Sendable {
    /// In points; nil while outside the window.
    var position: Vector2?
    var isDown = false
    /// The id of the button the pointer went down on, if any.
    var pressedButton: String?
}
