import Synchronization

/// Optional state of a presented child feature (a sheet, an alert, a pushed screen), with an
/// identity for each presentation so its effects can be cancelled when it is dismissed.
///
/// Declare it with `@Presents` and compose with `.ifLet(\.$destination, action: …)`:
///
/// ```swift
/// struct State {
///   @Presents var addTask: AddTask.State?
///   @Presents var alert: AlertState<Action.Alert>?
/// }
/// ```
///
/// Two states are equal when their presented values are; the presentation identity is
/// bookkeeping and takes no part in equality, so tests compare only what a user could see.
///
/// The value lives in a copy-on-write box, as in TCA, so a feature can present itself:
/// `@Presents var child: State?` inside `State`.
@propertyWrapper
public struct PresentationState<State> {
  private var storage: Storage?
  /// A number unique to this presentation, or `nil` while nothing is presented.
  public private(set) var presentationID: UInt64?

  /// Creates the state with an initial presented value, or none.
  public init(wrappedValue: State?) {
    self.storage = wrappedValue.map(Storage.init)
    self.presentationID = wrappedValue == nil ? nil : Self.makePresentationID()
  }

  /// The presented value; setting a value where there was none starts a new presentation.
  public var wrappedValue: State? {
    get { storage?.value }
    set { replace(with: newValue) }
    _modify {
      guard storage != nil else {
        var value: State? = nil
        yield &value
        if value != nil { replace(with: value) }
        return
      }
      if !isKnownUniquelyReferenced(&storage!) { storage = Storage(storage!.value) }
      // Moved out of the box, so the caller changes the only copy in place.
      var value = storage!.value
      storage!.value = nil
      defer {
        if value == nil {
          storage = nil
          presentationID = nil
        } else {
          storage!.value = value
        }
      }
      yield &value
    }
  }

  /// The state itself, so that `\.$destination` names it in `.ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  private mutating func replace(with newValue: State?) {
    guard let newValue else {
      presentationID = nil
      storage = nil
      return
    }
    if storage == nil {
      presentationID = Self.makePresentationID()
      storage = Storage(newValue)
    } else if isKnownUniquelyReferenced(&storage!) {
      storage!.value = newValue
    } else {
      storage = Storage(newValue)
    }
  }

  private static func makePresentationID() -> UInt64 {
    presentationCounter.wrappingAdd(1, ordering: .relaxed).newValue
  }

  /// The box: copied before a write whenever another state shares it.
  ///
  /// Safety: written only through a uniquely referenced box, which no other thread can see.
  private final class Storage: @unchecked Sendable {
    /// `nil` only while the value is moved out for an in-place change.
    var value: State?
    init(_ value: State?) { self.value = value }
  }
}

private let presentationCounter = Atomic<UInt64>(0)

/// The spelling TCA users write: `@Presents var destination: Destination.State?`.
public typealias Presents<State> = PresentationState<State>

extension PresentationState: Equatable where State: Equatable {
  /// Compares the presented values; presentation identities take no part.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented value only, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(wrappedValue)
  }
}

extension PresentationState: Sendable where State: Sendable {}

extension PresentationState: Decodable where State: Decodable {
  /// Decodes the presented value (or `nil`); a decoded value starts a new presentation.
  public init(from decoder: any Decoder) throws {
    try self.init(wrappedValue: State?(from: decoder))
  }
}

extension PresentationState: Encodable where State: Encodable {
  /// Encodes the presented value, or `nil`, without its presentation identity.
  public func encode(to encoder: any Encoder) throws {
    try wrappedValue.encode(to: encoder)
  }
}

extension PresentationState: CustomDumpReflectable {
  /// Dumps as the presented value itself, so diffs show no wrapper.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: wrappedValue as Any)
  }
}
