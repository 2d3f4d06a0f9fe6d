/// Text that opens another page when followed, as SwiftUI's `Link` opens a URL. Hosts decide
/// how: the web host writes an `<a href>`; only paths on the same site (`/compare`) and
/// `http`/`https` URLs are followed, anything else is shown as plain text. A download link
/// carries its file in the page and saves it when followed.
///
/// ```swift
/// Link("Compare the architectures", destination: "/compare")
/// Link("Download history", downloading: json, named: "history.json", type: "application/json")
/// ```
public struct Link: View {
  /// `Never`: a primitive view has no body; it resolves its own nodes.
  public typealias Body = Never
  let title: String
  let destination: String
  let downloadName: String?

  /// Creates a link titled `title` to `destination`: a path on the same site or an
  /// `http`/`https` URL.
  public init(_ title: String, destination: String) {
    self.title = title
    self.destination = destination
    self.downloadName = nil
  }

  /// Text that saves `contents` as a file named `fileName` when followed: the file travels in
  /// the page (a `data:` URL), so saving it asks nothing of the server. Hosts that cannot save
  /// files show the title.
  ///
  /// ```swift
  /// Link("Download history", downloading: json, named: "history.json", type: "application/json")
  /// ```
  public init(
    _ title: String, downloading contents: String, named fileName: String,
    type: String = "text/plain"
  ) {
    self.title = title
    self.destination = "data:\(type);charset=utf-8," + Self.percentEncoded(contents)
    self.downloadName = fileName
  }

  /// Every byte but the URL's unreserved characters written as `%XX`.
  static func percentEncoded(_ text: String) -> String {
    let hex = Array("0123456789ABCDEF".utf8)
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count * 2)
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"):
        bytes.append(byte)
      default:
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  public func _resolve(in context: ResolveContext, into nodes: inout [ViewNode]) {
    var node = context.node(.link, text: title)
    node.value = destination
    node.downloadName = downloadName
    nodes.append(node)
  }
}
