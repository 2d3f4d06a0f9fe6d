// The TaskManager's shared domain: what the TCA, VIPER and MVVM variants have in common, so
// that only the architecture differs between them.
//
// - Entities/        users, login and account rules, outline edits, import checks, errors
// - Persistence/     the SQLite database (GRDB, WAL, migrations), accounts and outline rows
// - Authentication/  bcrypt off the cooperative pool, the login throttle, the authenticator
// - Settings/        per-user settings
// - Clients/         AuthClient, TaskStore, SettingsClient: swift-dependencies keys with
//                    live (database), test (in memory) and failing values
//
// Feature code calls the clients; the command line and hosts open a TaskManagerDatabase and
// build the live clients from it.
