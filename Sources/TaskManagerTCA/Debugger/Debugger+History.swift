import Composable
import Foundation
import Observation

/// The debugger's history file: the last export, the text pasted to import, and what the
/// import did.
@Observable
final class HistoryTransfer {
  /// The last export's JSON.
  var exportedJSON: String?
  /// How many actions the last export holds.
  var exportedCount = 0
  /// The JSON pasted to import.
  var importText = ""
  /// What the last export or import said: the determinism check's verdict, or why it refused.
  var message: String?
}

extension Debugger {
  /// The latest recorded state, also while time travelling.
  func latestState(in store: StoreOf<AppFeature>) -> AppFeature.State {
    guard viewing != nil, let recorder else { return store.state }
    return recorder.state(at: recorder.actions.count)
  }

  /// Exports the recorded history as JSON, ending in the latest state; or says why it cannot.
  ///
  /// ```swift
  /// debugger.exportHistory(from: store)
  /// let json = debugger.history.exportedJSON
  /// ```
  func exportHistory(from store: StoreOf<AppFeature>) {
    guard let recorder else { return }
    do {
      let json = try recorder.exportJSON(endingIn: latestState(in: store))
      history.exportedJSON = String(decoding: json, as: UTF8.self)
      history.exportedCount = recorder.actions.count
      history.message = nil
    } catch {
      history.exportedJSON = nil
      history.message = error.description
    }
  }

  /// Imports the pasted history: replays it without effects, shows its last state, and says
  /// whether the replay reached the exported state. A history that ends signed in as another
  /// account is refused before anything changes: acting on it would change that account.
  ///
  /// ```swift
  /// debugger.history.importText = json
  /// debugger.importHistory(into: store)
  /// debugger.history.message  // "Replayed 42 actions: same final state."
  /// ```
  func importHistory(into store: StoreOf<AppFeature>) {
    guard let recorder else { return }
    let recorded: RecordedHistory<AppFeature.State, AppFeature.Action>
    do {
      recorded = try RecordedHistory(json: Data(history.importText.utf8))
    } catch {
      history.message = error.description
      return
    }
    // A dry run on a scratch recorder finds whose session the history ends in.
    let scratch = HistoryRecorder(
      initialState: recorder.creationState, capacity: max(2_000, recorded.actions.count)
    ) { feature }
    let ending = scratch.importHistory(recorded).finalState.home?.user
    let current = latestState(in: store).home?.user
    guard let ending, ending.id == current?.id else {
      history.message =
        "Not imported: this history ends "
        + (ending.map { "signed in as \($0.username)" } ?? "signed out")
        + (current.map { ", not as \($0.username)" } ?? "")
        + ". Nothing was changed."
      return
    }
    var entries: [Entry] = []
    let report = recorder.importHistory(recorded) { step in
      entries.append(
        Entry(position: step.position, action: step.actionDescription, diff: step.stateDiff))
    }
    replaceLog(with: entries, finalState: report.finalState, in: store)
    history.exportedJSON = nil
    history.message = report.summary
  }
}
