import Testing
import Views

@testable import WebHost

/// A selectable row is one button: its texts keep their styles inside it, so a row can show
/// chips and a muted date beside its title.
@Suite("WebHost: rows")
struct WebHostRowTests {
  private func html(_ view: some View) -> String {
    let renderer = PageRenderer(title: "Tasks", csrfToken: "token", limits: nil)
    return String(buffer: renderer.render(resolveTree(view), version: 1, as: .fragment))
  }

  @Test func aRowWritesItsStyledTextsInOrderInsideItsSelectButton() {
    let page = html(
      List(selection: .constant(Optional<Int>.none)) {
        ForEach([1], id: \.self) { _ in
          HStack {
            Text("Buy milk")
            Text("home").style(.chip)
            Text("Due Mon 30 Nov 2026").style(.secondary)
          }
          .outlineLevel(1)
        }
      })
    #expect(
      page.contains(
        #"<span class="level-1">Buy milk <span class="text style-chip">home</span> "#
          + #"<span class="text style-secondary">Due Mon 30 Nov 2026</span></span></button>"#))
  }

  @Test func aRowsControlsStayOutsideItsSelectButton() {
    let page = html(
      List(selection: .constant(Optional<Int>.none)) {
        ForEach([1], id: \.self) { _ in
          HStack {
            Text("Buy milk").font(.headline)
            Button("Edit") {}
          }
        }
      })
    #expect(
      page.contains(
        #"<span><span class="text font-headline">Buy milk</span></span></button>"#
          + #"<span class="row-controls">"#))
  }

  @Test func chipsLookLikeChips() {
    #expect(Stylesheet.css.contains(".style-chip{display:inline-block;"))
    #expect(Stylesheet.css.contains("border-radius:999px"))
  }
}
