import Testing

@testable import WebHost

@Suite("WebHost: content security policy and its inline-script hashes")
struct ContentSecurityPolicyTests {
  @Test(
    "SHA-256 gives the standard's digests (FIPS 180-4 examples, padding edges)",
    arguments: [
      ("", "47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU="),
      ("abc", "ungWv48Bz+pBQUDeXa4iI7ADYaOWF3qctBD/YfIAFa0="),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "JI1qYdIGOLjlwCaTDD5gOaM85Flk/yFn9uzt1BnbBsE="
      ),
      (String(repeating: "x", count: 55), "1eKFaDzU78AtAhpcYgFGlJWJAQBdb3HongmJ+sd+QHI="),
      (String(repeating: "x", count: 56), "BMJiYTcO51QVSdFt7jIMcj4/0UZx5moJmv4KN3wWiI4="),
      (String(repeating: "x", count: 64), "fOEAlx9k5wAej+WlGXPs3+HO1Cvv5+6NX9YhlQa1OTw="),
    ])
  func digests(message: String, base64: String) {
    #expect(SHA256.base64Digest(of: Array(message.utf8)) == base64)
  }

  @Test("SHA-256 of a million bytes (many blocks)")
  func longMessage() {
    let million = [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000)
    #expect(SHA256.base64Digest(of: million) == "zcduXJkU+5KBocfihNc+Z/GAmkiklyAOBG05zMcRLNA=")
  }

  @Test("inline scripts are found as the browser hashes them; scripts with src are not")
  func inlineScripts() {
    let html = """
      <head><script>var baseUrl = "/docs/"</script>\
      <script defer="defer" src="/docs/js/index.js"></script>\
      <SCRIPT type="module">
      go()
      </SCRIPT><scripts>not one</scripts><script src = "/x.js"></script>\
      <script data-src="x">b()</script></head>
      """
    #expect(
      ContentSecurityPolicy.inlineScripts(in: html).map(String.init) == [
        #"var baseUrl = "/docs/""#, "\ngo()\n", "b()",
      ])
    #expect(
      ContentSecurityPolicy.inlineScripts(in: "<p>no script</p><script>").map(String.init) == [""])
  }

  @Test("a page's policy allows its own inline scripts by hash, never 'unsafe-inline' script")
  func pagePolicy() {
    let page = #"<script>var baseUrl = "/docs/"</script><script>var baseUrl = "/docs/"</script>"#
    let policy = ContentSecurityPolicy.allowingInlineScripts(of: page)
    #expect(
      policy.contains(
        "script-src 'self' 'sha256-77EWPyjUT2bZILT2rauaG3kt/w83/XPAfBGN/zpoqgs=';"))
    #expect(!policy.contains("unsafe"))
    #expect(policy.contains("style-src 'self';"))
    #expect(policy.contains("frame-ancestors 'none'") && policy.contains("base-uri 'none'"))
    // Everything but the scripts is the app's own policy.
    let standardParts = ContentSecurityPolicy.standard.split(separator: ";").filter {
      !$0.contains("script-src")
    }
    #expect(standardParts.allSatisfy { policy.contains($0) })
    // A page without inline script gets the standard policy.
    #expect(
      ContentSecurityPolicy.allowingInlineScripts(of: "<p>Hi</p>") == ContentSecurityPolicy.standard
    )
  }

  @Test("the standard policy is unchanged: only the site's own script and style")
  func standardPolicy() {
    #expect(
      ContentSecurityPolicy.standard
        == "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        + "connect-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'")
  }
}
