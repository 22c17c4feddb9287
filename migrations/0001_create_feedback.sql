-- Reader feedback: one row per answer to "Was this page helpful?" at the end
-- of a docs page (worker/feedback.ts). Applied by `wrangler d1 migrations
-- apply` in production, by scripts/serve.ts under `npm start` and the browser
-- tests, and by the worker tests (vitest.config.ts).
CREATE TABLE feedback (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- Public page path without the locale prefix, e.g. /x/react-data-grid/sorting.
  path TEXT NOT NULL CHECK (length(path) BETWEEN 3 AND 512),
  locale TEXT NOT NULL CHECK (locale IN ('en', 'zh')),
  helpful INTEGER NOT NULL CHECK (helpful IN (0, 1)),
  -- Trimmed, at most 1,000 characters; NULL when the reader wrote nothing.
  comment TEXT CHECK (comment IS NULL OR length(comment) BETWEEN 1 AND 1000),
  -- HMAC-SHA-256 of the client address with FEEDBACK_HASH_KEY (hex); never the address itself.
  client_hash TEXT NOT NULL CHECK (length(client_hash) = 64),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE INDEX feedback_by_path ON feedback (path, created_at);
