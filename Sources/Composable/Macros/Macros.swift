/// Makes a struct a feature, or an enum a set of child features, the way TCA's `@Reducer`
/// does.
///
/// On a struct it adds the `Reducer` conformance and makes `Action` case-pathable:
///
/// ```swift
/// @Reducer
/// struct Counter {
///   @ObservableState
///   struct State: Equatable { var count = 0 }
///   enum Action { case incrementTapped }
///   var body: some ReducerOf<Self> {
///     Reduce { state, action in state.count += 1; return .none }
///   }
/// }
/// ```
///
/// On an enum of child features (destinations, paths) it synthesizes `State`, `Action` and a
/// static `body` that runs each case's feature:
///
/// ```swift
/// @Reducer
/// enum Destination {
///   case addTask(AddEditTaskFeature)
///   case alert(AlertState<Alert>)
///   enum Alert { case confirmDeletion }
/// }
/// // …
/// .ifLet(\.$destination, action: \.destination) { Destination.body }
/// ```
@attached(
  extension, conformances: Reducer, _SourceLocated, names: named(_sourceFileID),
  named(_sourceLine))
@attached(memberAttribute)
@attached(member, names: named(State), named(Action), named(body), named(reduce))
public macro Reducer() = #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// Makes an enum a set of child features, as `Reducer()` does, and adds conformances to the
/// `State` and `Action` it synthesizes, as TCA's `@Reducer(state:action:)` does.
///
/// ```swift
/// @Reducer(state: .equatable, .sendable, action: .equatable)
/// enum Destination {
///   case edit(SyncUpForm)
/// }
/// ```
@attached(
  extension, conformances: Reducer, _SourceLocated, names: named(_sourceFileID),
  named(_sourceLine))
@attached(memberAttribute)
@attached(member, names: named(State), named(Action), named(body), named(reduce))
public macro Reducer(state: _SynthesizedConformance..., action: _SynthesizedConformance...) =
  #externalMacro(module: "ComposableMacros", type: "ReducerMacro")

/// A conformance `@Reducer(state:action:)` adds to a synthesized `State` or `Action`.
public struct _SynthesizedConformance: Sendable {
  private init() {}
  /// `Codable`.
  public static let codable = Self()
  /// `Decodable`.
  public static let decodable = Self()
  /// `Encodable`.
  public static let encodable = Self()
  /// `Equatable`.
  public static let equatable = Self()
  /// `Hashable`.
  public static let hashable = Self()
  /// `Sendable`.
  public static let sendable = Self()
}

/// Marks a feature's state as observable through its store, as TCA's `@ObservableState` does.
///
/// ```swift
/// @ObservableState
/// struct State: Equatable { var username = "" }
/// ```
@attached(extension, conformances: ObservableState)
public macro ObservableState() =
  #externalMacro(module: "ComposableMacros", type: "ObservableStateMacro")

/// State that hosts observe through its store.
///
/// Composable tracks observation per store rather than per field: a host reading
/// `store.state` inside `withObservationTracking` is told once after the next `send` that
/// changed anything. That is enough here because hosts re-render a whole screen at a time —
/// the web host renders the session's page, and the headless driver reads the whole tree —
/// so a per-field signal would trigger the same render. It is also cheaper: a `send` with
/// nobody observing costs no observation work at all (see Docs/Benchmarks.md).
public protocol ObservableState {}

/// Generates direct accessors for an enum's cases, so composition reducers route actions with
/// a `switch` rather than by resolving case key paths on every action. `@Reducer` adds it to
/// a feature's `Action` and `State` enums; you rarely write it yourself.
@attached(extension, conformances: _CaseAccessible, names: named(_caseAccessors))
public macro _CaseAccess() = #externalMacro(module: "ComposableMacros", type: "CaseAccessMacro")

/// An enum with direct case accessors (see `@_CaseAccess`).
public protocol _CaseAccessible {
  /// The `_CaseAccessors` of the case at `keyPath`, or `nil` when it has none.
  static func _caseAccessors(_ keyPath: PartialCaseKeyPath<Self>) -> Any?
}

/// Embeds a value into one case of an enum and extracts it back, written out by `@_CaseAccess`.
public struct _CaseAccessors<Root, Value>: Sendable {
  let embed: @Sendable (Value) -> Root
  let extract: @Sendable (Root) -> Value?

  /// Creates accessors from a case's constructor and a matching `switch`.
  public init(
    embed: @escaping @Sendable (Value) -> Root,
    extract: @escaping @Sendable (Root) -> Value?
  ) {
    self.embed = embed
    self.extract = extract
  }
}

/// Marks a case of a `@Reducer enum` as ephemeral state, like an alert: its actions are the
/// state's generic argument, and answering it dismisses it.
///
/// ```swift
/// @Reducer
/// enum Destination {
///   @ReducerCaseEphemeral
///   case prompt(PromptState<Prompt>)
/// }
/// ```
@attached(peer)
public macro ReducerCaseEphemeral() =
  #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")

/// Marks a case of a `@Reducer enum` as plain data: it appears in `State` only, with no
/// actions and no reducer.
///
/// ```swift
/// @Reducer
/// enum Path {
///   case detail(SyncUpDetail)
///   @ReducerCaseIgnored
///   case meeting(Meeting)
/// }
/// ```
@attached(peer)
public macro ReducerCaseIgnored() =
  #externalMacro(module: "ComposableMacros", type: "ReducerCaseMarkerMacro")

/// Lets a view send its feature's view actions directly: `send(.refreshTapped)`.
///
/// ```swift
/// @ViewAction(for: Feature.self)
/// struct FeatureView: View {
///   let store: StoreOf<Feature>
///   var body: some View { Button("Refresh") { send(.refreshTapped) } }
/// }
/// ```
@attached(extension, conformances: ViewActionSending)
public macro ViewAction<R: Reducer>(for: R.Type) =
  #externalMacro(module: "ComposableMacros", type: "ViewActionMacro")
where R.Action: ViewAction
