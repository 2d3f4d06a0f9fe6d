import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Observation
import Testing
import Views

@testable import WebHost

/// A document editor: two short fields and a large text, and a Save that reports what the app
/// holds.
private struct DocumentApp: View {
  @Observable final class Model {
    var title = "Groceries"
    var notes = "weekly"
    var text = "\nstarts with a blank line"
    var saved = ""
  }

  let model: Model

  var body: some View {
    VStack {
      TextField("Title", text: Binding(get: { model.title }, set: { model.title = $0 }))
      TextField("Notes", text: Binding(get: { model.notes }, set: { model.notes = $0 }))
      TextEditor("Document", text: Binding(get: { model.text }, set: { model.text = $0 }))
      Button("Save") {
        model.saved =
          "saved \(model.text.utf8.count) bytes, title \(model.title), notes \(model.notes)"
      }
      Text(model.saved)
    }
  }
}

private func documentHost(configure: (inout WebHostConfiguration) -> Void = { _ in }) -> WebHost {
  var configuration = WebHostConfiguration()
  configuration.port = 0
  configuration.largeTextAdvice = "Use `triptych import` for larger files."
  configure(&configuration)
  return WebHost(configuration: configuration) { _ in DocumentApp(model: DocumentApp.Model()) }
}

/// What the page script sends: the event's target and only the fields the user changed.
@Suite("WebHost: events carry only what changed")
struct WebHostChangedFieldsTests {
  @Test func thePageTellsTheScriptTheRenderedValuesAndTheTextLimit() async throws {
    try await documentHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      // The script compares each field with its rendered value (its `defaultValue`): the value
      // attribute and the textarea's content, exactly, a leading newline included.
      #expect(browser.page.contains(#"value="Groceries""#))
      #expect(browser.page.contains("rows=\"8\">\n\nstarts with a blank line</textarea>"))
      #expect(browser.page.contains(#"data-max-text-bytes="10485760" data-max-text="10 MB""#))
      #expect(
        browser.page.contains(
          #"data-large-text-advice="Use `triptych import` for larger files.""#))
      let script = String(
        buffer: try await client.execute(uri: "/assets/app.js", method: .get).body)
      #expect(script.contains("field.value !== field.defaultValue"))
      #expect(!script.contains("new FormData"), "the whole form must not be posted")
    }
  }

  @Test func renderCountsAreReportedOnlyWhenConfigured() async throws {
    for reports in [false, true] {
      let host = documentHost { $0.reportsRenderStatistics = reports }
      try await host.buildApplication(logger: quietLogger).test(.router) { client in
        var browser = Browser()
        try await client.get("/", as: &browser)
        let response = try await client.postEvent(
          [
            ("csrf", browser.csrf), ("version", browser.version),
            ("element", browser.button("Save")!),
          ],
          as: browser, script: true)
        #expect(response.status == .ok)
        let header = response.headers[HTTPField.Name("X-Triptych-Render")!]
        if reports {
          // Two renders of the app's one composed view: the page's, then the event's; the
          // event changed one text (the first render counts every node as new).
          #expect(header == "views-resolved=2 views-reused=0 nodes-changed=10 rows-resolved=0")
        } else {
          #expect(header == nil)
        }
      }
    }
  }

  @Test func anEventWithOnlyTheChangedFieldKeepsTheOthers() async throws {
    try await documentHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let response = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version),
          ("element", browser.button("Save")!), (browser.field("Title")!, "Hardware"),
        ], as: browser, script: true)
      #expect(response.status == .ok)
      let fragment = String(buffer: response.body)
      #expect(fragment.contains("saved 25 bytes, title Hardware, notes weekly"))
      #expect(fragment.contains(#"value="weekly""#))
      #expect(fragment.contains(">\n\nstarts with a blank line</textarea>"))
    }
  }

  @Test func aTwoMegabyteTextIsSavedInOneEvent() async throws {
    try await documentHost().buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      // Not only ASCII, so its encoded form is larger than the text.
      let line = "- Buy milk @due(2026-12-01) — für Zoë & co.\n"
      let text = String(repeating: line, count: 2 * 1024 * 1024 / line.utf8.count + 1)
      #expect(text.utf8.count > 2 * 1024 * 1024)
      let response = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version),
          ("element", browser.button("Save")!), (browser.field("Document")!, text),
        ], as: browser, script: true)
      #expect(response.status == .ok)
      let fragment = String(buffer: response.body)
      #expect(fragment.contains("saved \(text.utf8.count) bytes, title Groceries"))
      // Then a click without the text: it stays, and the click is small again.
      let click = try await client.postEvent(
        [("csrf", browser.csrf), ("version", "2"), ("element", browser.button("Save")!)],
        as: browser, script: true)
      #expect(click.status == .ok)
      #expect(String(buffer: click.body).contains("saved \(text.utf8.count) bytes"))
    }
  }

  @Test func moreThanTenMegabytesOfTextIsRefusedWithItsSize() async throws {
    let host = documentHost()
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let text = String(repeating: "x", count: 12_897_484)  // 12.3 MB
      let response = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version),
          ("element", browser.button("Save")!), (browser.field("Document")!, text),
        ], as: browser, script: true)
      #expect(response.status == .contentTooLarge)
      #expect(
        String(buffer: response.body)
          == "The text is 12.3 MB; at most 10 MB can be saved here. "
          + "Use `triptych import` for larger files.")
      // Nothing changed, and the session goes on.
      _ = try await client.click("Save", as: &browser)
      #expect(browser.page.contains("saved 25 bytes"))
    }
  }

  @Test func textBeyondWhatIsReadIsRefusedWithoutReadingIt() async throws {
    let host = documentHost {
      $0.maxBodyBytes = 1024
      $0.maxTextBytes = 2000
      $0.largeTextAdvice = nil
    }
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      let response = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version),
          (browser.field("Document")!, String(repeating: "x", count: 8000)),
        ], as: browser, script: true)
      #expect(response.status == .contentTooLarge)
      #expect(
        String(buffer: response.body)
          == "The text is more than 2 KB; at most 2 KB can be saved here.")
    }
  }

  @Test func anEventLargeBesidesItsTextIsRefused() async throws {
    let host = documentHost { $0.maxBodyBytes = 2048 }
    try await host.buildApplication(logger: quietLogger).test(.router) { client in
      var browser = Browser()
      try await client.get("/", as: &browser)
      // Two large fields: only one may be large.
      let response = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version),
          (browser.field("Title")!, String(repeating: "t", count: 3000)),
          (browser.field("Document")!, String(repeating: "d", count: 3000)),
        ], as: browser, script: true)
      #expect(response.status == .contentTooLarge)
      #expect(String(buffer: response.body) == "The event is larger than 2048 bytes.")
      // One large field and a small rest are fine.
      let one = try await client.postEvent(
        [
          ("csrf", browser.csrf), ("version", browser.version),
          ("element", browser.button("Save")!),
          (browser.field("Document")!, String(repeating: "d", count: 3000)),
        ], as: browser, script: true)
      #expect(one.status == .ok)
      #expect(String(buffer: one.body).contains("saved 3000 bytes"))
    }
  }

  @Test("Sizes read as a person would say them, rounded up")
  func sizesAreDescribed() {
    #expect(EventLimits.describe(bytes: 900) == "900 bytes")
    #expect(EventLimits.describe(bytes: 65_536) == "64 KB")
    #expect(EventLimits.describe(bytes: 10 * 1024 * 1024) == "10 MB")
    #expect(EventLimits.describe(bytes: 10 * 1024 * 1024 + 1) == "10.1 MB")
    #expect(EventLimits.describe(bytes: 12_897_484) == "12.3 MB")
  }
}
