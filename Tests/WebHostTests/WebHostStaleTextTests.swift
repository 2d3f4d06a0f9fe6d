import Hummingbird
import HummingbirdTesting
import Observation
import Synchronization
import Testing
import Views
import WebHost

/// One document shared by every session, as a user's outline is shared by their windows:
/// thread-safe, and observable from each session's render.
private final class SharedDocument: Observable, Sendable {
  private let stored: Mutex<String>
  private let registrar = ObservationRegistrar()

  init(_ text: String) { stored = Mutex(text) }

  var text: String {
    get {
      registrar.access(self, keyPath: \.text)
      return stored.withLock { $0 }
    }
    set {
      registrar.withMutation(of: self, keyPath: \.text) { stored.withLock { $0 = newValue } }
    }
  }
}

/// One window's editor: it shows the shared text until the user types, then their draft;
/// Save writes the draft (what the Text tab does).
@Observable
private final class DocumentEditor {
  @ObservationIgnored let document: SharedDocument
  var draft: String?

  init(document: SharedDocument) { self.document = document }

  func save() {
    if let draft { document.text = draft }
    draft = nil
  }
}

private struct DocumentView: View {
  let editor: DocumentEditor

  var body: some View {
    VStack {
      TextEditor(
        "Document",
        text: Binding(
          get: { editor.draft ?? editor.document.text }, set: { editor.draft = $0 }))
      Button("Save") { editor.save() }
    }
  }
}

@Suite("WebHost: text posted from an older page")
struct WebHostStaleTextTests {
  private static func host(_ document: SharedDocument) -> WebHost {
    var configuration = WebHostConfiguration()
    configuration.port = 0
    return WebHost(configuration: configuration) { _ in
      DocumentView(editor: DocumentEditor(document: document))
    }
  }

  /// Windows A and B open the document; B saves a change; A then saves its copy of the older
  /// text, saying only which render it showed. `inspect` sees A's answer, then (without
  /// script) A saves again from the page it was given.
  private func staleSave(
    script: Bool,
    inspect: @escaping @Sendable (TestResponse, Browser, SharedDocument) throws -> Void
  ) async throws {
    let document = SharedDocument("- Alpha\n- Bravo")
    try await Self.host(document).buildApplication(logger: quietLogger).test(.router) { client in
      var windowA = Browser()
      var windowB = Browser()
      try await client.get("/", as: &windowA)
      try await client.get("/", as: &windowB)
      _ = try await client.click(
        "Save", as: &windowB, typing: ["Document": "- Alpha\n- Bravo\n- Confirmed in B"])
      #expect(document.text == "- Alpha\n- Bravo\n- Confirmed in B")
      let field = try #require(windowA.field("Document"))
      let refused = try await client.postEvent(
        [
          ("csrf", windowA.csrf), ("version", windowA.version),
          ("element", try #require(windowA.button("Save"))),
          (field, "- Alpha edited\n- Bravo"),
        ],
        as: windowA, script: script)
      try inspect(refused, windowA, document)
      if !script, refused.status == .conflict {
        // The refused page is the latest one, with the typing kept: saving it again is the
        // user's informed choice, and goes through.
        var again = windowA
        again.page = String(buffer: refused.body)
        // A form posts every field as the page shows it.
        let retried = try await client.click(
          "Save", as: &again, typing: ["Document": "- Alpha edited\n- Bravo"])
        #expect(retried.status == .seeOther)
        #expect(document.text == "- Alpha edited\n- Bravo")
      }
    }
  }

  @Test func aScriptedSaveFromAnOlderRenderIsRefusedAndKeepsTheOtherWindowsChange() async throws {
    try await staleSave(script: true) { refused, _, document in
      #expect(refused.status == .conflict)
      #expect(
        String(buffer: refused.body).contains("was changed (in another window) while you typed"))
      #expect(document.text == "- Alpha\n- Bravo\n- Confirmed in B")
    }
  }

  @Test func aSaveWithoutScriptGetsTheConflictPageWithItsTypingKept() async throws {
    try await staleSave(script: false) { refused, windowA, document in
      #expect(refused.status == .conflict)
      #expect(document.text == "- Alpha\n- Bravo\n- Confirmed in B")
      let page = String(buffer: refused.body)
      // The app's page, not a dead end: the reason on top, the user's text in the field, and
      // a render newer than the one the post came from.
      #expect(page.contains(#"role="alert""#))
      #expect(page.contains("was changed (in another window) while you typed"))
      #expect(page.contains("- Alpha edited\n- Bravo</textarea>"))
      #expect(page.contains(#"<form id="app" method="post" action="/events""#))
      var shown = Browser()
      shown.page = page
      #expect((Int(shown.version) ?? 0) > (Int(windowA.version) ?? 0))
    }
  }
}
