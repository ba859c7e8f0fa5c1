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
    name: 'studio drafts',
    sql: `
      -- A calculator definition an editor saved from the studio, as the JSON text sent; the admin downloads or deletes it.
      CREATE TABLE drafts (
        seq bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        slug text NOT NULL,
        title text NOT NULL,
        json text NOT NULL,
        bytes integer NOT NULL,
        saved_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    version: 3,
    name: 'usage counts',
    sql: `
      -- Daily counts of usage events (contract/events.ts): never a row per event, never what a visitor typed.
      CREATE TABLE usage_daily (
        day date NOT NULL,
        event text NOT NULL,
        calculator text NOT NULL,
        detail text NOT NULL,
        count bigint NOT NULL CHECK (count > 0),
        PRIMARY KEY (day, event, calculator, detail)
      );
    `,
  },
  {
    version: 4,
    name: 'usage rollups',
    sql: `
      -- The Usage tab reads a period added up: months added up, and each day's total by event, kept with every batch,
      -- so a year is a few thousand rows to read rather than a million (usage_daily keeps the daily detail for CSV).
      CREATE TABLE usage_monthly (
        month date NOT NULL CHECK (extract(day FROM month) = 1),
        event text NOT NULL,
        calculator text NOT NULL,
        detail text NOT NULL,
        count bigint NOT NULL CHECK (count > 0),
        PRIMARY KEY (month, event, calculator, detail)
      );
      CREATE TABLE usage_day_events (
        day date NOT NULL,
        event text NOT NULL,
        count bigint NOT NULL CHECK (count > 0),
        PRIMARY KEY (day, event)
      );
      INSERT INTO usage_monthly
        SELECT date_trunc('month', day)::date, event, calculator, detail, sum(count) FROM usage_daily GROUP BY 1, 2, 3, 4;
      INSERT INTO usage_day_events SELECT day, event, sum(count) FROM usage_daily GROUP BY 1, 2;
    `,
  },
  {
    version: 5,
    name: 'search text',
    sql: `
      -- What a list's search looks in: the searched fields folded to lower case by the app (api/store/search-text.ts),
      -- so both stores fold alike whatever the database's locale. A row inserted without it (by SQL, or by a process of
      -- an earlier release while a new one starts) is folded here by the database, as are the rows already stored; the
      -- trigger's WHEN keeps the app's own inserts from calling it.
      CREATE FUNCTION contact_submission_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search := lower(concat_ws(E'\\x01', NEW.name, NEW.email, NEW.subject, NEW.message));
        RETURN NEW;
      END $$;
      CREATE FUNCTION calculator_request_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search := lower(concat_ws(E'\\x01', NEW.name, NEW.description));
        RETURN NEW;
      END $$;
      ALTER TABLE contact_submissions ADD COLUMN search text;
      ALTER TABLE calculator_requests ADD COLUMN search text;
      UPDATE contact_submissions SET search = lower(concat_ws(E'\\x01', name, email, subject, message));
      UPDATE calculator_requests SET search = lower(concat_ws(E'\\x01', name, description));
      ALTER TABLE contact_submissions ALTER COLUMN search SET NOT NULL;
      ALTER TABLE calculator_requests ALTER COLUMN search SET NOT NULL;
      CREATE TRIGGER search BEFORE INSERT ON contact_submissions
        FOR EACH ROW WHEN (NEW.search IS NULL) EXECUTE FUNCTION contact_submission_search();
      CREATE TRIGGER search BEFORE INSERT ON calculator_requests
        FOR EACH ROW WHEN (NEW.search IS NULL) EXECUTE FUNCTION calculator_request_search();
    `,
  },
];
