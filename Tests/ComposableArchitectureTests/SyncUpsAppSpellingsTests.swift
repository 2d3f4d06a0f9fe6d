import ComposableArchitecture
import Testing

// Spellings from TCA's SyncUps app (issue 36): destinations whose cases read and write as
// optional properties, `@Reducer(state:action:)`, keys that carry their default, the
// unlabeled `Shared(_:)`, the optional `$rows[id:]`, and Apple platform names.

@Reducer
struct RenameForm {
  @ObservableState
  struct State: Hashable { var title = "" }
  enum Action: Equatable { case titleChanged(String) }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .titleChanged(let title):
        state.title = title
        return .none
      }
    }
  }
}

@Reducer
struct Meetings {
  @Reducer(state: .equatable, .hashable, action: .equatable)
  enum Destination {
    case rename(RenameForm)
    case archive(RenameForm)
  }

  @ObservableState
  struct State: Equatable {
    @Presents var destination: Destination.State?
    @Shared(.rooms) var rooms
  }
  enum Action: Equatable {
    case destination(PresentationAction<Destination.Action>)
    case renameTapped
  }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .renameTapped:
        state.destination = .rename(RenameForm.State(title: "Standup"))
        return .none
      case .destination:
        return .none
      }
    }
    .ifLet(\.$destination, action: \.destination)
  }
}

struct Room: Codable, Equatable, Identifiable, Sendable {
  let id: Int
  var name: String
}

extension PersistenceReaderKey
where Self == PersistenceKeyDefault<InMemoryKey<IdentifiedArrayOf<Room>>> {
  static var rooms: Self {
    PersistenceKeyDefault(.inMemory("rooms"), [Room(id: 1, name: "Blue")])
  }
}

@MainActor
struct SyncUpsAppSpellingsTests {
  @Test func aDestinationsCasesChangeInPlaceThroughOptionalChaining() async {
    let store = TestStore(initialState: Meetings.State()) { Meetings() }
    await store.send(.renameTapped) {
      $0.destination = .rename(RenameForm.State(title: "Standup"))
    }
    await store.send(.destination(.presented(.rename(.titleChanged("Retro"))))) {
      $0.destination?.rename?.title = "Retro"
    }
    #expect(store.state.destination?.rename?.title == "Retro")
    #expect(store.state.destination?.archive == nil)
  }

  @Test func reducerArgumentsAddConformancesToTheSynthesizedTypes() {
    let state = Meetings.Destination.State.rename(RenameForm.State(title: "A"))
    #expect(Set([state, state]).count == 1)
    #expect(Meetings.Destination.Action.rename(.titleChanged("A")) == .rename(.titleChanged("A")))
  }

  @Test func aKeyWithADefaultNeedsNoValueAtTheUse() {
    withDependencies {
      $0.sharedRegistry = SharedRegistry()
    } operation: {
      let state = Meetings.State()
      #expect(state.rooms.map(\.name) == ["Blue"])
      @Shared(.rooms) var rooms = [Room(id: 2, name: "Green")]
      // The key already holds a value: the one at the use is only a fallback.
      #expect(rooms.map(\.name) == ["Blue"])
    }
  }

  @Test func theUnlabeledSharedAndTheOptionalRowSubscript() throws {
    let rooms = Shared(IdentifiedArrayOf<Room>(uniqueElements: [Room(id: 1, name: "Blue")]))
    let blue = try #require(rooms[id: 1] as Shared<Room>?)
    blue.withLock { $0.name = "Navy" }
    #expect(rooms.wrappedValue[id: 1]?.name == "Navy")
    #expect((rooms[id: 9] as Shared<Room>?) == nil)
    // The newer spelling still unwraps through `Shared(_:)`.
    #expect(Shared(rooms[id: 1])?.wrappedValue.name == "Navy")
  }

  @Test func applePlatformNamesAreThere() {
    #expect(NSEC_PER_SEC == 1_000_000_000)
    #expect(URL.documentsDirectory.lastPathComponent == "Documents")
    #expect(Animation.interpolatingSpring(stiffness: 3, damping: 40) == .spring)
    let session: URLSession = .shared
    _ = session
  }
}
