import Dependencies
import Foundation

/// A value shared through a JSON file, read when first used and written after each change.
///
/// Writes are synchronous and whole-file (TCA debounces them); keep such values small. In
/// tests the "disk" is in memory, one per test, so tests never touch real files.
public struct FileStorageKey<Value: Codable & Sendable>: SharedKey {
  let url: URL
  let storage: FileStorage

  /// Values stored in the same file are one shared value.
  public var id: AnyHashable { ["fileStorage", url.absoluteString] }

  /// The value decoded from the file, or `nil` when it is missing or does not decode.
  public func load() -> Value? {
    guard let data = storage.load(url) else { return nil }
    return try? JSONDecoder().decode(Value.self, from: data)
  }

  /// Writes `value` to the file as JSON, replacing what was there.
  public func save(_ value: Value) {
    guard let data = try? JSONEncoder().encode(value) else { return }
    storage.save(data, url)
  }
}

extension SharedKey {
  /// A value stored as JSON in the file at `url`.
  ///
  /// ```swift
  /// @Shared(.fileStorage(URL.documentsDirectory.appending(component: "sync-ups.json")))
  /// var syncUps: IdentifiedArrayOf<SyncUp> = []
  /// ```
  public static func fileStorage<V>(_ url: URL) -> Self where Self == FileStorageKey<V> {
    @Dependency(\.defaultFileStorage) var storage
    return FileStorageKey(url: url, storage: storage)
  }
}

/// How file-stored shared values reach the disk: `@Dependency(\.defaultFileStorage)`.
public struct FileStorage: Sendable {
  let load: @Sendable (URL) -> Data?
  let save: @Sendable (Data, URL) -> Void

  /// The real file system; a failed write is reported, and the value stays in memory.
  public static let fileSystem = FileStorage(
    load: { try? Data(contentsOf: $0) },
    save: { data, url in
      do {
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
      } catch {
        reportIssue("Could not save shared state to \(url.path): \(error)")
      }
    }
  )

  /// Files kept in memory, for tests and previews.
  public static func inMemory() -> FileStorage {
    let files = LockIsolated<[URL: Data]>([:])
    return FileStorage(
      load: { files.value[$0] },
      save: { data, url in files.withValue { $0[url] = data } }
    )
  }
}

extension DependencyValues {
  /// Where `.fileStorage` keys read and write.
  public var defaultFileStorage: FileStorage {
    get { self[FileStorageDependencyKey.self] }
    set { self[FileStorageDependencyKey.self] = newValue }
  }
}

private enum FileStorageDependencyKey: DependencyKey {
  static let liveValue = FileStorage.fileSystem
  static var testValue: FileStorage { .inMemory() }
}
