import MVVM
import Observation
import Testing
import Views
import ViewsTesting

@Observable
final class GreetingViewModel: WorkOwning {
  var greeting = ""
  var isLoading = false
  @ObservationIgnored let workBag: WorkBag
  @ObservationIgnored let clock: any Clock<Duration>
  @ObservationIgnored let onDeinit: () -> Void

  init(context: HostContext, onDeinit: @escaping () -> Void = {}) {
    self.workBag = WorkBag(context.work)
    self.clock = context.clock
    self.onDeinit = onDeinit
  }

  deinit { onDeinit() }

  /// Greets after a second on the host's clock; a newer request replaces an older one.
  func greet(_ name: String) {
    isLoading = true
    run(key: "greet") { [clock] in
      try await clock.sleep(for: .seconds(1))
      return "Hello, \(name)!"
    } then: { model, result in
      model.isLoading = false
      model.greeting = (try? result.get()) ?? "failed"
    }
  }

  func greetLater() {
    after(.seconds(2), on: clock) { model in model.greeting = "Later!" }
  }
}

@MainActor
@Suite("WorkBag")
struct WorkBagTests {
  @Test func completionsReachTheViewModelOnTheHost() async throws {
    let app = ViewDriver { context in GreetingView(model: GreetingViewModel(context: context)) }
    try await app.tap("Greet Ada")
    #expect(app.shows("(progress)"))
    try await app.advance(by: .seconds(1))
    #expect(app.shows("Hello, Ada!"))
    #expect(!app.shows("(progress)"))
  }

  @Test func aKeyedRequestCancelsTheEarlierOne() async throws {
    let app = ViewDriver { context in GreetingView(model: GreetingViewModel(context: context)) }
    try await app.tap("Greet Ada")
    try await app.tap("Greet Alan")
    #expect(app.clock.sleeperCount == 1)
    try await app.advance(by: .seconds(1))
    #expect(app.shows("Hello, Alan!"))
  }

  @Test func afterRunsOnTheClock() async throws {
    let app = ViewDriver { context in GreetingView(model: GreetingViewModel(context: context)) }
    try await app.tap("Later")
    try await app.advance(by: .seconds(1))
    #expect(!app.shows("Later!"))
    try await app.advance(by: .seconds(1))
    #expect(app.shows("Later!"))
  }

  @Test func workIsCancelledWhenTheViewModelGoesAway() async throws {
    let clock = VirtualClock()
    let work = PendingWork()
    let context = HostContext(work: work, clock: clock)
    let released = Flag()
    var model: GreetingViewModel? = GreetingViewModel(context: context) { released.set() }
    model?.greet("Ada")
    #expect(model?.workBag.count == 1)
    model = nil
    #expect(released.isSet)
    // The cancelled sleep ends at once; nothing is delivered.
    while work.tracker.pendingCount > 0 {
      let generation = work.tracker.generation
      #expect(work.drain() == 0)
      _ = await work.tracker.waitForChange(after: generation, timeout: .seconds(5))
    }
    #expect(clock.sleeperCount == 0)
  }

  @Test func cancelAllStopsEverything() async throws {
    let clock = VirtualClock()
    let context = HostContext(work: PendingWork(), clock: clock)
    let model = GreetingViewModel(context: context)
    model.greet("Ada")
    model.greetLater()
    #expect(model.workBag.count == 2)
    model.workBag.cancelAll()
    #expect(model.workBag.count == 0)
  }

  @Test func typedFailuresArriveTyped() async throws {
    struct Refused: Error, Equatable {}
    let host = TestHost()
    let bag = WorkBag(host.work)
    var outcome: Result<Int, Refused>?
    bag.run { () async throws(Refused) -> Int in
      throw Refused()
    } then: {
      outcome = $0
    }
    try await host.settle()
    #expect(outcome == .failure(Refused()))
    #expect(bag.count == 0)
  }
}

struct GreetingView: View {
  let model: GreetingViewModel

  var body: some View {
    VStack {
      Button("Greet Ada") { model.greet("Ada") }
      Button("Greet Alan") { model.greet("Alan") }
      Button("Later") { model.greetLater() }
      if model.isLoading { ProgressView() }
      Text(model.greeting)
    }
  }
}
