import Hummingbird
import Views

/// Changes to a page the browser applies in place, taking it from one render version to the
/// next, each addressed by element identity (the `id` attribute ``NodeHTMLWriter`` writes).
///
/// Sent as JSON: `{"from":12,"to":13,"ops":[…]}`, where each operation is an array:
/// - `["r", id, html]`: replace the element `id` with `html`;
/// - `["a", id, startTag]`: give the element `id` the attributes of `startTag`;
/// - `["i", parent, before, html]`: insert `html` into `parent`, before the element `before`
///   (at the end when `before` is null);
/// - `["m", id, parent, before]`: move the element `id` there;
/// - `["x", id]`: remove the element `id`;
/// - `["d", inert, html]`: the dialogs after the main content are `html`, and the main
///   content is inert (behind a dialog) or not.
///
/// The page applies a patch only on top of render `from`; otherwise it asks for the whole
/// fragment.
struct DOMPatch {
  enum Operation {
    case replace(ElementID, html: HTMLBuffer)
    case attributes(ElementID, startTag: HTMLBuffer)
    case insert(html: HTMLBuffer, parent: ElementID, before: ElementID?)
    case move(ElementID, parent: ElementID, before: ElementID?)
    case remove(ElementID)
    case modals(html: HTMLBuffer, mainIsInert: Bool)
  }

  var from: Int
  var to: Int
  var operations: [Operation]

  /// The JSON the page script reads.
  func encoded() -> ByteBuffer {
    var json = HTMLBuffer(capacity: 256)
    json.append(#"{"from":"#)
    json.append(unescaped: String(from))
    json.append(#","to":"#)
    json.append(unescaped: String(to))
    json.append(#","ops":["#)
    for (index, operation) in operations.enumerated() {
      if index > 0 { json.append(",") }
      switch operation {
      case .replace(let id, let html):
        json.append(#"["r",""#)
        json.append(unescaped: id.rawValue)
        json.append(#"","#)
        json.appendJSONString(html)
      case .attributes(let id, let startTag):
        json.append(#"["a",""#)
        json.append(unescaped: id.rawValue)
        json.append(#"","#)
        json.appendJSONString(startTag)
      case .insert(let html, let parent, let before):
        json.append(#"["i",""#)
        json.append(unescaped: parent.rawValue)
        json.append(#"","#)
        json.appendJSONID(before)
        json.append(",")
        json.appendJSONString(html)
      case .move(let id, let parent, let before):
        json.append(#"["m",""#)
        json.append(unescaped: id.rawValue)
        json.append(#"",""#)
        json.append(unescaped: parent.rawValue)
        json.append(#"","#)
        json.appendJSONID(before)
      case .remove(let id):
        json.append(#"["x",""#)
        json.append(unescaped: id.rawValue)
        json.append("\"")
      case .modals(let html, let mainIsInert):
        json.append(mainIsInert ? #"["d",true,"# : #"["d",false,"#)
        json.appendJSONString(html)
      }
      json.append("]")
    }
    json.append("]}")
    return json.buffer
  }
}

extension HTMLBuffer {
  /// Appends `html` as a JSON string. Element ids are letters and digits, so they need none of
  /// this.
  fileprivate mutating func appendJSONString(_ html: HTMLBuffer) {
    append("\"")
    appendJSONEscaping(html.bytes)
    append("\"")
  }

  fileprivate mutating func appendJSONID(_ id: ElementID?) {
    guard let id else {
      append("null")
      return
    }
    append("\"")
    append(unescaped: id.rawValue)
    append("\"")
  }
}
