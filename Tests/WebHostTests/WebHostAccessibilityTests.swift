import Hummingbird
import Testing
import Views

@testable import WebHost

@Suite("WebHost: keyboard and screen readers")
struct WebHostAccessibilityTests {
  private func html(_ view: some View) -> String {
    let renderer = PageRenderer(title: "Tasks", csrfToken: "token", limits: nil)
    return String(buffer: renderer.render(resolveTree(view), version: 1, as: .fragment))
  }

  @Test func aDeleteAlertOpensWithFocusOnCancelSoReturnDoesNotDelete() throws {
    let page = html(
      Text("Home").alert("Are you sure?", isPresented: .constant(true)) {
        Button("Delete", role: .destructive) {}
        Button("Cancel", role: .cancel) {}
      })
    #expect(page.components(separatedBy: " autofocus").count == 2)
    let cancel: Range<String.Index>? = page.range(of: "<span>Cancel</span>")
    let focused: Range<String.Index>? = page.range(of: " autofocus")
    let delete: Range<String.Index>? = page.range(of: "<span>Delete</span>")
    let (c, f, d) = (try #require(cancel), try #require(focused), try #require(delete))
    // The attribute sits on Cancel's button: after Delete's label, before Cancel's.
    #expect(d.upperBound < f.lowerBound && f.upperBound < c.lowerBound)
  }

  @Test func errorsAndSuccessesAreAnnouncedWhenTheyAppear() {
    let page = html(
      VStack {
        Text("Invalid username or password").style(.error)
        Text("Saved").style(.success)
        Text("Just text")
      })
    #expect(page.contains(#"role="alert">Invalid username or password</p>"#))
    #expect(page.contains(#"role="status">Saved</p>"#))
    #expect(!page.contains(#"role="alert">Just text"#) && !page.contains(#"role="status">Just"#))
  }

  @Test func monospacedTextKeepsItsLineBreaks() {
    // A debugger's nested action or state diff is many lines; it must not read as one.
    let page = html(Text("a\n  b").font(.monospaced))
    #expect(page.contains("font-monospaced"))
    #expect(page.contains("a\n  b"))
    #expect(
      Stylesheet.css.contains(
        ".font-monospaced{font-family:ui-monospace,monospace;white-space:pre-wrap;"))
  }

  @Test func theContentIsTheMainLandmarkHeadedByTheOneH1() {
    let page = html(VStack { Text("Home").navigationTitle("Tasks") })
    #expect(page.contains(#"<main class="main"><h1 class="visually-hidden">Tasks</h1>"#))
    #expect(page.components(separatedBy: "<h1").count == 2)
    #expect(page.hasSuffix("</main>"))
  }

  @Test func aFormShowsOneSettingPerRowWithItsLabelsAligned() {
    // One column of rows; toggles' and pickers' labels first, in one width, so they align.
    #expect(
      Stylesheet.css.contains(".form{display:flex;flex-direction:column;align-items:flex-start"))
    #expect(Stylesheet.css.contains(".form>.toggle>span:last-child,.form>.picker>legend{order:-1;"))
    #expect(Stylesheet.css.contains("width:11em"))
  }

  @Test func listRowsAreIndentedByTheirOutlineLevel() {
    let page = html(
      List(selection: .constant(Optional<Int>.none)) {
        ForEach([0, 1, 2], id: \.self) { level in Text("Item \(level)").outlineLevel(level) }
      })
    #expect(page.contains("<span>Item 0</span>"))
    #expect(page.contains(#"<span class="level-1">Item 1</span>"#))
    #expect(page.contains(#"<span class="level-2">Item 2</span>"#))
  }
}
