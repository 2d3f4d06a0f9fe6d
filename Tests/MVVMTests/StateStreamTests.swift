import MVVM
import OpenCombine
import Testing

/// A form whose `didChange` makes a change of its own: a name that is set puts a greeting in.
struct WelcomeForm: Equatable {
  var name = ""
  var greeting = ""
}

final class WelcomeViewModel: StateBindingViewModel<WelcomeForm> {
  init() {
    super.init(initialState: WelcomeForm())
  }

  override func didChange(from old: WelcomeForm, to new: WelcomeForm) {
    if new.name != old.name { update(\.greeting, to: "Hello, \(new.name)!") }
  }
}

struct Credentials: Equatable {
  var username = ""
  var password = ""
}

final class CredentialsViewModel: StateBindingViewModel<Credentials> {
  init() { super.init(initialState: Credentials()) }
}

@MainActor
@Suite("StateBindingViewModel's change stream")
struct StateStreamTests {
  @Test func statesStartWithTheCurrentStateThenEveryWrite() {
    let model = SignUpViewModel()
    model.update(\.age, to: 1)
    var seen: [Int] = []
    let subscription = model.states.sink { seen.append($0.age) }
    model.update(\.age, to: 2)
    model.update(\.age, to: 3)
    #expect(seen == [1, 2, 3])
    subscription.cancel()
    model.update(\.age, to: 4)
    #expect(seen == [1, 2, 3])
  }

  @Test func changesAreTheNewStatesOnlyEachOnceInOrder() {
    let model = SignUpViewModel()
    var seen: [SignUpForm] = []
    let subscription = model.changes.sink { seen.append($0) }
    model.update(\.name, to: "Ada")
    model.update {
      $0.age = 36
      $0.isSubscribed = true
    }
    #expect(
      seen == [
        SignUpForm(name: "Ada"), SignUpForm(name: "Ada", age: 36, isSubscribed: true),
      ])
    _ = subscription
  }

  @Test func vetoedEqualAndAdjustedWritesPublishWhatWasWritten() {
    let model = SignUpViewModel()
    var seen: [SignUpForm] = []
    let subscription = model.changes.sink { seen.append($0) }
    model.update(\.age, to: -1)  // vetoed
    model.update(\.age, to: 0)  // equal
    model.update(\.name, to: "   ")  // adjusted back to "": equal
    model.binding(\.name).wrappedValue = " Grace "  // adjusted to "Grace"
    #expect(seen == [SignUpForm(name: "Grace")])
    _ = subscription
  }

  @Test func aChangeMadeByDidChangeIsPublishedAfterTheOneThatCausedIt() {
    let model = WelcomeViewModel()
    var seen: [WelcomeForm] = []
    let subscription = model.changes.sink { seen.append($0) }
    model.update(\.name, to: "Ada")
    #expect(
      seen == [
        WelcomeForm(name: "Ada"), WelcomeForm(name: "Ada", greeting: "Hello, Ada!"),
      ])
    _ = subscription
  }

  @Test func subscribersReadTheNewStateFromTheViewModel() {
    let model = SignUpViewModel()
    var read: [Int] = []
    let subscription = model.changes.sink { [unowned model] _ in read.append(model.state.age) }
    model.update(\.age, to: 7)
    #expect(read == [7])
    _ = subscription
  }

  @Test func aSubscriptionDoesNotKeepTheViewModelAlive() {
    var model: SignUpViewModel? = SignUpViewModel()
    weak let released = model
    var seen = 0
    let subscription = model?.changes.sink { _ in seen += 1 }
    model?.update(\.age, to: 1)
    model = nil
    #expect(released == nil)
    #expect(seen == 1)
    _ = subscription
  }

  @Test func aViewModelsOwnSubscriptionsEndWithIt() {
    let source = SignUpViewModel()
    var follower: SignUpViewModel? = SignUpViewModel()
    weak let released = follower
    source.changes.map(\.age)
      .sink { [weak follower] age in follower?.update(\.age, to: age) }
      .store(in: &follower!.cancellables)
    source.update(\.age, to: 5)
    #expect(follower?.state.age == 5)
    follower = nil
    #expect(released == nil)
    source.update(\.age, to: 6)  // nobody is listening any more; nothing to crash into
  }

  @Test func viewModelsCompareByIdentity() {
    let one = SignUpViewModel()
    let other = SignUpViewModel()
    #expect(one == one)
    #expect(one != other)
  }
}

@MainActor
@Suite("StateLog")
struct StateLogTests {
  @Test func recordsEachViewModelsStatesWhileEnabled() {
    let log = StateLog(isEnabled: false)
    let model = SignUpViewModel()
    log.record(model)
    model.update(\.age, to: 1)
    #expect(log.entries.isEmpty)
    log.isEnabled = true
    model.update(\.name, to: "Ada")
    #expect(
      log.entries.map(\.description) == [
        #"SignUpViewModel #2: name: "Ada", age: 1, isSubscribed: false"#
      ])
  }

  @Test func redactsPasswordsAndKeepsTheLatestEntries() {
    let log = StateLog(capacity: 2)
    let model = CredentialsViewModel()
    log.record(model)
    model.update(\.username, to: "ada")
    model.update(\.password, to: "secret")
    model.update(\.password, to: "secret-2")
    #expect(
      log.entries.map(\.description) == [
        #"CredentialsViewModel #2: username: "ada", password: •••"#,
        #"CredentialsViewModel #3: username: "ada", password: •••"#,
      ])
    log.clear()
    #expect(log.entries.isEmpty)
  }

  @Test func aRecordingEndsWithItsViewModel() {
    let log = StateLog()
    var model: SignUpViewModel? = SignUpViewModel()
    weak let released = model
    log.record(model!)
    model?.update(\.age, to: 1)
    model = nil
    #expect(released == nil)
    #expect(log.entries.count == 1)
  }
}
