import Composable
import Flows
import TaskManagerDomain
import Testing

@testable import TaskManagerTCA

/// The TCA part of each event's flow: view → store → reducer (with the state's diff) →
/// effect → service → effect → store → reducer, reported by `reportingFlows()` at the store.
@MainActor
@Suite("Flows: TCA")
struct FlowTests {
  @Test func aSendWithAnEffectFlowsThroughStoreReducerEffectAndBack() async throws {
    let flows = FlowRecorder(isEnabled: true)
    let store = Store(
      initialState: LoginFeature.State(username: "tester", password: "secret-password")
    ) {
      LoginFeature().reportingFlows()
    } withDependencies: {
      $0.authClient = AuthClient.failing(.network).reportingFlows()
    }
    let task = flows.event("tap “Log In”") { store.send(.logInButtonTapped) }
    await task.finish()

    let trace = try #require(flows.traces.last)
    #expect(trace.title == "tap “Log In”")
    #expect(
      trace.steps.map(\.summary) == [
        "view → store: send LoginFeature.Action.logInButtonTapped",
        "store → reducer: reduce",
        "store → view: state changed",
        "reducer → effect: start effect",
        #"effect → service: authClient.login(username: "tester", password: •••)"#,
        "service → effect: threw LoginError: Network connection failed. Please t…",
        "effect → store: send LoginFeature.Action.loginResponse(.failure(.Network connection failed. Please try again.))",
        "store → reducer: reduce",
        "store → view: state changed",
      ])
    let reduce = trace.steps[1]
    #expect(reduce.duration != nil)
    #expect(reduce.changes.first?.diff.contains { $0.contains("isLoading") } == true)
    let answer = trace.steps[7]
    #expect(answer.changes.first?.diff.contains { $0.contains("errorMessage") } == true)
    #expect(trace.steps.map(\.offset) == trace.steps.map(\.offset).sorted())
    #expect(trace.lanes == [.view, .store, .reducer, .effect, .service])
  }

  @Test func nothingIsReportedWhileTheRecorderIsOff() async {
    let flows = FlowRecorder(isEnabled: false)
    let store = Store(initialState: LoginFeature.State()) {
      LoginFeature().reportingFlows()
    }
    flows.event("tap") { _ = store.send(.dismissErrorButtonTapped) }
    #expect(flows.traces.isEmpty)
  }
}
