import Testing
import Views

@testable import WebHost

@Suite("WebHost: form decoding and HTML escaping")
struct EventFormDecodingTests {
  private func pairs(_ body: String) -> [[String]]? {
    EventForm.pairs(in: body)?.map { [$0.0, $0.1] }
  }

  @Test func plainPairsPassThrough() {
    #expect(
      pairs("csrf=abc&version=4&element=e1x9") == [
        ["csrf", "abc"], ["version", "4"], ["element", "e1x9"],
      ])
  }

  @Test func plusIsASpaceAndPercentEscapesAreBytes() {
    #expect(pairs("f.e1=Buy+milk+%2B+eggs") == [["f.e1", "Buy milk + eggs"]])
    #expect(pairs("a%3Db=c%26d") == [["a=b", "c&d"]])
    #expect(pairs("x=%2b%2B") == [["x", "++"]])
  }

  @Test func utf8EscapesAndRawUTF8Decode() {
    #expect(pairs("t=caf%C3%A9+%E2%9C%93") == [["t", "café ✓"]])
    #expect(pairs("t=café") == [["t", "café"]])
  }

  @Test func emptyPartsKeysAndValues() {
    #expect(pairs("") == [])
    #expect(pairs("&&a=1&&") == [["a", "1"]])
    #expect(pairs("a&b=") == [["a", ""], ["b", ""]])
    #expect(pairs("=v") == [["", "v"]])
    #expect(pairs("a=b=c") == [["a", "b=c"]])
  }

  @Test func brokenEscapesAreRefused() {
    #expect(pairs("a=%zz") == nil)
    #expect(pairs("a=%4") == nil)
    #expect(pairs("a=%") == nil)
    #expect(pairs("%g1=x") == nil)
    // Escapes that decode to bytes which are not UTF-8.
    #expect(pairs("a=%FF") == nil)
    #expect(pairs("a=%C3") == nil)
  }

  @Test func scriptPayloadsDecodeToPlainText() {
    #expect(
      pairs("f.e1=%3Cscript%3Ealert(1)%3C%2Fscript%3E") == [
        ["f.e1", "<script>alert(1)</script>"]
      ])
  }

  @Test func parseReadsTheContract() throws {
    let form = try EventForm.parse("csrf=t0k&version=7&element=e12ab&action=submit&f.e9z=Hi+there")
    #expect(form.csrfToken == "t0k")
    #expect(form.event.target == ElementID(rawValue: "e12ab"))
    #expect(form.event.action == .submit)
    #expect(form.event.renderVersion == 7)
    #expect(form.event.fieldValues == [ElementID(rawValue: "e9z"): "Hi there"])
    #expect(form.event.typingBegan.isEmpty)
  }

  @Test func parseReadsWhereKeptTypingBegan() throws {
    let form = try EventForm.parse("csrf=t0k&version=7&f.e9z=Hi&t.e9z=5")
    #expect(form.event.typingBegan == [ElementID(rawValue: "e9z"): 5])
    #expect(throws: EventForm.Failure.self) { try EventForm.parse("csrf=t&version=7&t.e9z=x") }
  }

  @Test func parseRefusesBadIdsAndMissingFields() {
    #expect(throws: EventForm.Failure.missingCSRFToken) { try EventForm.parse("version=1") }
    #expect(throws: EventForm.Failure.self) { try EventForm.parse("csrf=t&version=x") }
    #expect(throws: EventForm.Failure.self) {
      try EventForm.parse("csrf=t&version=1&element=x<script>")
    }
    #expect(throws: EventForm.Failure.self) { try EventForm.parse("csrf=t&version=1&f.%C3%A9=x") }
    #expect(throws: EventForm.Failure.self) { try EventForm.parse("csrf=t&version=1&action=go") }
  }

  @Test func wellFormedIdsAreShortASCIIAlphanumerics() {
    #expect(ElementID.isWellFormed("e1"))
    #expect(ElementID.isWellFormed("eAbZ09"))
    #expect(!ElementID.isWellFormed("e"))
    #expect(!ElementID.isWellFormed("x12"))
    #expect(!ElementID.isWellFormed("e1234567890123456"))
    #expect(!ElementID.isWellFormed("e12-4"))
    #expect(!ElementID.isWellFormed("eé"))
    #expect(!ElementID.isWellFormed("e１"))  // A fullwidth digit is a number, not ASCII.
  }

  @Test func escapingReplacesEverySpecialCharacter() {
    #expect("plain text".htmlEscaped == "plain text")
    #expect("".htmlEscaped == "")
    #expect(
      "<script>alert('x') & \"y\"</script>".htmlEscaped
        == "&lt;script&gt;alert(&#39;x&#39;) &amp; &quot;y&quot;&lt;/script&gt;")
    #expect("<<>>".htmlEscaped == "&lt;&lt;&gt;&gt;")
    #expect("café <ok> ✓".htmlEscaped == "café &lt;ok&gt; ✓")
    #expect("e\u{301}<\u{301}".htmlEscaped == "e\u{301}&lt;\u{301}")
  }

  @Test func aBufferAppendsMarkupAsIsAndTextEscaped() {
    var html = HTMLBuffer()
    html.append("<p>")
    html.append(escaping: "a&b")
    html.append(escaping: "plain")
    html.append(unescaped: "e12")
    html.append(escaping: "\u{1F600}<")
    html.append("</p>")
    #expect(html.string == "<p>a&amp;bplaine12\u{1F600}&lt;</p>")
  }
}
