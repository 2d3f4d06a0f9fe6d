#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a UTF-8 file into a `String`, rejecting bytes that are not UTF-8, with one copy.
///
/// A regular file is read straight into the string's own storage, where the standard library
/// checks the UTF-8 in place: no buffer in between, no mapping to set up and tear down, and
/// on Linux the storage of a large file is backed by huge pages (see `LargeBuffers`). Invalid
/// bytes would be repaired there rather than refused, so a text that could hold a repair — one
/// containing U+FFFD — is read again the careful way. Other files (pipes, devices) are read
/// whole, then checked.
///
/// ```swift
/// let outline = Outline(parsing: try TextFile.read("Inbox.taskpaper"))
/// ```
public enum TextFile {
  /// The file's text, or a ``TextFileError`` saying why there is none.
  ///
  /// ```swift
  /// let text = try TextFile.read("/tmp/Inbox.taskpaper")  // "Inbox:\n\t- Buy milk"
  /// ```
  public static func read(_ path: String) throws(TextFileError) -> String {
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw .unreadable(code: errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .unreadable(code: errno) }
    if (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0,
      let text = try readInPlace(fd, size: Int(info.st_size))
    {
      return text
    }
    // The careful way: whole file first, then the check that reports the first bad byte.
    guard (info.st_mode & S_IFMT) != S_IFREG || lseek(fd, 0, SEEK_SET) == 0 else {
      throw .unreadable(code: errno)
    }
    switch UTF8Validation.text(try readAll(fd)) {
    case .success(let text): return text
    case .failure(.invalidUTF8(let offset)): throw .invalidUTF8(offset: offset)
    case .failure: throw .invalidUTF8(offset: 0)  // not produced by the check
    }
  }

  /// The text read into its own storage, or `nil` when that cannot be trusted to be the
  /// file's bytes: the size changed while reading, or the text contains U+FFFD, which is
  /// what a repair of invalid bytes looks like.
  private static func readInPlace(_ fd: Int32, size: Int) throws(TextFileError) -> String? {
    var failure: Int32 = 0
    var filled = 0
    let text = String(unsafeUninitializedCapacity: size) { buffer in
      LargeBuffers.preferHugePages(UnsafeMutableRawBufferPointer(buffer))
      while filled < size {
        let count = systemRead(fd, buffer.baseAddress! + filled, size - filled)
        if count > 0 {
          filled += count
        } else if count == 0 || errno != EINTR {
          failure = count < 0 ? errno : 0
          break
        }
      }
      return filled
    }
    guard failure == 0 else { throw .unreadable(code: failure) }
    var probe: UInt8 = 0
    guard filled == size, systemRead(fd, &probe, 1) == 0, text.utf8.count == size,
      !containsReplacementCharacter(text)
    else { return nil }
    return text
  }

  /// Whether the UTF-8 of U+FFFD (EF BF BD) occurs in `text`.
  private static func containsReplacementCharacter(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in
      var i = ByteSearch.first(0xEF, in: bytes, from: 0, to: bytes.count)
      while i + 2 < bytes.count {
        if bytes[i + 1] == 0xBF, bytes[i + 2] == 0xBD { return true }
        i = ByteSearch.first(0xEF, in: bytes, from: i + 1, to: bytes.count)
      }
      return false
    } ?? true  // not contiguous: cannot happen for a new native string; read carefully
  }

  /// Every byte left in `fd`.
  private static func readAll(_ fd: Int32) throws(TextFileError) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress!, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw .unreadable(code: errno)
      }
    }
  }
}

/// `read(2)`, named apart from ``TextFile/read(_:)``.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
  read(fd, buffer, count)
}

/// Why ``TextFile/read(_:)`` has no text for a file.
///
/// ```swift
/// do { _ = try TextFile.read("notes.taskpaper") } catch { print(error) }
/// // "No such file or directory", or "The text is not valid UTF-8 (first bad byte at offset 7)."
/// ```
public enum TextFileError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file cannot be opened or read; `code` is the system's `errno`.
  case unreadable(code: Int32)
  /// The bytes are not UTF-8; `offset` is the first bad byte.
  case invalidUTF8(offset: Int)

  /// The system's message for the error code, or the message of an invalid UTF-8 text.
  public var description: String {
    switch self {
    case .unreadable(let code): String(cString: strerror(code))
    case .invalidUTF8(let offset): TaskPaperError.invalidUTF8(offset: offset).description
    }
  }
}
