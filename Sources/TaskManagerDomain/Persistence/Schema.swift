import GRDB

/// The database schema as an ordered list of named migrations. A migration, once released,
/// never changes: new needs get a new migration appended.
enum Schema {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1-accounts") { db in
      try db.execute(
        sql: """
          CREATE TABLE user (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            username TEXT NOT NULL UNIQUE COLLATE NOCASE,
            passwordHash TEXT NOT NULL,
            createdAt DATETIME NOT NULL,
            lastLoginAt DATETIME
          );
          CREATE TABLE userSettings (
            userID INTEGER PRIMARY KEY REFERENCES user(id) ON DELETE CASCADE,
            showDone BOOLEAN NOT NULL DEFAULT 1,
            architecture TEXT NOT NULL DEFAULT 'tca',
            debuggerEnabled BOOLEAN NOT NULL DEFAULT 0
          );
          """)
    }
    migrator.registerMigration("v2-outlines") { db in
      // One row per TaskPaper item. `position` orders siblings with gaps, so an insert or a
      // move touches one row; `indent` keeps over-indentation, so export is byte-exact;
      // `type` and `tags` are derived from `body` and stored for queries.
      try db.execute(
        sql: """
          CREATE TABLE outline (
            userID INTEGER PRIMARY KEY REFERENCES user(id) ON DELETE CASCADE,
            revision INTEGER NOT NULL DEFAULT 0,
            updatedAt DATETIME
          );
          CREATE TABLE outlineItem (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            userID INTEGER NOT NULL REFERENCES outline(userID) ON DELETE CASCADE,
            parentID INTEGER REFERENCES outlineItem(id) DEFERRABLE INITIALLY DEFERRED,
            position INTEGER NOT NULL,
            indent INTEGER NOT NULL DEFAULT 1 CHECK (indent >= 1),
            type TEXT NOT NULL CHECK (type IN ('project', 'task', 'note')),
            body TEXT NOT NULL,
            tags TEXT NOT NULL DEFAULT '[]'
          );
          CREATE INDEX outlineItem_userID_parentID_position
            ON outlineItem(userID, parentID, position);
          CREATE INDEX outlineItem_parentID ON outlineItem(parentID);
          INSERT INTO outline (userID) SELECT id FROM user;
          """)
    }
    migrator.registerMigration("v3-item-identities") { db in
      // Each item keeps its identity (`itemID`, unique per user, never reused: `nextItemID`)
      // across loads, processes and text saves, so an edit names the item the user saw.
      // `changedAt` / `placedAt` (revisions) and `rearrangedAt` let the store judge an edit
      // made on an older revision. Existing rows take their row id as identity.
      try db.execute(
        sql: """
          ALTER TABLE outline ADD COLUMN nextItemID INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE outline ADD COLUMN rearrangedAt INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE outlineItem ADD COLUMN itemID INTEGER NOT NULL DEFAULT -1;
          ALTER TABLE outlineItem ADD COLUMN changedAt INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE outlineItem ADD COLUMN placedAt INTEGER NOT NULL DEFAULT 0;
          UPDATE outlineItem SET itemID = id;
          UPDATE outline SET nextItemID = COALESCE(
            (SELECT MAX(itemID) + 1 FROM outlineItem WHERE outlineItem.userID = outline.userID), 0);
          CREATE UNIQUE INDEX outlineItem_userID_itemID ON outlineItem(userID, itemID);
          """)
    }
    return migrator
  }

  /// The migrations this version knows, oldest first.
  static var migrationIdentifiers: [String] { migrator.migrations }
}
