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
@propertyWrapper
public struct PresentationState<State> {
  private var value: State?
  /// A number unique to this presentation, or `nil` while nothing is presented.
  public private(set) var presentationID: UInt64?

  /// Creates the state with an initial presented value, or none.
  public init(wrappedValue: State?) {
    self.value = wrappedValue
    self.presentationID = wrappedValue == nil ? nil : Self.makePresentationID()
  }

  /// The presented value; setting a value where there was none starts a new presentation.
  public var wrappedValue: State? {
    get { value }
    set {
      if newValue == nil {
        presentationID = nil
      } else if value == nil {
        presentationID = Self.makePresentationID()
      }
      value = newValue
    }
  }

  /// The state itself, so that `\.$destination` names it in `.ifLet`.
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  private static func makePresentationID() -> UInt64 {
    presentationCounter.wrappingAdd(1, ordering: .relaxed).newValue
  }
}

private let presentationCounter = Atomic<UInt64>(0)

/// The spelling TCA users write: `@Presents var destination: Destination.State?`.
public typealias Presents<State> = PresentationState<State>

extension PresentationState: Equatable where State: Equatable {
  /// Compares the presented values; presentation identities take no part.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.value == rhs.value
  }
}

extension PresentationState: Hashable where State: Hashable {
  /// Hashes the presented value only, consistently with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
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
    try value.encode(to: encoder)
  }
}

extension PresentationState: CustomDumpReflectable {
  /// Dumps as the presented value itself, so diffs show no wrapper.
  public var customDumpMirror: Mirror {
    Mirror(reflecting: value as Any)
  }
}
