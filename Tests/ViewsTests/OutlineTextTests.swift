import Testing
import Views

@Suite("ViewNode outline: the tree as text")
struct OutlineTextTests {
  @Test func aPasswordShowsAsAFixedMaskWhateverItsLength() {
    var short = "abc"
    var long = "correct horse battery staple"
    let host = ViewHost {
      VStack {
        SecureField("Password", text: Binding(get: { short }, set: { short = $0 }))
        SecureField("Again", text: Binding(get: { long }, set: { long = $0 }))
      }
    }
    let outline = host.tree.outline
    #expect(outline.contains(#"Password: "••••••••""#))
    #expect(outline.contains(#"Again: "••••••••""#))
    #expect(!outline.contains("abc"))
  }
}
