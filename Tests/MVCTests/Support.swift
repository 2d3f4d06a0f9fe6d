import Flows
import MVC
import Observation
import Views

/// A counter screen: a label the controller sets, and a button that tells it.
@Observable
final class CounterView: View {
  var label = "0"
  @ObservationIgnored var onIncrement: () -> Void = {}
  @ObservationIgnored var onPresent: () -> Void = {}
  @ObservationIgnored var onAsk: () -> Void = {}

  var body: some View {
    VStack {
      Text("Count: \(label)")
      Button("Increment") { self.onIncrement() }
      Button("Present") { self.onPresent() }
      Button("Ask") { self.onAsk() }
    }
  }
}

@Reported(as: .controller)
final class CounterViewController: ViewController {
  let view = CounterView()
  private(set) var count = 0
  private(set) var appearances = 0

  override init(context: HostContext) {
    super.init(context: context)
    view.onIncrement = { [weak self] in self?.incrementTapped() }
    view.onPresent = { [weak self] in self?.presentTapped() }
    view.onAsk = { [weak self] in self?.askTapped() }
  }

  override var contentView: AnyView { AnyView(view) }

  override func viewWillAppear() { appearances += 1 }

  func incrementTapped() {
    count += 1
    view.label = "\(count)"
  }

  func presentTapped() {
    present(SheetViewController(context: context))
  }

  func askTapped() {
    present(
      AlertController(
        title: "Reset?", message: "The count goes back to 0.",
        actions: [
          AlertAction("Reset", role: .destructive) { [weak self] in self?.reset() },
          AlertAction("Cancel", role: .cancel),
        ]))
  }

  private func reset() {
    count = 0
    view.label = "0"
  }
}

/// A sheet that closes itself.
@Observable
final class SheetView: View {
  @ObservationIgnored var onClose: () -> Void = {}

  var body: some View {
    Form {
      Text("In the sheet")
      Button("Close") { self.onClose() }
    }
  }
}

final class SheetViewController: ViewController {
  let view = SheetView()

  override init(context: HostContext) {
    super.init(context: context)
    view.onClose = { [weak self] in self?.dismiss() }
  }

  override var contentView: AnyView { AnyView(view) }
}
