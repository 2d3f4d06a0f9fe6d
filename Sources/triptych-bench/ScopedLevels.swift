import Composable

// Ten concrete features, each scoping to the next: how real apps nest (App → Home → List →
// Row), unlike the generic `Nest<Nest<…>>` whose metadata is looked up at run time.

@Reducer
struct Level1 {
  struct State: Equatable, Sendable { var inner = BenchCounter.State() }
  enum Action: Sendable { case inner(BenchCounter.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { BenchCounter() }
  }
}

@Reducer
struct Level2 {
  struct State: Equatable, Sendable { var inner = Level1.State() }
  enum Action: Sendable { case inner(Level1.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level1() }
  }
}

@Reducer
struct Level3 {
  struct State: Equatable, Sendable { var inner = Level2.State() }
  enum Action: Sendable { case inner(Level2.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level2() }
  }
}

@Reducer
struct Level4 {
  struct State: Equatable, Sendable { var inner = Level3.State() }
  enum Action: Sendable { case inner(Level3.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level3() }
  }
}

@Reducer
struct Level5 {
  struct State: Equatable, Sendable { var inner = Level4.State() }
  enum Action: Sendable { case inner(Level4.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level4() }
  }
}

@Reducer
struct Level6 {
  struct State: Equatable, Sendable { var inner = Level5.State() }
  enum Action: Sendable { case inner(Level5.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level5() }
  }
}

@Reducer
struct Level7 {
  struct State: Equatable, Sendable { var inner = Level6.State() }
  enum Action: Sendable { case inner(Level6.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level6() }
  }
}

@Reducer
struct Level8 {
  struct State: Equatable, Sendable { var inner = Level7.State() }
  enum Action: Sendable { case inner(Level7.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level7() }
  }
}

@Reducer
struct Level9 {
  struct State: Equatable, Sendable { var inner = Level8.State() }
  enum Action: Sendable { case inner(Level8.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level8() }
  }
}

@Reducer
struct Level10 {
  struct State: Equatable, Sendable { var inner = Level9.State() }
  enum Action: Sendable { case inner(Level9.Action) }
  var body: some ReducerOf<Self> {
    Scope(state: \.inner, action: \.inner) { Level9() }
  }
}
