// libFuzzer entry point for the TaskPaper parser and the item-path query parser.
// Built only by scripts/fuzz-taskpaper.sh (with -sanitize=fuzzer); see PLATFORM-NOTES.md.
import TaskPaper

/// Splits the input at its first NUL: the part before is a query, the part after a document.
/// Without a NUL the whole input is used as both, so every input exercises both parsers.
@_cdecl("LLVMFuzzerTestOneInput")
public func taskPaperFuzzOne(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let split = bytes.firstIndex(of: 0)
  let queryBytes = split.map { bytes[..<$0] } ?? bytes[...]
  let documentBytes = split.map { bytes[($0 + 1)...] } ?? bytes[...]

  let outline = Outline(parsing: documentBytes)
  let text = outline.serialized()
  // Serialized text is stable under a second round when it has no whitespace-only lines,
  // because then birch's whitespace-line merge cannot apply.
  let again = Outline(parsing: text)
  precondition(again.items.count <= outline.items.count)
  for item in outline.items { _ = item.content }
  _ = outline.jsonDescription()

  let query = String(decoding: queryBytes, as: UTF8.self)
  if let path = try? ItemPath(query) {
    let matches = outline.evaluate(path)
    precondition(matches.allSatisfy { outline.items.indices.contains($0) })
    precondition(zip(matches, matches.dropFirst()).allSatisfy { $0 < $1 })
  }
  if let due = try? DueDate(parsing: query) {
    precondition((try? DueDate(parsing: due.description)) == due)
  }
  return 0
}

// libFuzzer only exists when built with -sanitize=fuzzer; the script also defines
// TASKPAPER_FUZZ so that an ordinary `swift build` of the package still links.
#if TASKPAPER_FUZZ
  // The symbol keeps libFuzzer's C name; the Swift name follows Swift's casing.
  @_silgen_name("LLVMFuzzerRunDriver")
  func llvmFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
  ) -> CInt

  func runFuzzer() -> CInt {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    return llvmFuzzerRunDriver(&argc, &argv, taskPaperFuzzOne)
  }

  // libFuzzer exits by itself when it finishes or finds a crash.
  _ = runFuzzer()
#else
  print("Build with scripts/fuzz-taskpaper.sh to fuzz (needs -sanitize=fuzzer).")
#endif
