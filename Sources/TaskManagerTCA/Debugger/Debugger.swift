import Composable
import Observation

/// The TCA variant's debugger: every action with the state diff it caused, and time travel
/// over the recorded history — jump to any point, and the next live action resumes from the
/// latest state. The history can be exported as JSON and imported into another session,
/// which replays it and says whether it reached the same state (`Debugger+History.swift`).
///
/// ```swift
/// let debugger = Debugger()
/// let store = Store(initialState: AppFeature.State()) { debugger.recording(AppFeature()) }
/// debugger.jump(to: 3, in: store)
/// ```
@Observable
final class Debugger {
  /// One logged action.
  struct Entry: Identifiable, Equatable {
    /// Its place in the history: the state after it is `state(at: position)`.
    let position: Int
    let action: String
    let diff: String?
    var id: Int { position }
  }

  /// Every described entry the recorder can still go back to, oldest first.
  private(set) var entries: [Entry] = []
  /// The point being looked at while time travelling; `nil` when live.
  private(set) var viewing: Int?
  /// How many entries the panel shows on one page.
  let visibleCount: Int
  /// The page shown, 0 being the newest entries.
  private(set) var page = 0

  @ObservationIgnored private(set) var recorder:
    HistoryRecorder<AppFeature.State, AppFeature.Action>?
  @ObservationIgnored private(set) var feature = AppFeature()
  /// Observed, like the entries: the panel shows it in two places, and a view that read it
  /// is resolved again only when what it read changes.
  private var recordedCount = 0
  /// The exported history and the import's text and verdict (see `Debugger+History.swift`).
  let history = HistoryTransfer()
  /// Whether actions are described (printed, diffed) in a state: describing is most of what an
  /// action costs, so it happens only while someone can see the panel. Every action is still
  /// recorded for time travel.
  @ObservationIgnored let describesWhile: (AppFeature.State) -> Bool

  init(
    visibleCount: Int = 25,
    describesWhile: @escaping (AppFeature.State) -> Bool = {
      $0.home?.settings.settings.debuggerEnabled == true
    }
  ) {
    self.visibleCount = visibleCount
    self.describesWhile = describesWhile
  }

  /// Records and logs every action `feature` reduces.
  func recording(_ feature: AppFeature, from initialState: AppFeature.State) -> DebuggedApp {
    let recorder = HistoryRecorder(initialState: initialState, capacity: 2_000) { feature }
    self.recorder = recorder
    self.feature = feature
    return DebuggedApp(debugger: self, recorder: recorder)
  }

  /// "1 action", "2 actions": a count of actions as the panel says it.
  static func actions(_ count: Int) -> String { count == 1 ? "1 action" : "\(count) actions" }

  /// The number of actions recorded since the app started.
  var actionCount: Int { recordedCount }

  /// The entries of the page shown, newest first.
  var visibleEntries: [Entry] {
    let end = max(0, entries.count - page * visibleCount)
    return entries[max(0, end - visibleCount)..<end].reversed()
  }

  /// Whether older entries than the page shown exist.
  var hasOlderPage: Bool { (page + 1) * visibleCount < entries.count }

  func showOlderPage() { if hasOlderPage { page += 1 } }
  func showNewerPage() { page = max(0, page - 1) }

  /// Shows the state after `position` actions.
  func jump(to position: Int, in store: StoreOf<AppFeature>) {
    guard let recorder else { return }
    let first = recorder.droppedCount
    let clamped = min(max(position, first), first + recorder.actions.count)
    viewing = clamped
    store.debugReplaceState(recorder.state(at: clamped - first))
  }

  /// Back to the latest state.
  func resume(in store: StoreOf<AppFeature>) {
    guard let recorder, viewing != nil else { return }
    viewing = nil
    store.debugReplaceState(recorder.state(at: recorder.actions.count))
  }

  /// Replaces the log with an imported history's entries, and shows its last state live.
  func replaceLog(
    with imported: [Entry], finalState: AppFeature.State, in store: StoreOf<AppFeature>
  ) {
    let first = recorder?.droppedCount ?? 0
    entries = imported.filter { $0.position >= first }
    recordedCount = imported.count
    viewing = nil
    page = 0
    store.debugReplaceState(finalState)
  }

  fileprivate func willReduce(
    _ state: inout AppFeature.State,
    recorder: HistoryRecorder<AppFeature.State, AppFeature.Action>
  ) {
    // Counted here, described or not, so an entry's position is its place in the history.
    recordedCount += 1
    guard viewing != nil else { return }
    // A live action after time travel continues from the latest state, not the one shown.
    viewing = nil
    state = recorder.state(at: recorder.actions.count)
  }

  fileprivate func append(_ entry: ActionLogEntry<AppFeature.Action>) {
    entries.append(
      Entry(position: recordedCount, action: entry.actionDescription, diff: entry.stateDiff))
    // Entries the recorder has dropped could not be jumped to any more.
    let first = recorder?.droppedCount ?? 0
    if let stale = entries.firstIndex(where: { $0.position >= first }), stale > 0 {
      entries.removeFirst(stale)
    }
  }
}

/// The app's reducer as the debugger runs it: resume after time travel, log, record.
struct DebuggedApp: Reducer {
  let debugger: Debugger
  let recorder: HistoryRecorder<AppFeature.State, AppFeature.Action>

  var body: some ReducerOf<AppFeature> {
    Reduce { state, _ in
      debugger.willReduce(&state, recorder: recorder)
      return .none
    }
    recorder.logActions(while: debugger.describesWhile) { [debugger] entry in
      debugger.append(entry)
    }
  }
}

/// In the flow of each event the store's reducer is the app's feature, so its message links
/// there rather than to this wrapper.
extension DebuggedApp: _SourceLocated {
  static var _sourceFileID: String { AppFeature._sourceFileID }
  static var _sourceLine: Int { AppFeature._sourceLine }
}
