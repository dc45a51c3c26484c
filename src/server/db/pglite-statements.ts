/**
 * Server-side prepared statements for PGlite (ADR 013). `PGlite.query()` sends every query as six separate
 * round trips into the WebAssembly backend (Parse, Describe statement, Bind, Describe portal, Execute, Sync),
 * so PostgreSQL parses, analyses and plans the same text on every call. Drizzle's PGlite driver ignores
 * `.prepare(name)`, so the hot reads paid all of it. `cacheStatements` makes the client's `query()` parse each
 * distinct SELECT/INSERT/UPDATE/DELETE/WITH text once as a named statement (Parse + Describe, the parameter types
 * and row description kept), then run it as one round trip: Bind + Execute + Sync, and parse its rows with the
 * parsers of its own columns only. Rows, parsers, serializers,
 * errors (the same `DatabaseError`, with `query`, `params` and `queryOptions` attached) and the query mutexes are
 * those of `PGlite.query()`; queries inside `PGlite.transaction()` keep PGlite's own path.
 */
import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  messages as wire,
} from '@electric-sql/pglite';

/** At most this many named statements per client; further texts take PGlite's unprepared path. */
export const MAX_CACHED_STATEMENTS = 256;

/** Texts worth preparing: plain DML and reads, never DDL or session commands (migrations run once). */
const CACHEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/** SQLSTATE 0A000: a statement's result shape changed under it (DDL after it was prepared). */
const FEATURE_NOT_SUPPORTED = '0A000';

interface Statement {
  name: string;
  /** Parameter type OIDs PostgreSQL inferred at Parse, which pick each value's serializer. */
  paramTypes: number[];
  /** The statement's row description (absent for statements returning no rows). */
  rowDescription: wire.RowDescriptionMessage | undefined;
  /** The distinct type OIDs of its result columns. */
  resultTypes: number[];
}

/** A table of parsers by type OID, as PGlite takes it. */
type Parsers = PGlite['parsers'];

type BackendMessage = Awaited<ReturnType<PGlite['execProtocolStream']>>[number];

/** One buffer holding the given protocol messages back to back. */
function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Attaches the query to a database error as `PGlite.query()` does, for logs. */
function withQuery(error: unknown, query: string, params: unknown[], options?: QueryOptions): unknown {
  if (error instanceof wire.DatabaseError) Object.assign(error, { query, params, queryOptions: options });
  return error;
}

/**
 * Replaces `client.query` with a version that prepares each cacheable text once as a named statement and runs it
 * in one round trip afterwards (see the module comment). Returns the client.
 */
export function cacheStatements(client: PGlite): PGlite {
  const unprepared = client.query.bind(client);
  const statements = new Map<string, Statement>();
  let nextId = 0;

  const exec = (message: Uint8Array, options?: QueryOptions) =>
    client.execProtocolStream(message, { syncToFs: false, onNotice: options?.onNotice });

  /** Parse + Describe of a new named statement; the caller holds the query mutex. */
  async function prepare(text: string, options?: QueryOptions): Promise<Statement> {
    const name = `steward_${nextId++}`;
    let described: BackendMessage[] = [];
    try {
      await exec(protocol.serialize.parse({ name, text, types: options?.paramTypes }), options);
      described = await exec(protocol.serialize.describe({ type: 'S', name }), options);
    } finally {
      await exec(protocol.serialize.sync(), options);
    }
    const rowDescription = described.find(
      (m): m is wire.RowDescriptionMessage => m.name === 'rowDescription',
    );
    return {
      name,
      paramTypes: parse.parseDescribeStatementResults(described),
      rowDescription,
      resultTypes: [...new Set(rowDescription?.fields.map((field) => field.dataTypeID))],
    };
  }

  /** Serializes `params` by the statement's parameter types, as PGlite.query() does. */
  function values(statement: Statement, params: unknown[], options?: QueryOptions): (string | null)[] {
    return params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[i] as number;
      const serialize = options?.serializers?.[type] ?? client.serializers[type];
      return serialize ? serialize(value) : String(value);
    });
  }

  /**
   * The parser of each result column's type: the call's own (`options.parsers`, as Drizzle passes) before the
   * client's. PGlite.query() merges the call's parsers into a copy of the client's whole table (every type and
   * array type of the database, a few hundred entries) on every query; only the statement's columns matter.
   */
  function parsersOf(statement: Statement, options?: QueryOptions): Parsers {
    const own = options?.parsers;
    const parsers: Parsers = {};
    for (const type of statement.resultTypes) {
      const parser = own && type in own ? own[type] : client.parsers[type];
      if (parser) parsers[type] = parser;
    }
    return parsers;
  }

  async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    let statement = statements.get(text);
    if (!statement) {
      statement = await prepare(text, options);
      statements.set(text, statement);
    }
    const message = concat([
      protocol.serialize.bind({ statement: statement.name, values: values(statement, params, options) }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]);
    const answer = await exec(message, options);
    await client.syncToFs();
    const described = statement.rowDescription ? [statement.rowDescription, ...answer] : answer;
    return parse.parseResults(described, parsersOf(statement, options), {
      rowMode: options?.rowMode,
    })[0] as Results<T>;
  }

  const query = async <T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> => {
    const cacheable =
      !options?.blob &&
      !client.closed &&
      CACHEABLE.test(text) &&
      (statements.has(text) || statements.size < MAX_CACHED_STATEMENTS);
    if (!cacheable) return unprepared<T>(text, params, options);
    try {
      return await client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(() => run<T>(text, params, options)),
      );
    } catch (error) {
      if (
        error instanceof wire.DatabaseError &&
        error.code === FEATURE_NOT_SUPPORTED &&
        statements.has(text)
      ) {
        // The tables changed shape since Parse: forget the statement and let PGlite run the text afresh.
        statements.delete(text);
        return unprepared<T>(text, params, options);
      }
      throw withQuery(error, text, params, options);
    }
  };
  client.query = query;
  return client;
}
