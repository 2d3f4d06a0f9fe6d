import Foundation

/// A recorded history as data: exported from a session (``HistoryRecorder/exportJSON(endingIn:maximumCheckpoints:)``),
/// imported into a fresh one (``HistoryRecorder/importJSON(_:observing:)``) to reach the same
/// state again.
///
/// It holds the actions, where they start, and fingerprints of the states the session went
/// through — at the start, at a few points on the way and at the end — which the import's
/// determinism check compares with the states its replay reaches.
///
/// JSON, for a counter:
///
/// ```json
/// {"format": 1, "droppedBefore": 0, "actions": [{"incrementTapped": {}}],
///  "checkpoints": [{"after": 0, "fingerprint": "…"}, {"after": 1, "fingerprint": "…"}]}
/// ```
///
/// **Where it starts.** A history starts either at the state its recorder was created with —
/// then it carries no state, and the importing recorder starts from its own creation state
/// (checked by the fingerprint after 0 actions) — or, when the recorder dropped its oldest
/// actions or was reset, at a later state, which is then written into the file as
/// `startingState`. A state that is not `Codable` cannot be written: such an export is
/// refused (``HistoryExportError/startIsNotEncodable(droppedCount:)``).
public struct RecordedHistory<State, Action> {
  /// The file format's version; an import refuses any other.
  public static var format: Int { 1 }
  /// How many actions the session had dropped before ``actions``' first one.
  public var droppedBefore: Int
  /// The state before the first action, when it is not the recorder's creation state.
  public var startingState: State?
  /// The actions, oldest first.
  public var actions: [Action]
  /// Fingerprints of the recorded states, by the number of actions before them, ascending.
  public var checkpoints: [Checkpoint]

  /// A history of `actions` from `startingState` (`nil`: the recorder's creation state).
  public init(
    droppedBefore: Int = 0, startingState: State? = nil, actions: [Action],
    checkpoints: [Checkpoint]
  ) {
    self.droppedBefore = droppedBefore
    self.startingState = startingState
    self.actions = actions
    self.checkpoints = checkpoints
  }

  /// The fingerprint of the state after ``after`` of the history's actions.
  public struct Checkpoint: Hashable, Sendable, Codable {
    /// How many of the history's actions come before the fingerprinted state.
    public var after: Int
    /// The fingerprint of the state at that point.
    public var fingerprint: StateFingerprint

    /// A checkpoint of the state after `after` actions.
    public init(after: Int, fingerprint: StateFingerprint) {
      self.after = after
      self.fingerprint = fingerprint
    }
  }
}

extension RecordedHistory: Encodable where Action: Encodable {
  /// Writes the format version and the history's fields; throws when the history has a
  /// starting state that is not `Encodable`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Self.format, forKey: .format)
    try container.encode(droppedBefore, forKey: .droppedBefore)
    if let startingState {
      guard let encodable = startingState as? any Encodable else {
        throw EncodingError.invalidValue(
          startingState,
          .init(
            codingPath: encoder.codingPath,
            debugDescription:
              "\(State.self) is not Encodable, so the history's start cannot be written"
          ))
      }
      try container.encode(encodable, forKey: .startingState)
    }
    try container.encode(actions, forKey: .actions)
    try container.encode(checkpoints, forKey: .checkpoints)
  }
}

extension RecordedHistory: Decodable where Action: Decodable {
  /// Reads a history written by `encode(to:)`; throws on another format version, or on a
  /// written starting state that `State` cannot decode.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let format = try container.decode(Int.self, forKey: .format)
    guard format == Self.format else {
      throw DecodingError.dataCorruptedError(
        forKey: .format, in: container,
        debugDescription:
          "This is a format \(format) history; this version reads format \(Self.format)"
      )
    }
    droppedBefore = try container.decode(Int.self, forKey: .droppedBefore)
    if container.contains(.startingState) {
      guard let decodable = State.self as? any Decodable.Type else {
        throw DecodingError.dataCorruptedError(
          forKey: .startingState, in: container,
          debugDescription:
            "The history starts from a written state, but \(State.self) is not Decodable"
        )
      }
      startingState = try container.decode(decodable, forKey: .startingState) as? State
    } else {
      startingState = nil
    }
    actions = try container.decode([Action].self, forKey: .actions)
    checkpoints = try container.decode([Checkpoint].self, forKey: .checkpoints)
  }
}

extension RecordedHistory {
  private enum CodingKeys: String, CodingKey {
    case format, droppedBefore, startingState, actions, checkpoints
  }
}

extension RecordedHistory where Action: Encodable {
  /// The history as JSON, keys sorted so two exports of one history are byte for byte the same.
  ///
  /// ```swift
  /// let json = try recorder.exportHistory(endingIn: store.state).json()
  /// ```
  ///
  /// - Throws: ``HistoryExportError/notEncodable(_:)`` when an action cannot be encoded (say, a
  ///   binding of a field its state does not name), saying which.
  public func json() throws(HistoryExportError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch EncodingError.invalidValue(_, let context) {
      throw .notEncodable(context.debugDescription)
    } catch {
      throw .notEncodable("\(error)")
    }
  }
}

extension RecordedHistory where Action: Decodable {
  /// Reads a history from JSON.
  ///
  /// ```swift
  /// let history = try RecordedHistory<App.State, App.Action>(json: data)
  /// ```
  ///
  /// - Throws: ``HistoryImportError/unreadable(_:)``, saying where and why.
  public init(json: Data) throws(HistoryImportError) {
    do {
      self = try JSONDecoder().decode(Self.self, from: json)
    } catch DecodingError.dataCorrupted(let context),
      DecodingError.keyNotFound(_, let context),
      DecodingError.typeMismatch(_, let context),
      DecodingError.valueNotFound(_, let context)
    {
      let path = context.codingPath.map(\.stringValue).joined(separator: ".")
      throw .unreadable(
        path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)")
    } catch {
      throw .unreadable("\(error)")
    }
  }
}
