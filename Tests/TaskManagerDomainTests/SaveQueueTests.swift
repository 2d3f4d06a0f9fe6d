import TaskManagerDomain
import Testing

@Suite("SaveQueue: one save at a time, the latest change last")
struct SaveQueueTests {
  @Test("With nothing in flight, a change is saved at once")
  func savedAtOnce() {
    var saves = SaveQueue<Int>()
    #expect(saves.request(1) == 1)
    #expect(saves.inFlight == 1)
    #expect(saves.waiting == nil)
  }

  @Test("Changes made while saving wait, and only the latest is saved next")
  func latestWaits() {
    var saves = SaveQueue<Int>()
    _ = saves.request(1)
    #expect(saves.request(2) == nil)
    #expect(saves.request(3) == nil)
    #expect(saves.waiting == 3)
    #expect(saves.finished() == 3)
    #expect(saves.inFlight == 3)
    #expect(saves.finished() == nil)
    #expect(saves.inFlight == nil)
  }

  @Test("After the last save finishes, the next change is saved at once again")
  func idleAgain() {
    var saves = SaveQueue<Int>()
    _ = saves.request(1)
    #expect(saves.finished() == nil)
    #expect(saves.request(2) == 2)
  }
}
