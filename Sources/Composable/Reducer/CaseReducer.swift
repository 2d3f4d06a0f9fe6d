/// The state of a `@Reducer enum` (a `Destination` or a `Path`), which knows the reducer of
/// its cases, so `.ifLet(\.$destination, action: \.destination)` and
/// `.forEach(\.path, action: \.path)` need no trailing closure.
///
/// `@Reducer` conforms the enum's `State` for you:
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(SyncUpDetail)
///   case record(RecordMeeting)
/// }
/// // …
/// .forEach(\.path, action: \.path)
/// ```
public protocol CaseReducerState {
  /// The reducer of the enum's cases.
  associatedtype _CaseBody: Reducer where _CaseBody.State == Self
  /// The enum's `body`.
  static var _caseBody: _CaseBody { get }
}

extension CaseReducerState where Self: CasePathable {
  /// A case of a `@Reducer enum`'s state as an optional property that can also be changed in
  /// place, as in TCA: `$0.destination?.edit?.title = "Retro"` in a test's expectation.
  ///
  /// Setting changes the value only while the state is in that case; setting `nil` does
  /// nothing (write `state = .other(…)` to change case).
  public subscript<Value>(
    dynamicMember keyPath: KeyPath<Self.AllCasePaths, AnyCasePath<Self, Value>>
  ) -> Value? {
    get { Self.allCasePaths[keyPath: keyPath].extract(from: self) }
    set {
      let casePath = Self.allCasePaths[keyPath: keyPath]
      guard let newValue, casePath.extract(from: self) != nil else { return }
      self = casePath.embed(newValue)
    }
  }
}
