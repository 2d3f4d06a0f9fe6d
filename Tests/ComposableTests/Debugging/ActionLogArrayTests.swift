import Composable
import Testing

/// A state holding a plain array of identifiable rows, as an outline holds its items.
private struct Playlist: Reducer {
  struct Song: Identifiable, Equatable, Sendable {
    let id: Int
    var title: String
  }

  struct State: Equatable, Sendable {
    var songs: [Song] = []
  }

  enum Action: Equatable, Sendable {
    case loaded([Song])
    case renamed(index: Int, title: String)
    case reversed
    case removed(index: Int)
  }

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .loaded(let songs): state.songs = songs
    case .renamed(let index, let title): state.songs[index].title = title
    case .reversed: state.songs.reverse()
    case .removed(let index): state.songs.remove(at: index)
    }
    return .none
  }

  static func songs(_ count: Int) -> [Song] {
    (0..<count).map { Song(id: $0, title: "Song \($0)") }
  }
}

@MainActor
@Suite("Action log: arrays of identifiable elements")
struct ActionLogArrayTests {
  private func loggedStore(
    _ songs: [Playlist.Song] = []
  ) -> (StoreOf<Playlist>, () -> [ActionLogEntry<Playlist.Action>]) {
    var entries: [ActionLogEntry<Playlist.Action>] = []
    let store = Store(initialState: Playlist.State(songs: songs)) {
      Playlist().logActions { entries.append($0) }
    }
    return (store, { entries })
  }

  @Test func oneChangedElementAmongManyIsTheWholeDiff() throws {
    let (store, entries) = loggedStore(Playlist.songs(20_000))
    store.send(.renamed(index: 12_345, title: "Renamed"))
    let diff = try #require(entries().last?.stateDiff)
    // A small element is diffed by CustomDump as a whole, under its name.
    #expect(
      diff == """
        songs[id: 12345]:
          Playlist.Song(
            id: 12345,
        -   title: "Song 12345"
        +   title: "Renamed"
          )
        """)
  }

  @Test func newElementsAreListedUpToTenThenCounted() throws {
    let (store, entries) = loggedStore()
    store.send(.loaded(Playlist.songs(5_000)))
    let diff = try #require(entries().last?.stateDiff)
    #expect(diff.contains("+ songs[id: 0]: "))
    #expect(diff.contains("Song 9"))
    #expect(!diff.contains("songs[id: 10]"))
    #expect(diff.contains("… and 4990 more changed elements (0 → 5000)"))
  }

  @Test func aRemovedElementIsNamed() throws {
    let (store, entries) = loggedStore(Playlist.songs(1_000))
    store.send(.removed(index: 500))
    let diff = try #require(entries().last?.stateDiff)
    #expect(diff.hasPrefix("- songs[id: 500]: "))
    #expect(diff.split(separator: "\n").count == 1)
  }

  @Test func elementsThatOnlyMovedAreANewOrder() {
    let (store, entries) = loggedStore(Playlist.songs(1_000))
    store.send(.reversed)
    #expect(entries().last?.stateDiff == "songs: the same 1000 elements, in a new order")
  }
}
