import ComposableArchitecture
import Testing

@MainActor
@Suite struct SyncUpsTests {
  let syncUp = SyncUp(id: UUID(0), title: "Design", minutes: 10)

  @Test func pushDetailAndEditSharedState() async {
    let store = TestStore(initialState: SyncUpsApp.State()) {
      SyncUpsApp()
    }
    store.state.$syncUps.withLock { $0 = [syncUp] }
    await store.send(.syncUpTapped(syncUp.id)) {
      $0.path[id: 0] = .detail(SyncUpDetail.State(syncUp: Shared(value: self.syncUp)))
    }
    await store.send(\.path[id: 0].detail.renameTapped, "Daily") {
      $0.$syncUps.withLock { $0[id: UUID(0)]?.title = "Daily" }
    }
    #expect(store.state.syncUps[id: UUID(0)]?.title == "Daily")
  }

  @Test func pushAndPopByAction() async {
    let store = TestStore(initialState: SyncUpsApp.State()) {
      SyncUpsApp()
    }
    let meeting = Meeting(id: UUID(1), transcript: "Hello")
    await store.send(\.path.push, (id: 0, .meeting(meeting, syncUp: syncUp))) {
      $0.path[id: 0] = .meeting(meeting, syncUp: self.syncUp)
    }
    await store.send(\.path.push, (id: 1, .record(RecordMeeting.State(syncUp: syncUp)))) {
      $0.path[id: 1] = .record(RecordMeeting.State(syncUp: self.syncUp))
    }
    await store.send(\.path[id: 1].record.timerTicked) {
      $0.path[id: 1, case: \.record]?.secondsElapsed = 1
    }
    await store.send(\.path.popFrom, 0) {
      $0.path = StackState()
    }
  }

  @Test func aPushedScreenDismissesItself() async {
    let store = TestStore(
      initialState: SyncUpsApp.State(
        path: StackState([.record(RecordMeeting.State(syncUp: syncUp))])
      )
    ) {
      SyncUpsApp()
    }
    await store.send(\.path[id: 0].record.endMeetingTapped)
    await store.receive(\.path.popFrom, 0) {
      $0.path.pop(from: 0)
    }
    #expect(store.state.path.isEmpty)
  }

  @Test func deletingFromDetailPopsAndUpdatesTheList() async {
    let store = TestStore(initialState: SyncUpsApp.State()) {
      SyncUpsApp()
    }
    store.state.$syncUps.withLock { $0 = [syncUp] }
    await store.send(.syncUpTapped(syncUp.id)) {
      $0.path.append(.detail(SyncUpDetail.State(syncUp: Shared(value: self.syncUp))))
    }
    await store.send(\.path[id: 0].detail.deleteTapped) {
      $0.path.pop(from: 0)
      $0.$syncUps.withLock { $0 = [] }
    }
  }

  @Test func theDetailOfAPushedChildIsDismissedInItsOwnTestStore() async {
    let store = TestStore(initialState: SyncUpDetail.State(syncUp: Shared(value: syncUp))) {
      SyncUpDetail()
    }
    await store.send(.closeTapped)
    await store.finish()
    #expect(store.isDismissed)
  }
}
