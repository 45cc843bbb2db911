// The few SQLite pieces the project's stores share (harness/store.h, the serve store): a
// prepared statement that keeps text valid UTF-8, statement helpers, and opening a database in
// WAL mode with its schema and append-only triggers.
#pragma once

#include <sqlite3.h>

#include <cstdint>
#include <string>
#include <vector>

#include "agentrl/core/status.h"
#include "agentrl/core/text.h"

namespace agentrl::harness::sqlite {

// The current UTC time, ISO 8601 to the second.
std::string Now();

// A prepared statement, finalized with the object. Text goes in and comes out as valid UTF-8
// (core/text.h): what a program wrote (an action's output, an audit path) may be any bytes, and
// SQLite's TEXT is read as UTF-8 by every other tool. Reading repairs rows written before that.
class Stmt {
 public:
  Stmt(sqlite3* db, const char* sql) { rc_ = sqlite3_prepare_v2(db, sql, -1, &s_, nullptr); }
  ~Stmt() { sqlite3_finalize(s_); }
  Stmt(const Stmt&) = delete;
  Stmt& operator=(const Stmt&) = delete;
  bool ok() const { return rc_ == SQLITE_OK; }
  Stmt& Bind(int i, const std::string& v) {
    if (IsValidUtf8(v)) {
      sqlite3_bind_text(s_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT);
    } else {
      const std::string text = ToValidUtf8(v).text;
      sqlite3_bind_text(s_, i, text.data(), static_cast<int>(text.size()), SQLITE_TRANSIENT);
    }
    return *this;
  }
  Stmt& Bind(int i, int64_t v) {
    sqlite3_bind_int64(s_, i, v);
    return *this;
  }
  Stmt& Bind(int i, double v) {
    sqlite3_bind_double(s_, i, v);
    return *this;
  }
  Stmt& BindNull(int i) {
    sqlite3_bind_null(s_, i);
    return *this;
  }
  int Step() { return sqlite3_step(s_); }
  void Reset() {
    sqlite3_reset(s_);
    sqlite3_clear_bindings(s_);
  }
  bool IsNull(int col) const { return sqlite3_column_type(s_, col) == SQLITE_NULL; }
  std::string Text(int col) const {
    const unsigned char* t = sqlite3_column_text(s_, col);
    if (!t) return std::string();
    return ToValidUtf8({reinterpret_cast<const char*>(t),
                        static_cast<size_t>(sqlite3_column_bytes(s_, col))})
        .text;
  }
  int64_t Int(int col) const { return sqlite3_column_int64(s_, col); }
  double Real(int col) const { return sqlite3_column_double(s_, col); }

 private:
  sqlite3_stmt* s_ = nullptr;
  int rc_ = SQLITE_ERROR;
};

Status Exec(sqlite3* db, const std::string& sql, const std::string& what);
// Steps a statement that returns no row to use (INSERT, ...) and resets it.
Status StepDone(sqlite3* db, Stmt& st, const std::string& what);

// Opens (creating it and its directory if needed) the database at `path`: WAL, foreign keys,
// synchronous FULL (every commit on disk) or NORMAL (a commit survives a crash of the process,
// not of the machine), a 10 s busy timeout, the schema, and triggers that refuse every UPDATE
// and DELETE on `tables`. The caller closes the handle (sqlite3_close_v2).
Result<sqlite3*> OpenAppendOnly(const std::string& path, const char* schema,
                                const std::vector<std::string>& tables, bool synchronous_full);
template <size_t N>
Result<sqlite3*> OpenAppendOnly(const std::string& path, const char* schema,
                                const char* const (&tables)[N], bool synchronous_full) {
  return OpenAppendOnly(path, schema, std::vector<std::string>(tables, tables + N),
                        synchronous_full);
}

// PRAGMA integrity_check says ok.
Status CheckIntegrity(sqlite3* db, const std::string& path);

}  // namespace agentrl::harness::sqlite
