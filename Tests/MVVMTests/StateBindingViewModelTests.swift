import Flows
import MVVM
import Observation
import Testing
import Views
import ViewsTesting

/// A sign-up form: a name that is trimmed and limited to 10 characters, an age that may not go
/// negative, and a count of the changes written.
struct SignUpForm: Equatable {
  var name = ""
  var age = 0
  var isSubscribed = false
}

@Reported(as: .viewModel)
final class SignUpViewModel: StateBindingViewModel<SignUpForm> {
  var written: [(old: SignUpForm, new: SignUpForm)] = []

  init() {
    super.init(initialState: SignUpForm())
  }

  override func willChange(from old: SignUpForm, to new: inout SignUpForm) -> Bool {
    guard new.age >= 0 else { return false }
    new.name = String(new.name.trimmingCharacters(in: .whitespaces).prefix(10))
    return true
  }

  override func didChange(from old: SignUpForm, to new: SignUpForm) {
    written.append((old, new))
  }

  func subscribe() {
    update(\.isSubscribed, to: true)
  }
}

extension String {
  fileprivate func trimmingCharacters(in set: Set<Character>) -> String {
    String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
  }
}

extension Set where Element == Character {
  fileprivate static let whitespaces: Set<Character> = [" ", "\t"]
}

@MainActor
@Suite("StateBindingViewModel")
struct StateBindingViewModelTests {
  @Test func updateWritesTheFieldAndCallsDidChange() {
    let model = SignUpViewModel()
    model.update(\.age, to: 30)
    #expect(model.state.age == 30)
    #expect(model.age == 30)  // dynamic member lookup reads the state
    #expect(model.written.count == 1)
    #expect(model.written[0].old.age == 0 && model.written[0].new.age == 30)
  }

  @Test func willChangeCanVetoAChange() {
    let model = SignUpViewModel()
    model.update(\.age, to: -1)
    #expect(model.state.age == 0)
    #expect(model.written.isEmpty)
  }

  @Test func willChangeCanAdjustAChange() {
    let model = SignUpViewModel()
    model.update(\.name, to: "  Ada Lovelace-Byron  ")
    #expect(model.state.name == "Ada Lovela")
  }

  @Test func equalValuesAreSkipped() {
    let model = SignUpViewModel()
    model.update(\.age, to: 0)
    model.update(\.name, to: "   ")  // adjusted back to "": equal after the hook, skipped too
    #expect(model.written.isEmpty)
  }

  @Test func updateWithAClosureIsOneChange() {
    let model = SignUpViewModel()
    model.update {
      $0.name = "Ada"
      $0.age = 36
    }
    #expect(model.written.count == 1)
    #expect(model.state == SignUpForm(name: "Ada", age: 36))
  }

  @Test func bindingsReadAndWriteThroughTheHooks() {
    let model = SignUpViewModel()
    let name = model.binding(\.name)
    name.wrappedValue = " Grace "
    #expect(name.wrappedValue == "Grace")
    model.binding(\.age).wrappedValue = -5
    #expect(model.state.age == 0)
  }

  @Test func hostsObserveChangesToTheState() {
    let model = SignUpViewModel()
    let fired = Flag()
    withObservationTracking {
      _ = model.state
    } onChange: {
      fired.set()
    }
    model.update(\.age, to: 0)  // equal: no notification
    #expect(!fired.isSet)
    model.update(\.age, to: 1)
    #expect(fired.isSet)
  }

  @Test func aDriverReRendersWhenTheStateChanges() async throws {
    let model = SignUpViewModel()
    let app = ViewDriver { SignUpView(model: model) }
    try await app.type("  Alan ", into: "Name")
    #expect(app.shows("Hello, Alan!"))
    #expect(try app.value(of: "Name") == "Alan")
  }
}

struct SignUpView: View {
  let model: SignUpViewModel

  var body: some View {
    VStack {
      TextField("Name", text: model.binding(\.name))
      Text("Hello, \(model.name)!")
    }
  }
}
