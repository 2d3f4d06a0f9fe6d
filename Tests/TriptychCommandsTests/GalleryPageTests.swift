import TaskManagerDomain
import TaskManagerViews
import Testing
import Views
import WebHost

@testable import TriptychCommands

@Suite("/gallery: every preview, by state or by architecture", .serialized)
struct GalleryPageTests {
  @Test("a state is shown in every architecture that has previews, linked to its source")
  func oneStateSideBySide() async throws {
    let variants = TaskManagerVariants.available.filter { !$0.previews.isEmpty }
    let page = try await GalleryPage.html(
      variants: TaskManagerVariants.available, query: ["state": "login-error"])
    #expect(page.contains("Login — error in every architecture"))
    for variant in variants {
      #expect(page.contains(#"aria-label="\#(variant.architecture.displayName)""#))
    }
    #expect(
      page.components(separatedBy: "Invalid username or password").count - 1 == variants.count)
    #expect(page.contains(#"href="/source?at=TaskManagerTCA/LoginPreviews.swift:"#))
    #expect(page.contains("lines of preview code"))
    #expect(page.contains(#"href="/compare""#))
  }

  @Test(
    "an architecture is shown in every state, every state rendered",
    arguments: TaskManagerVariants.available.map(\.architecture))
  func oneArchitectureEveryState(_ architecture: Architecture) async throws {
    let page = try await GalleryPage.html(
      variants: TaskManagerVariants.available, query: ["architecture": architecture.rawValue])
    #expect(page.contains("\(HTMLText.escaped(architecture.displayName)): every state"))
    for state in ScreenState.allCases {
      #expect(page.contains(#"aria-label="\#(HTMLText.escaped(state.title))""#), "\(state)")
      for words in state.shows {
        #expect(page.contains(HTMLText.escaped(words)), "\(state): “\(words)” missing")
      }
    }
  }

  @Test("as a phone shows it, a selected task is pushed over the list, with Back")
  func compactWidth() async throws {
    let variants = TaskManagerVariants.available
    let phone = try await GalleryPage.html(
      variants: variants, query: ["state": "tasks-selected", "width": "compact"])
    let desktop = try await GalleryPage.html(variants: variants, query: ["state": "tasks-selected"])
    #expect(phone.contains(">Back<"))
    #expect(!desktop.contains(">Back<"))
    #expect(phone.contains("as a phone shows it</p>"))
    #expect(phone.contains("state=login-empty&amp;width=compact"))
  }

  @Test("an unknown state or architecture falls back to the first state")
  func unknownQuery() async throws {
    let page = try await GalleryPage.html(
      variants: TaskManagerVariants.available, query: ["state": "nope"])
    #expect(page.contains("Login — empty in every architecture"))
  }
}

@Suite("Preview source: the lines a preview takes")
struct PreviewSourceTests {
  @Test("brackets are counted from the preview's line to where they close")
  func bracketsClose() {
    let text = """
      let previews = [
        Preview("a") { context in
          let model = Model(text: "(not a bracket")  // nor this: {
          return View(model)
        },
        Preview("b") { _ in View() },
      ]
      """
    #expect(PreviewSource.lines(in: text, from: 2) == 4)
    #expect(PreviewSource.lines(in: text, from: 6) == 1)
    #expect(PreviewSource.lines(in: text, from: 99) == nil)
  }

  @Test("every TCA preview's lines are read from its file")
  func tcaPreviews() throws {
    let tca = try #require(TaskManagerVariants.variant(for: .tca))
    let lines = tca.previews.compactMap(PreviewSource.lines(of:))
    #expect(lines.count == ScreenState.allCases.count)
    #expect(lines.allSatisfy { $0 >= 1 && $0 < 40 })
    #expect(PreviewSource.median([3, 1, 2, 10]) == 2)
  }
}
