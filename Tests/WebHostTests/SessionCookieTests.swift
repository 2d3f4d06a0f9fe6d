import HTTPTypes
import Hummingbird
import Testing

@testable import WebHost

@Suite("WebHost: reading the session cookie")
struct SessionCookieTests {
  private func request(_ cookieHeaders: [String]) -> Request {
    var fields = HTTPFields()
    for header in cookieHeaders { fields.append(HTTPField(name: .cookie, value: header)) }
    let head = HTTPRequest(
      method: .get, scheme: "http", authority: "x", path: "/", headerFields: fields)
    return Request(head: head, body: RequestBody(buffer: ByteBuffer()))
  }

  private static let headers: [[String]] = [
    [],
    ["triptych_session=abc"],
    ["a=1; triptych_session=abc; b=2"],
    ["a=1;triptych_session=abc"],
    ["a=1; \t triptych_session=abc"],
    ["triptych_session="],
    ["triptych_session"],
    ["triptych_session=a=b"],
    ["triptych_session=first; triptych_session=second"],
    ["other=1", "triptych_session=fromSecondHeader"],
    ["triptych_session =spaced"],
    ["xtriptych_session=no"],
    ["a=1;;  ;triptych_session=abc;"],
    ["a=é; triptych_session=abc"],
    ["a=1;\u{00A0}triptych_session=abc"],
  ]

  @Test(arguments: headers)
  func readsTheSameValueAsHummingbird(_ headers: [String]) {
    let request = request(headers)
    #expect(
      request.cookieValue(named: "triptych_session")
        == request.cookies["triptych_session"]?.value)
  }

  @Test func findsTheSessionAmongOtherCookies() {
    #expect(
      request(["theme=dark; triptych_session=abc123"]).cookieValue(named: "triptych_session")
        == "abc123")
    #expect(request(["theme=dark"]).cookieValue(named: "triptych_session") == nil)
  }
}
