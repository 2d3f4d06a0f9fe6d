import CasePaths
import Testing

@testable import Composable

/// The case accessors that go through the runtime's enum witnesses (enums with
/// `@CasePathable` alone): every shape of enum they take must round-trip exactly, keep its
/// payload's references balanced, and the shapes they must not take must keep the key path.
@Suite struct EnumPayloadCaseTests {
  final class Token: Equatable {
    let id: Int
    init(_ id: Int) { self.id = id }
    static func == (lhs: Token, rhs: Token) -> Bool { lhs.id == rhs.id }
  }

  struct Payload: Equatable {
    var name: String
    var tokens: [Token]
  }

  /// Several payload cases (tags in the payloads' spare bits or an extra tag byte) and empty
  /// cases.
  @CasePathable
  enum Mixed: Equatable {
    case object(Token)
    case payload(Payload)
    case text(String)
    case number(Int)
    case empty
    case other
  }

  /// One payload case and empty cases: the empty ones are the payload's extra inhabitants.
  @CasePathable
  enum Single: Equatable {
    case payload(Payload)
    case blank
    case unset
  }

  /// A generic wrapper nested in itself, as a generic feature's actions are.
  @CasePathable
  enum Wrapped<Inner: Equatable & SendableMetatype>: Equatable {
    case inner(Inner)
  }

  @CasePathable
  enum Recursive {
    case leaf(Int)
    indirect case node(Recursive)
  }

  @CasePathable
  enum Shapes {
    case pair(Int, String)
    case action(@Sendable () -> Void)
    case type(Int.Type)
    case nested(Single)
  }

  /// Embeds and extracts each value several times: the first call learns the case through the
  /// key path, the later ones go through the witnesses. `otherCase` (a value in another case,
  /// when the enum has one) must extract nothing.
  func roundTrips<Root, Value: Equatable>(
    _ keyPath: CaseKeyPath<Root, Value>, _ values: [Value], otherCase: Root?
  ) {
    #expect(CaseAccess.resolved(keyPath).payloadCase != nil)
    let access = CaseAccess(keyPath)
    let specialized = CaseAccess.specialized(keyPath)
    for _ in 0..<3 {
      for value in values {
        let root = access.embed(value)
        #expect(access.extract(root) == value)
        #expect(specialized.extract(root) == value)
        #expect(AnyCasePath(keyPath).extract(from: root) == value)
        #expect(AnyCasePath(keyPath).extract(from: specialized.embed(value)) == value)
      }
      if let otherCase {
        #expect(access.extract(otherCase) == nil)
        #expect(specialized.extract(otherCase) == nil)
      }
    }
  }

  @Test func everyPayloadCaseOfAMixedEnumRoundTrips() {
    let payload = Payload(
      name: String(repeating: "long enough to live on the heap ", count: 3),
      tokens: [Token(1), Token(2)])
    roundTrips(\Mixed.Cases.object, [Token(7), Token(8)], otherCase: .empty)
    roundTrips(
      \Mixed.Cases.payload, [payload, Payload(name: "", tokens: [])], otherCase: .text("x"))
    roundTrips(\Mixed.Cases.text, ["short", payload.name], otherCase: .object(Token(1)))
    roundTrips(\Mixed.Cases.number, [0, -1, .max], otherCase: .other)
  }

  @Test func aSinglePayloadEnumRoundTrips() {
    let payload = Payload(name: "a", tokens: [Token(3)])
    roundTrips(\Single.Cases.payload, [payload, Payload(name: "", tokens: [])], otherCase: .blank)
    roundTrips(\Single.Cases.payload, [payload], otherCase: .unset)
  }

  @Test func aGenericEnumNestedInItselfRoundTrips() {
    typealias Three = Wrapped<Wrapped<Wrapped<Mixed>>>
    roundTrips(
      \Three.Cases.inner, [.inner(.inner(.text("deep"))), .inner(.inner(.empty))],
      otherCase: nil)
  }

  @Test func theOnlyCaseOfAnEnumIsKnownBeforeAnyValue() {
    let payloadCase = CaseAccess.resolved(\Wrapped<Payload>.Cases.inner).payloadCase
    let learned = payloadCase?.learned.load(ordering: .relaxed) ?? 0
    #expect(learned & LearnedCase.isOnlyCase != 0)
    let mixedCase = EnumPayloadCase(\Mixed.Cases.payload)
    #expect((mixedCase?.learned.load(ordering: .relaxed) ?? 0) & LearnedCase.isOnlyCase == 0)
    weak var weakToken: Token?
    do {
      let token = Token(5)
      weakToken = token
      let specialized = CaseAccess.specialized(\Wrapped<Payload>.Cases.inner)
      for _ in 0..<100 {
        let root = specialized.embed(Payload(name: "only", tokens: [token]))
        #expect(specialized.extract(root) == Payload(name: "only", tokens: [token]))
      }
      #expect(weakToken != nil)
    }
    #expect(weakToken == nil)
  }

  @Test func payloadsAreNeitherLeakedNorOverReleased() {
    weak var weakToken: Token?
    do {
      let token = Token(42)
      weakToken = token
      let access = CaseAccess(\Mixed.Cases.payload)
      for _ in 0..<100 {
        let root = access.embed(Payload(name: "p", tokens: [token]))
        _ = access.extract(root)
        let specialized = CaseAccess.specialized(\Mixed.Cases.payload)
        _ = specialized.extract(specialized.embed(Payload(name: "q", tokens: [token, token])))
        _ = specialized.extract(root)
      }
      let objectAccess = CaseAccess(\Mixed.Cases.object)
      for _ in 0..<100 { _ = objectAccess.extract(objectAccess.embed(token)) }
      #expect(weakToken != nil)
    }
    #expect(weakToken == nil)
  }

  @Test func shapesWhosePayloadIsNotInPlaceKeepTheKeyPath() {
    #expect(CaseAccess.resolved(\Recursive.Cases.node).payloadCase == nil)
    #expect(CaseAccess.resolved(\Recursive.Cases.leaf).payloadCase == nil)
    #expect(CaseAccess.resolved(\Shapes.Cases.pair).payloadCase == nil)
    #expect(CaseAccess.resolved(\Shapes.Cases.action).payloadCase == nil)
    #expect(CaseAccess.resolved(\Shapes.Cases.type).payloadCase == nil)
    #expect(CaseAccess.resolved(\Shapes.Cases.nested.payload).payloadCase == nil)
    #expect(CaseAccess.resolved(\Int?.Cases.some).payloadCase == nil)

    let node = CaseAccess(\Recursive.Cases.node)
    #expect(
      node.extract(.node(.leaf(3))).flatMap { CaseAccess(\Recursive.Cases.leaf).extract($0) } == 3)
    let nested = CaseAccess(\Shapes.Cases.nested.payload)
    let payload = Payload(name: "n", tokens: [])
    #expect(nested.extract(nested.embed(payload)) == payload)
    #expect(CaseAccess.resolved(\Shapes.Cases.nested).payloadCase != nil)
  }

  struct Leaf: Reducer {
    struct State: Equatable {
      var count = 0
      var echoed = 0
    }
    enum Action: Equatable { case tap, echo }
    func reduce(into state: inout State, action: Action) -> Effect<Action> {
      switch action {
      case .tap:
        state.count += 1
        return .send(.echo)
      case .echo:
        state.echoed += 1
        return .none
      }
    }
  }

  /// A generic feature without `@Reducer`, as `triptych-bench runtime` nests it.
  struct Wrap<Inner: Reducer & SendableMetatype>: Reducer where Inner.State: Equatable {
    struct State: Equatable { var inner: Inner.State }
    @CasePathable
    enum Action { case inner(Inner.Action) }
    let inner: Inner
    var body: some ReducerOf<Self> {
      Scope(state: \.inner, action: \.inner) { inner }
    }
  }

  @MainActor
  @Test func aGenericFeatureNestedInItselfRoutesActionsAndEffectsThroughEveryLevel() {
    let store = Store(initialState: Wrap.State(inner: .init(inner: .init(inner: Leaf.State())))) {
      Wrap(inner: Wrap(inner: Wrap(inner: Leaf())))
    }
    let leaf = store.scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
      .scope(state: \.inner, action: \.inner)
    for _ in 0..<3 { leaf.send(.tap) }
    #expect(leaf.state == Leaf.State(count: 3, echoed: 3))
    store.send(.inner(.inner(.inner(.tap))))
    #expect(store.state.inner.inner.inner == Leaf.State(count: 4, echoed: 4))
  }
}
