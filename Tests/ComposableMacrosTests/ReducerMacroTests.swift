import ComposableMacros
import MacroTesting
import Testing

@Suite(.macros(["Reducer": ReducerMacro.self], record: .failed))
struct ReducerMacroTests {
  @Test func structGetsConformanceCasePathableActionAndBuilder() {
    assertMacro {
      """
      @Reducer
      struct Counter {
        struct State {
          var count = 0
        }
        enum Action {
          case incrementTapped
        }
        var body: some ReducerOf<Self> {
          Reduce { state, _ in state.count += 1; return .none }
        }
      }
      """
    } expansion: {
      """
      struct Counter {
        struct State {
          var count = 0
        }
        @CasePaths.CasePathable @Composable._CaseAccess
        enum Action {
          case incrementTapped
        }
        @Composable.ReducerBuilder<Self.State, Self.Action>
        var body: some ReducerOf<Self> {
          Reduce { state, _ in state.count += 1; return .none }
        }
      }

      extension Counter: Composable.Reducer {
      }

      extension Counter: Composable._SourceLocated {
        static var _sourceFileID: String {
          "TestModule/Test.swift"
        }
        static var _sourceLine: Int {
          2
        }
      }
      """
    }
  }

  @Test func existingAttributesAndConformanceAreKept() {
    assertMacro {
      """
      @Reducer
      struct Leaf: Reducer {
        struct State {}
        @CasePathable
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }
      """
    } expansion: {
      """
      struct Leaf: Reducer {
        struct State {}
        @CasePathable
        @Composable._CaseAccess
        enum Action {
          case tapped
        }
        func reduce(into state: inout State, action: Action) -> Effect<Action> { .none }
      }

      extension Leaf: Composable._SourceLocated {
        static var _sourceFileID: String {
          "TestModule/Test.swift"
        }
        static var _sourceLine: Int {
          2
        }
      }
      """
    }
  }

  @Test func enumOfChildFeaturesSynthesizesStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        case addTask(AddEditTaskFeature)
        case alert(AlertState<Alert>)
        enum Alert {
          case confirmDeletion
        }
      }
      """
    } expansion: {
      #"""
      enum Destination {
        case addTask(AddEditTaskFeature)
        case alert(AlertState<Alert>)
        enum Alert {
          case confirmDeletion
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum State: Composable.CaseReducerState {
          case addTask(AddEditTaskFeature.State)
          case alert(AlertState<Alert>)
          static var _caseBody: some Composable.Reducer<Self, Destination.Action> {
            Destination.body
          }
        }

        @CasePaths.CasePathable
        enum Action {
          case addTask(AddEditTaskFeature.Action)
          case alert(Alert)
        }

        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(Composable.CombineReducers {
              Composable.Scope(state: \Self.State.Cases.addTask, action: \Self.Action.Cases.addTask) {
                AddEditTaskFeature()
              }
            })
        }

        var body: Composable.Reduce<Self.State, Self.Action> {
          Self.body
        }
      }

      extension Destination: Composable.Reducer {
      }
      """#
    }
  }

  @Test func misuseOnAClassIsExplained() {
    assertMacro {
      """
      @Reducer
      class Feature {}
      """
    } diagnostics: {
      """
      @Reducer
      ┬───────
      ╰─ 🛑 '@Reducer' can only be applied to a struct (a feature) or an enum (a destination or path of child features)
      class Feature {}
      """
    }
  }

  @Test func dataCasesAndHandWrittenActionsAreKept() {
    assertMacro {
      """
      @Reducer
      enum Path {
        case detail(Detail)
        case meeting(Meeting, syncUp: SyncUp)
        @ReducerCaseIgnored
        case preview(Note)
        @ReducerCaseEphemeral
        case prompt(PromptState<Prompt>)
        case help
        enum Action {
          case detail(Detail.Action)
          case prompt(Prompt)
        }
      }
      """
    } expansion: {
      #"""
      enum Path {
        case detail(Detail)
        case meeting(Meeting, syncUp: SyncUp)
        @ReducerCaseIgnored
        case preview(Note)
        @ReducerCaseEphemeral
        case prompt(PromptState<Prompt>)
        case help
        @CasePaths.CasePathable
        enum Action {
          case detail(Detail.Action)
          case prompt(Prompt)
        }

        @CasePaths.CasePathable
        @dynamicMemberLookup
        enum State: Composable.CaseReducerState {
          case detail(Detail.State)
          case meeting(Meeting, syncUp: SyncUp)
          case preview(Note)
          case prompt(PromptState<Prompt>)
          case help
          static var _caseBody: some Composable.Reducer<Self, Path.Action> {
            Path.body
          }
        }

        static var body: Composable.Reduce<Self.State, Self.Action> {
          Composable.Reduce(Composable.CombineReducers {
              Composable.Scope(state: \Self.State.Cases.detail, action: \Self.Action.Cases.detail) {
                Detail()
              }
            })
        }

        var body: Composable.Reduce<Self.State, Self.Action> {
          Self.body
        }
      }

      extension Path: Composable.Reducer {
      }
      """#
    }
  }

  @Test func anEphemeralCaseWithoutActionsIsExplained() {
    assertMacro {
      """
      @Reducer
      enum Destination {
        @ReducerCaseEphemeral
        case prompt(Prompt)
      }
      """
    } diagnostics: {
      """
      @Reducer
      enum Destination {
        @ReducerCaseEphemeral
        case prompt(Prompt)
             ┬─────────────
             ╰─ 🛑 A '@ReducerCaseEphemeral' case must carry one generic state whose argument is its action, like 'case alert(AlertState<Alert>)'
      }
      """
    }
  }
}

@Suite(.macros(["ObservableState": ObservableStateMacro.self], record: .failed))
struct ObservableStateMacroTests {
  @Test func addsTheMarkerConformance() {
    assertMacro {
      """
      @ObservableState
      struct State: Equatable {
        var text = ""
      }
      """
    } expansion: {
      """
      struct State: Equatable {
        var text = ""
      }
      """
    }
  }
}

@Suite(.macros(["_CaseAccess": CaseAccessMacro.self], record: .failed))
struct CaseAccessMacroTests {
  @Test func writesASwitchForEachSinglePayloadCase() {
    assertMacro {
      """
      @_CaseAccess
      enum Action {
        case child(Child.Action)
        case tapped
        case pair(Int, Int)
      }
      """
    } expansion: {
      #"""
      enum Action {
        case child(Child.Action)
        case tapped
        case pair(Int, Int)
      }

      extension Action: Composable._CaseAccessible {
        static func _caseAccessors(_ keyPath: CasePaths.PartialCaseKeyPath<Self>) -> Any? {
          if keyPath == \Self.Cases.child {
        return Composable._CaseAccessors(
          embed: Self.child,
          extract: { (root: Self) in
            if case let .child(value) = root {
              return value
            } else {
              return nil
            }
          }
        )
          }
          return nil
        }
      }
      """#
    }
  }

  @Test func aPrivateFeaturesAccessorsAreFilePrivate() {
    assertMacro {
      """
      private struct Feature {
        @_CaseAccess
        enum Action {
          case tapped(Int)
        }
      }
      """
    } expansion: {
      #"""
      private struct Feature {
        enum Action {
          case tapped(Int)
        }
      }

      extension Feature.Action: Composable._CaseAccessible {
        fileprivate static func _caseAccessors(_ keyPath: CasePaths.PartialCaseKeyPath<Self>) -> Any? {
          if keyPath == \Self.Cases.tapped {
        return Composable._CaseAccessors(
          embed: Self.tapped,
          extract: { (root: Self) in
            if case let .tapped(value) = root {
              return value
            } else {
              return nil
            }
          }
        )
          }
          return nil
        }
      }
      """#
    }
  }
}

@Suite(.macros(["Reducer": ReducerMacro.self], record: .failed))
struct ReducerMacroSynthesisTests {
  @Test func anEmptyFeatureGetsStateActionAndBody() {
    assertMacro {
      """
      @Reducer
      public struct Placeholder {}
      """
    } expansion: {
      """
      public struct Placeholder {

          @Composable.ObservableState
          public struct State: Codable, Equatable, Hashable, Sendable {
              public init() {
              }
          }

          @CasePaths.CasePathable
          public enum Action: Equatable, Hashable, Sendable {
          }

          public var body: some Composable.Reducer<State, Action> {
              Composable.EmptyReducer()
          }
      }

      extension Placeholder: Composable.Reducer {
      }

      extension Placeholder: Composable._SourceLocated {
        public static var _sourceFileID: String {
            "TestModule/Test.swift"
        }
        public static var _sourceLine: Int {
            2
        }
      }
      """
    }
  }

  @Test func aStoredBodyGetsNoBuilder() {
    assertMacro {
      """
      @Reducer
      struct Feature {
        struct State {}
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }
      """
    } expansion: {
      """
      struct Feature {
        struct State {}
        @CasePaths.CasePathable @Composable._CaseAccess
        enum Action {}
        let body = EmptyReducer<State, Action>()
      }

      extension Feature: Composable.Reducer {
      }

      extension Feature: Composable._SourceLocated {
        static var _sourceFileID: String {
          "TestModule/Test.swift"
        }
        static var _sourceLine: Int {
          2
        }
      }
      """
    }
  }
}
