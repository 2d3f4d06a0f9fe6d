extension TaskManagerDatabase {
  /// The database at the default path, opened once, on first use, for the clients'
  /// `liveValue`s. Hosts that take `--database` build their clients with `live(database:)`.
  static let sharedDefault: Result<TaskManagerDatabase, DatabaseProblem> = Result {
    () throws(DatabaseProblem) in try TaskManagerDatabase.openDefault()
  }
}
