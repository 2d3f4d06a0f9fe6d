import ArgumentParser
import Composable

/// `triptych-bench runtime`: the Composable store against a bare reducer call.
struct RuntimeBenchmark: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "runtime",
    abstract: "Store.send, scoping, forEach, history recording and effect round trips."
  )

  @Option(help: "Operations per round for the cheap cases.")
  var iterations = 200_000

  @Option(help: "Run only the scoped cases at this depth (for profiling one case).")
  var onlyScopedDepth: Int?

  @Flag(help: "With --only-scoped-depth: only the concrete features (for profiling them).")
  var concreteOnly = false

  @Flag(help: "With --only-scoped-depth: only the generic `Nest<…>` (for profiling it).")
  var genericOnly = false

  @Flag(help: "Run only the forEach row actions (for profiling them).")
  var onlyRowActions = false

  @Flag(help: "Run only the effect round trip (for profiling it).")
  var onlyRoundTrip = false

  @MainActor
  func run() async throws {
    let iterations = self.iterations
    let baseline = bareReducerCall(iterations: iterations)
    if let depth = onlyScopedDepth {
      var results: [Measurement] = []
      if !concreteOnly { results.append(scopedSend(depth: depth, iterations: iterations)) }
      if !genericOnly {
        results.append(concreteScopedSend(depth: depth, iterations: iterations))
        if depth == 10 { results.append(rootSendOfDeepAction(iterations: iterations)) }
      }
      report(title: "Composable runtime (scoped, depth \(depth))", baseline: baseline, results)
      return
    }
    if onlyRowActions {
      let rows =
        [100, 10_000, 100_000].map {
          rowAction(rows: $0, recording: false, iterations: iterations)
        } + [rowAction(rows: 100_000, recording: true, iterations: iterations)]
      report(title: "Composable runtime (row actions)", baseline: baseline, rows)
      return
    }
    if onlyRoundTrip {
      let session = EffectSession()
      let roundTrip = await session.roundTrip(iterations: iterations / 10)
      let floor = await session.bareTaskRoundTrip(iterations: iterations / 10)
      report(title: "Composable runtime (round trip)", baseline: baseline, [roundTrip, floor])
      return
    }
    var results: [Measurement] = []
    results.append(plainSend(iterations: iterations))
    results.append(macroSend(iterations: iterations))
    for depth in [1, 5, 10] {
      results.append(scopedSend(depth: depth, iterations: iterations))
    }
    for depth in [1, 5, 10] {
      results.append(concreteScopedSend(depth: depth, iterations: iterations))
    }
    results.append(rootSendOfDeepAction(iterations: iterations))
    for rows in [100, 10_000, 100_000] {
      results.append(rowAction(rows: rows, recording: false, iterations: iterations))
    }
    results.append(rowAction(rows: 100_000, recording: true, iterations: iterations))
    let session = EffectSession()
    results.append(await session.roundTrip(iterations: iterations / 10))
    results.append(await session.bareTaskRoundTrip(iterations: iterations / 10))
    report(title: "Composable runtime", baseline: baseline, results)
  }

  @MainActor
  func bareReducerCall(iterations: Int) -> Measurement {
    let reducer = BenchCounter()
    var state = BenchCounter.State()
    let reduce = opaque(reducer._resolvedReduce())
    return measure("baseline: bare reducer call", iterations: iterations) {
      _ = reduce(&state, .increment)
      blackHole(state)
    }
  }

  @MainActor
  func plainSend(iterations: Int) -> Measurement {
    let store = Store(initialState: BenchCounter.State()) { BenchCounter() }
    return measure("Store.send, no effect", iterations: iterations, note: "target ≤ 25×") {
      store.send(.increment)
    }
  }

  @MainActor
  func macroSend(iterations: Int) -> Measurement {
    let store = Store(initialState: MacroCounter.State()) { MacroCounter() }
    return measure(
      "Store.send, same feature written with @Reducer", iterations: iterations,
      note: "macro-generated code: expect ≈ the plain send"
    ) {
      store.send(.increment)
    }
  }

  /// Scoped sends through concrete (non-generic) features, `Level1` … `Level10`.
  @MainActor
  func concreteScopedSend(depth: Int, iterations: Int) -> Measurement {
    let name = "scoped send, concrete features, depth \(depth)"
    let note = depth == 10 ? "target ≤ 1.5× depth 1" : ""
    switch depth {
    case 1:
      let store = Store(initialState: Level1.State()) { Level1() }
      let leaf = store.scope(state: \.inner, action: \.inner)
      return measure(name, iterations: iterations, note: note) { leaf.send(.increment) }
    case 5:
      let store = Store(initialState: Level5.State()) { Level5() }
      let leaf = store.scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
      return measure(name, iterations: iterations, note: note) { leaf.send(.increment) }
    default:
      let store = Store(initialState: Level10.State()) { Level10() }
      let leaf = store.scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
      return measure(name, iterations: iterations, note: note) { leaf.send(.increment) }
    }
  }

  /// The depth-10 action sent from the root store: the reducers' share of a deep scoped send,
  /// without the scoped stores embedding the action level by level.
  @MainActor
  func rootSendOfDeepAction(iterations: Int) -> Measurement {
    let store = Store(initialState: Level10.State()) { Level10() }
    let action = Level10.Action.inner(
      .inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.inner(.increment))))))))))
    return measure(
      "concrete features, depth 10, sent from the root", iterations: iterations,
      note: "reducers only"
    ) { store.send(action) }
  }

  @MainActor
  func scopedSend(depth: Int, iterations: Int) -> Measurement {
    let name = "scoped send, depth \(depth)"
    let note = depth == 10 ? "target ≤ 1.5× depth 1" : ""
    switch depth {
    case 1:
      let store = Store(initialState: Nest<BenchCounter>.State()) { Nest(BenchCounter()) }
      let leaf = store.scope(state: \.inner, action: \.inner)
      return measure(name, iterations: iterations, note: note) { leaf.send(.increment) }
    case 5:
      typealias N5 = Nest<Nest<Nest<Nest<Nest<BenchCounter>>>>>
      let store = Store(initialState: N5.State()) {
        Nest(Nest(Nest(Nest(Nest(BenchCounter())))))
      }
      let leaf = store.scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
      return measure(name, iterations: iterations, note: note) { leaf.send(.increment) }
    default:
      typealias N5 = Nest<Nest<Nest<Nest<Nest<BenchCounter>>>>>
      typealias N10 = Nest<Nest<Nest<Nest<Nest<N5>>>>>
      let store = Store(initialState: N10.State()) {
        Nest(Nest(Nest(Nest(Nest(Nest(Nest(Nest(Nest(Nest(BenchCounter()))))))))))
      }
      let leaf5 = store.scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
      let leaf = leaf5.scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
        .scope(state: \.inner, action: \.inner)
      return measure(name, iterations: iterations, note: note) { leaf.send(.increment) }
    }
  }

  @MainActor
  func rowAction(rows: Int, recording: Bool, iterations: Int) -> Measurement {
    let ids = (0..<rows).map { $0 }
    let state = Rows.State(
      rows: IdentifiedArray(uniqueElements: ids.map { Row.State(id: $0) })
    )
    let history = HistoryRecorder(initialState: state, capacity: 1_000_000) { Rows() }
    let store =
      recording
      ? Store(initialState: state) { history }
      : Store(initialState: state) { Rows() }
    var index = 0
    let name = "forEach row action, \(rows) rows" + (recording ? ", history on" : "")
    let note =
      rows == 100_000 ? (recording ? "target ≤ 2× history off" : "target ≤ 1.5× 100 rows") : ""
    return measure(name, iterations: iterations, note: note) {
      index = (index &+ 7919) % rows
      store.send(.rows(.element(id: index, action: .toggle)))
    }
  }
}

/// Effects deliver to the store's actor; a session actor is what the web host uses (the main
/// actor's executor on Linux is a dispatch queue, with a costlier hop).
actor EffectSession {
  private var calls = 0

  /// The same shape without the runtime: a task started off this actor (as a `.run` effect's
  /// is) calls back into it and is awaited. Swift's scheduling alone: the floor for any effect
  /// round trip.
  func bareTaskRoundTrip(iterations: Int) async -> Measurement {
    await measureAsync(
      "floor: a bare task calling back into the actor, awaited", iterations: iterations,
      note: "no Store: the concurrency runtime's share"
    ) {
      await Task.detached { await self.callBack() }.value
    }
  }

  private func callBack() {
    calls &+= 1
  }

  func roundTrip(iterations: Int) async -> Measurement {
    let store = Store(initialState: BenchCounter.State()) { BenchCounter() }
    // Timed inline rather than through a closure, so every send happens on this actor.
    for _ in 0..<iterations / 10 { await store.send(.startEffect).finish() }
    var perRound: [Double] = []
    for _ in 0..<7 {
      let start = ContinuousClock.now
      for _ in 0..<iterations { await store.send(.startEffect).finish() }
      perRound.append((ContinuousClock.now - start).nanoseconds / Double(iterations))
    }
    perRound.sort()
    return Measurement(
      name: ".run round trip (send → effect → action)",
      nanosecondsPerOperation: perRound[3], note: "target ≤ 2 µs"
    )
  }
}

struct BenchCounter: Reducer {
  struct State: Equatable { var count = 0 }
  @CasePathable
  enum Action: Equatable, Sendable { case increment, startEffect, effectFinished }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .increment:
        state.count &+= 1
        return .none
      case .startEffect:
        return .run { send in await send(.effectFinished) }
      case .effectFinished:
        state.count &+= 1
        return .none
      }
    }
  }
}

/// `BenchCounter` as a TCA user writes it, to show the macros cost nothing at run time.
@Reducer
struct MacroCounter {
  @ObservableState
  struct State: Equatable { var count = 0 }
  enum Action: Equatable, Sendable { case increment }
  var body: some ReducerOf<Self> {
    Reduce { state, action in
      state.count &+= 1
      return .none
    }
  }
}

struct Nest<Inner: Reducer & SendableMetatype>: Reducer
where Inner.State: Equatable & Sendable & DefaultInit {
  struct State: Equatable, DefaultInit { var inner = Inner.State() }
  @CasePathable
  enum Action { case inner(Inner.Action) }
  let inner: Inner

  init(_ inner: Inner) {
    self.inner = inner
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { inner }
  }
}

protocol DefaultInit { init() }
extension BenchCounter.State: DefaultInit, Sendable {}
extension Nest.State: Sendable {}

struct Row: Reducer {
  struct State: Equatable, Identifiable, Sendable {
    let id: Int
    var isDone = false
    var title = "Row"
  }
  enum Action: Equatable, Sendable { case toggle }
  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.isDone.toggle()
    return .none
  }
}

@Reducer
struct Rows: Reducer {
  struct State: Equatable, Sendable { var rows: IdentifiedArrayOf<Row.State> }
  @CasePathable
  enum Action: Sendable { case rows(IdentifiedActionOf<Row>) }
  var body: some ReducerOf<Self> {
    EmptyReducer()
      .forEach(\.rows, action: \.rows) { Row() }
  }
}
