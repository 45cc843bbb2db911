#include "agentrl/harness/sqlite.h"

#include <chrono>
#include <ctime>
#include <filesystem>
#include <utility>

#include "agentrl/core/files.h"

namespace agentrl::harness::sqlite {

std::string Now() {
  const std::time_t t = std::chrono::system_clock::to_time_t(std::chrono::system_clock::now());
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&t));
  return buf;
}

Status Exec(sqlite3* db, const std::string& sql, const std::string& what) {
  char* err = nullptr;
  if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &err) != SQLITE_OK) {
    const std::string msg = what + ": " + (err ? err : sqlite3_errmsg(db));
    sqlite3_free(err);
    return Status::IoError(msg);
  }
  return Status::Ok();
}

Status StepDone(sqlite3* db, Stmt& st, const std::string& what) {
  const int rc = st.Step();
  if (rc != SQLITE_DONE && rc != SQLITE_ROW) {
    return Status::IoError(what + ": " + sqlite3_errmsg(db));
  }
  st.Reset();
  return Status::Ok();
}

Result<sqlite3*> OpenAppendOnly(const std::string& path, const char* schema,
                                const std::vector<std::string>& tables, bool synchronous_full) {
  if (const std::filesystem::path parent = std::filesystem::path(path).parent_path();
      !parent.empty()) {
    if (Status st = MakeDirectories(parent.string()); !st.ok()) return st;
  }
  sqlite3* db = nullptr;
  if (sqlite3_open_v2(path.c_str(), &db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nullptr) !=
      SQLITE_OK) {
    const std::string why = db ? sqlite3_errmsg(db) : "out of memory";
    sqlite3_close_v2(db);
    return Status::IoError(path + ": cannot open the store: " + why);
  }
  sqlite3_busy_timeout(db, 10000);
  std::string triggers;
  for (const std::string& t : tables) {
    for (const char* op : {"UPDATE", "DELETE"}) {
      triggers += "CREATE TRIGGER IF NOT EXISTS " + t + "_no_" + op + " BEFORE " + op + " ON " + t +
                  " BEGIN SELECT RAISE(ABORT, 'the store is append-only'); END;\n";
    }
  }
  for (const auto& [sql, what] : std::vector<std::pair<std::string, std::string>>{
           {"PRAGMA journal_mode=WAL;", "WAL mode"},
           {synchronous_full ? "PRAGMA synchronous=FULL;" : "PRAGMA synchronous=NORMAL;",
            "synchronous mode"},
           {"PRAGMA foreign_keys=ON;", "foreign keys"},
           {schema, "schema"},
           {triggers, "append-only triggers"}}) {
    if (Status st = Exec(db, sql, path + ": " + what); !st.ok()) {
      sqlite3_close_v2(db);
      return st;
    }
  }
  return db;
}

Status CheckIntegrity(sqlite3* db, const std::string& path) {
  Stmt check(db, "PRAGMA integrity_check;");
  if (!check.ok() || check.Step() != SQLITE_ROW || check.Text(0) != "ok") {
    return Status::IoError(path + ": integrity check failed: " + check.Text(0));
  }
  return Status::Ok();
}

}  // namespace agentrl::harness::sqlite
