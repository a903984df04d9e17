import PyroSwiftUISupport
import Testing

@MainActor
@Suite struct ConnectionListTests {
    @Test func aStaleDisconnectFromTheOldViewLeavesTheNewViewConnected() {
        let list = ConnectionList<String>()
        let old = list.connect("old view")
        // A navigation push: the new view appears before the old one disappears.
        _ = list.connect("new view")
        list.disconnect(old)
        #expect(list.handlers == ["new view"])
        // The old view's onDisappear can come twice; nothing else goes.
        list.disconnect(old)
        #expect(list.handlers == ["new view"])
    }

    @Test func twoViewsSharingOneProxyBothReceiveEveryCallInTheOrderTheyConnected() {
        let list = ConnectionList<String>()
        let left = list.connect("left cannon")
        let right = list.connect("right cannon")
        #expect(list.handlers == ["left cannon", "right cannon"])
        list.disconnect(left)
        list.disconnect(right)
        #expect(list.isEmpty)
    }

    @Test func aTokenOfAnotherListDisconnectsNothing() {
        let first = ConnectionList<Int>()
        let second = ConnectionList<Int>()
        let token = first.connect(1)
        _ = second.connect(2)
        second.disconnect(token)
        #expect(first.handlers == [1] && second.handlers == [2])
    }
}
