import Composable
import Foundation
import Testing

@MainActor
@Suite struct HistoryExportTests {
  @Test func anExportedHistoryReplaysToTheSameStateInAFreshRecorder() throws {
    let history = HistoryRecorder(initialState: Counter.State(), keyframes: .every(2)) {
      Counter()
    }
    let store = Store(initialState: history.initialState) { history }
    store.send(.incrementTapped)
    store.send(.factResponse("one"))
    store.send(.incrementTapped)
    store.send(.incrementTapped)
    store.send(.decrementTapped)

    let json = try history.exportJSON(endingIn: store.state)
    let fresh = HistoryRecorder(initialState: Counter.State(), keyframes: .every(2)) {
      Counter()
    }
    let report = try fresh.importJSON(json)

    #expect(report.verdict == .sameFinalState)
    #expect(report.summary == "Replayed 5 actions: same final state.")
    #expect(report.finalState == store.state)
    #expect(fresh.actions == history.actions)
    #expect(fresh.state(at: 2) == Counter.State(count: 1, fact: "one"))
    // Exporting the imported history again (with keyframes, so checkpoints, at the same
    // places) writes the same file.
    #expect(try fresh.exportJSON(endingIn: report.finalState) == json)
  }

  @Test func aHistoryThatStartsFromTheCreationStateCarriesNoState() throws {
    let history = HistoryRecorder(initialState: Counter.State()) { Counter() }
    let store = Store(initialState: history.initialState) { history }
    store.send(.incrementTapped)

    let exported = try history.exportHistory(endingIn: store.state)
    #expect(exported.startingState == nil)
    #expect(exported.checkpoints.map(\.after) == [0, 1])
    let text = String(decoding: try exported.json(), as: UTF8.self)
    #expect(!text.contains("startingState"))
  }

  @Test func afterDroppedActionsTheStartingStateIsWrittenWhenItCanBe() throws {
    let history = HistoryRecorder(
      initialState: Counter.State(), capacity: 10, keyframes: .every(5)
    ) { Counter() }
    let store = Store(initialState: history.initialState) { history }
    for _ in 0..<40 { store.send(.incrementTapped) }
    #expect(history.droppedCount > 0)

    let exported = try history.exportHistory(endingIn: store.state)
    #expect(exported.startingState == Counter.State(count: history.droppedCount))
    #expect(exported.droppedBefore == history.droppedCount)
    // A fresh recorder created at 0 replays from the written start, not its own.
    let fresh = HistoryRecorder(initialState: Counter.State()) { Counter() }
    let report = try fresh.importJSON(try exported.json())
    #expect(report.verdict == .sameFinalState)
    #expect(report.finalState.count == 40)
  }

  @Test func afterDroppedActionsAStateThatCannotBeWrittenRefusesTheExport() {
    let history = HistoryRecorder(
      initialState: Tally.State(), capacity: 4, keyframes: .every(2)
    ) { Tally() }
    let store = Store(initialState: history.initialState) { history }
    for _ in 0..<20 { store.send(.add) }

    #expect(throws: HistoryExportError.startIsNotEncodable(droppedCount: history.droppedCount)) {
      try history.exportJSON(endingIn: store.state)
    }
  }

  @Test func theDeterminismCheckFindsTheActionThatReadAValueFromOutside() throws {
    let history = HistoryRecorder(initialState: Stamped.State(), keyframes: .every(1)) {
      Stamped()
    }
    let store = Store(initialState: history.initialState) { history }
    store.send(.increment)
    store.send(.increment)
    store.send(.stamp)
    store.send(.increment)

    let fresh = HistoryRecorder(initialState: Stamped.State()) { Stamped() }
    let report = try fresh.importJSON(try history.exportJSON(endingIn: store.state))

    guard case .diverged(let between, let action, let finalStateMatches) = report.verdict else {
      Issue.record("Expected a divergence, got \(report.verdict)")
      return
    }
    #expect(between == 3...3)
    #expect(action.contains("stamp"))
    #expect(!finalStateMatches)
    #expect(report.summary.contains("after action #3"))
    #expect(report.finalState.count == 3)
  }

  @Test func theDeterminismCheckCatchesRandomnessBetweenSparseCheckpoints() throws {
    let history = HistoryRecorder(initialState: Stamped.State(), keyframes: .every(4)) {
      Stamped()
    }
    let store = Store(initialState: history.initialState) { history }
    for _ in 0..<5 { store.send(.increment) }
    store.send(.roll)
    for _ in 0..<5 { store.send(.increment) }

    let fresh = HistoryRecorder(initialState: Stamped.State()) { Stamped() }
    let report = try fresh.importJSON(try history.exportJSON(endingIn: store.state))
    // Checkpoints after 4 and 8 actions: the roll (the 6th) lies between them.
    guard case .diverged(let between, let action, _) = report.verdict else {
      Issue.record("Expected a divergence, got \(report.verdict)")
      return
    }
    #expect(between == 5...8)
    #expect(action.contains("increment"))
    #expect(report.summary.contains("one of actions #5–#8"))
  }

  @Test func aSessionThatStartsElsewhereIsReported() throws {
    let history = HistoryRecorder(initialState: Counter.State()) { Counter() }
    let store = Store(initialState: history.initialState) { history }
    store.send(.incrementTapped)

    let elsewhere = HistoryRecorder(initialState: Counter.State(count: 7)) { Counter() }
    let report = try elsewhere.importJSON(try history.exportJSON(endingIn: store.state))
    #expect(report.verdict == .differentStart)
  }

  @Test func aBindingIsWrittenByTheFieldsName() throws {
    let action = Form.Action.binding(.set(\.name, "Ada"))
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let json = try encoder.encode(action)
    #expect(String(decoding: json, as: UTF8.self).contains(#"{"field":"name","value":"Ada"}"#))
    #expect(try JSONDecoder().decode(Form.Action.self, from: json) == action)
  }

  @Test func anUnknownBindingFieldIsAClearError() throws {
    let json = Data(#"{"binding":{"_0":{"field":"nickname","value":"A"}}}"#.utf8)
    do {
      _ = try JSONDecoder().decode(Form.Action.self, from: json)
      Issue.record("An unknown field was read")
    } catch DecodingError.dataCorrupted(let context) {
      #expect(context.debugDescription.contains(#"no bindable field named "nickname""#))
      #expect(context.debugDescription.contains("name, secret"))
    }
    // A field the state does not name cannot be written either.
    #expect(throws: EncodingError.self) {
      try JSONEncoder().encode(Form.Action.binding(.set(\.age, 3)))
    }
  }

  @Test func anUnknownBindingFieldInAHistoryFileSaysWhere() throws {
    let json = Data(
      #"""
      {"format":1,"droppedBefore":0,"checkpoints":[],
       "actions":[{"binding":{"_0":{"field":"nickname","value":"A"}}}]}
      """#.utf8)
    #expect {
      try RecordedHistory<Form.State, Form.Action>(json: json)
    } throws: { error in
      guard case HistoryImportError.unreadable(let reason) = error else { return false }
      return reason.hasPrefix("actions.") && reason.contains(#"no bindable field named "nickname""#)
    }
  }

  @Test func aSecretFieldIsWrittenRedacted() throws {
    let json = try JSONEncoder().encode(Form.Action.binding(.set(\.secret, "hunter2")))
    let text = String(decoding: json, as: UTF8.self)
    #expect(!text.contains("hunter2"))
    #expect(
      try JSONDecoder().decode(Form.Action.self, from: json)
        == .binding(.set(\.secret, "*******")))
  }

  @Test func resultsAreWrittenAsSuccessOrFailure() throws {
    typealias Answer = Result<Int, Failure>
    let success = try JSONEncoder().encode(Answer.success(3))
    #expect(String(decoding: success, as: UTF8.self) == #"{"success":3}"#)
    #expect(try JSONDecoder().decode(Answer.self, from: success) == .success(3))
    let failure = try JSONEncoder().encode(Answer.failure(Failure(reason: "offline")))
    #expect(
      try JSONDecoder().decode(Answer.self, from: failure) == .failure(Failure(reason: "offline")))
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(Answer.self, from: Data(#"{"value":3}"#.utf8))
    }
  }

  @Test func presentationActionsRoundTrip() throws {
    for action in [PresentationAction<Counter.Action>.dismiss, .presented(.factResponse("x"))] {
      let json = try JSONEncoder().encode(action)
      let decoded = try JSONDecoder().decode(PresentationAction<Counter.Action>.self, from: json)
      #expect(String(describing: decoded) == String(describing: action))
    }
  }
}

private struct Failure: Error, Equatable, Codable {
  var reason: String
}

/// A counter whose state cannot be written to a file.
private struct Tally: Reducer {
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Codable { case add }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.count += 1
    return .none
  }
}

/// A reducer that reads the time or a random number itself, not from a dependency: replays
/// of it cannot reach the recorded states.
private struct Stamped: Reducer {
  struct State: Equatable { var count = 0, stamp = 0.0 }
  enum Action: Equatable, Codable { case increment, stamp, roll }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .increment: state.count += 1
    case .stamp: state.stamp = Date().timeIntervalSinceReferenceDate
    case .roll: state.stamp = Double.random(in: 0..<1)
    }
    return .none
  }
}

/// A form whose name and secret are named for files; its age is not.
private struct Form: Reducer {
  struct State: Equatable, CodableBindings {
    var name = ""
    var secret = ""
    var age = 0
    static let codableBindings = BindableFields<Self>(
      .field("name", \.name),
      .secret("secret", \.secret, redacted: { String(repeating: "*", count: $0.count) })
    )
  }
  enum Action: Equatable, Codable, BindableAction { case binding(BindingAction<State>) }
  var body: some ReducerOf<Self> { BindingReducer() }
}
