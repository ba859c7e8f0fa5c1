/**
 * The PostgreSQL schema, as numbered migrations applied in order at start
 * (migrate.ts). A migration is never edited once released: a change is a new
 * entry. Kept as text in TypeScript rather than .sql files so the server
 * bundle carries them; each is plain SQL run in one transaction.
 */

/** One schema step. */
export interface Migration {
  /** 1, 2, 3, … in order; recorded in schema_migrations. */
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'submissions, idempotency keys, rate-limit counts, health',
    sql: `
      -- seq orders the lists (newest first) and is the page cursor; ids and times are made here, in one place.
      CREATE TABLE contact_submissions (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        name text NOT NULL,
        email text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        is_read boolean NOT NULL DEFAULT false
      );
      CREATE INDEX contact_submissions_unread ON contact_submissions (seq) WHERE NOT is_read;

      CREATE TABLE calculator_requests (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        name text NOT NULL,
        description text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        is_processed boolean NOT NULL DEFAULT false
      );
      CREATE INDEX calculator_requests_unprocessed ON calculator_requests (seq) WHERE NOT is_processed;

      -- A key claimed by a POST, with a digest of what it asked and the record it stored; kept 24 hours.
      CREATE TABLE idempotency_keys (
        key text PRIMARY KEY,
        fingerprint text NOT NULL,
        record_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);

      -- Rate-limit hits per limit and client, shared by every server process.
      CREATE TABLE rate_limit_hits (
        key text PRIMARY KEY,
        hits integer NOT NULL,
        reset_at timestamptz NOT NULL
      );

      -- One row rewritten by the health check: proof that a write commits now.
      CREATE TABLE store_health (
        id smallint PRIMARY KEY CHECK (id = 1),
        checked_at timestamptz NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'list totals kept by triggers',
    sql: `
      -- Totals and open (unread / unprocessed) counts per list, so the admin's pages and tabs need not count 100k rows
      -- each time. Each connection adds to its own shard (its backend pid modulo 64), so concurrent inserts do not
      -- wait on one counter row; a total is the sum of a list's shards.
      CREATE TABLE list_counts (
        list text NOT NULL,
        shard integer NOT NULL,
        total bigint NOT NULL DEFAULT 0,
        open bigint NOT NULL DEFAULT 0,
        PRIMARY KEY (list, shard)
      );

      -- Statement-level, over the transition tables: one counter update per statement, however many rows it
      -- touched (a row-level trigger would rewrite one counter row per row, which a bulk insert pays for dearly).
      -- One function per list, with its flag column written out, so PostgreSQL plans its statements once.
      CREATE FUNCTION add_to_list_counts(list_name text, total_delta bigint, open_delta bigint) RETURNS void LANGUAGE sql AS $$
        INSERT INTO list_counts AS c (list, shard, total, open)
        SELECT list_name, pg_backend_pid() % 64, total_delta, open_delta
        WHERE total_delta <> 0 OR open_delta <> 0
        ON CONFLICT (list, shard) DO UPDATE SET total = c.total + EXCLUDED.total, open = c.open + EXCLUDED.open;
      $$;

      CREATE FUNCTION count_contact_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM add_to_list_counts(TG_TABLE_NAME, count(*), count(*) FILTER (WHERE NOT is_read)) FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM add_to_list_counts(TG_TABLE_NAME, -count(*), -count(*) FILTER (WHERE NOT is_read)) FROM old_rows;
        ELSE
          PERFORM add_to_list_counts(TG_TABLE_NAME, 0,
            (SELECT count(*) FILTER (WHERE NOT is_read) FROM new_rows) - (SELECT count(*) FILTER (WHERE NOT is_read) FROM old_rows));
        END IF;
        RETURN NULL;
      END
      $$;

      CREATE FUNCTION count_calculator_requests() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM add_to_list_counts(TG_TABLE_NAME, count(*), count(*) FILTER (WHERE NOT is_processed)) FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM add_to_list_counts(TG_TABLE_NAME, -count(*), -count(*) FILTER (WHERE NOT is_processed)) FROM old_rows;
        ELSE
          PERFORM add_to_list_counts(TG_TABLE_NAME, 0,
            (SELECT count(*) FILTER (WHERE NOT is_processed) FROM new_rows) - (SELECT count(*) FILTER (WHERE NOT is_processed) FROM old_rows));
        END IF;
        RETURN NULL;
      END
      $$;

      -- No writes between counting what is there and the triggers taking over.
      LOCK TABLE contact_submissions, calculator_requests IN SHARE ROW EXCLUSIVE MODE;
      CREATE TRIGGER contact_submissions_count_inserts AFTER INSERT ON contact_submissions
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_contact_submissions();
      CREATE TRIGGER contact_submissions_count_deletes AFTER DELETE ON contact_submissions
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_contact_submissions();
      CREATE TRIGGER contact_submissions_count_updates AFTER UPDATE ON contact_submissions
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_contact_submissions();
      CREATE TRIGGER calculator_requests_count_inserts AFTER INSERT ON calculator_requests
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_calculator_requests();
      CREATE TRIGGER calculator_requests_count_deletes AFTER DELETE ON calculator_requests
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_calculator_requests();
      CREATE TRIGGER calculator_requests_count_updates AFTER UPDATE ON calculator_requests
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_calculator_requests();
      INSERT INTO list_counts (list, shard, total, open)
        SELECT 'contact_submissions', 0, count(*), count(*) FILTER (WHERE NOT is_read) FROM contact_submissions;
      INSERT INTO list_counts (list, shard, total, open)
        SELECT 'calculator_requests', 0, count(*), count(*) FILTER (WHERE NOT is_processed) FROM calculator_requests;
    `,
  },
];
