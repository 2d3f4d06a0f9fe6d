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
