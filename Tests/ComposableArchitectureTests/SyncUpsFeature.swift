import ComposableArchitecture

// Stack navigation in the shape of TCA's SyncUps app: a list at the root, a `@Reducer enum
// Path` of screens (one of them plain data), shared state, and screens that dismiss
// themselves.

struct SyncUp: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var title = ""
  var minutes = 5
}

struct Meeting: Codable, Equatable, Identifiable, Sendable {
  let id: UUID
  var transcript = ""
}

@Reducer
struct SyncUpDetail {
  @ObservableState
  struct State: Equatable {
    @Shared var syncUp: SyncUp
  }

  enum Action: Sendable {
    case closeTapped
    case deleteTapped
    case renameTapped(String)
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .closeTapped:
        return .run { _ in await dismiss() }
      case .deleteTapped:
        return .none
      case .renameTapped(let title):
        state.$syncUp.withLock { $0.title = title }
        return .none
      }
    }
  }
}

@Reducer
struct RecordMeeting {
  @ObservableState
  struct State: Equatable {
    var secondsElapsed = 0
    let syncUp: SyncUp
  }

  enum Action: Sendable {
    case endMeetingTapped
    case timerTicked
  }

  @Dependency(\.dismiss) var dismiss

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .endMeetingTapped:
        return .run { _ in await dismiss() }
      case .timerTicked:
        state.secondsElapsed += 1
        return .none
      }
    }
  }
}

@Reducer
struct SyncUpsApp {
  @Reducer
  enum Path {
    case detail(SyncUpDetail)
    case meeting(Meeting, syncUp: SyncUp)
    case record(RecordMeeting)
  }

  @ObservableState
  struct State: Equatable {
    var path = StackState<Path.State>()
    @Shared(.inMemory("syncUps")) var syncUps: IdentifiedArrayOf<SyncUp> = []
  }

  enum Action: Sendable {
    case path(StackActionOf<Path>)
    case syncUpTapped(SyncUp.ID)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .path(.element(id: let id, action: .detail(.deleteTapped))):
        guard case .detail(let detail) = state.path[id: id] else { return .none }
        _ = state.$syncUps.withLock { $0.remove(id: detail.syncUp.id) }
        state.path.pop(from: id)
        return .none
      case .path:
        return .none
      case .syncUpTapped(let id):
        guard let syncUp = Shared(state.$syncUps[id: id]) else { return .none }
        state.path.append(.detail(SyncUpDetail.State(syncUp: syncUp)))
        return .none
      }
    }
    .forEach(\.path, action: \.path)
  }
}

extension SyncUpsApp.Path.State: Equatable {}
