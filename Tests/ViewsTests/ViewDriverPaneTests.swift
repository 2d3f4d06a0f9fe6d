import Observation
import Testing
import Views
import ViewsTesting

/// Rows with the same words in two panes (a category "Inbox" and a project row "Inbox"): a
/// user tells them apart by where they are, and so does `select(row:in:)`.
@MainActor
@Suite("ViewDriver: selecting a row in one pane")
struct ViewDriverPaneTests {
  @Observable
  final class Model {
    var category: String? = nil
    var item: String? = nil
  }

  static func app(_ model: Model) -> ViewDriver {
    ViewDriver { _ in
      NavigationSplitView {
        List(selection: Binding(get: { model.category }, set: { model.category = $0 })) {
          ForEach(["All", "Inbox"], id: \.self) { Text($0) }
        }
      } content: {
        List(selection: Binding(get: { model.item }, set: { model.item = $0 })) {
          ForEach(["Inbox", "Buy milk"], id: \.self) { Text($0) }
        }
      } detail: {
        Text(model.item ?? "Select an item")
      }
    }
  }

  @Test func givenTheSameNameInTwoPanesWhenSelectingInOneThenOnlyItsRowIsSelected()
    async throws
  {
    let model = Model()
    let app = Self.app(model)
    try await app.select(row: "Inbox", in: .content)
    #expect(model.item == "Inbox")
    #expect(model.category == nil)
    try await app.select(row: "Inbox", in: .sidebar)
    #expect(model.category == "Inbox")
    #expect(model.item == "Inbox")
  }

  @Test func givenTheSameNameInTwoPanesWhenSelectingAnywhereThenTheDriverSaysItIsAmbiguous()
    async throws
  {
    let app = Self.app(Model())
    await #expect(throws: DriverError.self) { try await app.select(row: "Inbox") }
  }

  @Test func givenANameOnlyInAnotherPaneWhenSelectingInThisOneThenItFails() async throws {
    let model = Model()
    let app = Self.app(model)
    await #expect(throws: DriverError.self) { try await app.select(row: "All", in: .content) }
    #expect(model.category == nil)
  }
}
