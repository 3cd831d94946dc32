import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, type InferSelectModel, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { users } from '../auth/auth.schema';
import { conflict, notFound } from '../../lib/errors';
import type { AuditActions } from '../audit/audit-actions';
import type { CircleActor } from '../circles/circles.policy';

/*
 * Capability tokens: secrets that open one thing to whoever holds them (an invitation, a link to
 * the emergency sheet, a calendar feed, a crisis answer page). Only a secret's SHA-256 is kept,
 * so a copy of the database opens nothing. Each feature keeps its own rules (how long a token
 * lasts, whether it works once); these functions are the flow they share.
 */

export const hashToken = (secret: string): string =>
  createHash('sha256').update(secret).digest('hex');

/** A new secret, 256 random bits unless the feature brings its own, and the hash to store. */
export function makeToken(secret = randomBytes(32).toString('base64url')) {
  return { secret, tokenHash: hashToken(secret) };
}

export const expiryAfterDays = (at: Date, days: number) =>
  new Date(at.getTime() + days * 24 * 3600_000);

/** The columns of a table of tokens a circle's members can turn off. */
export type TokenTable = PgTable & {
  id: AnyPgColumn;
  circleId: AnyPgColumn;
  tokenHash: AnyPgColumn;
  revokedAt: AnyPgColumn;
  createdAt: AnyPgColumn;
  /** Absent: the token lasts until it is turned off. */
  expiresAt?: AnyPgColumn;
};

/** For a token that works once: the column set when it is used. */
type SingleUse = { usedAt?: AnyPgColumn };

/**
 * The name of a kind of token in the audit log: `emergency_link` is audited as
 * `emergency_link.created` and `emergency_link.revoked`, on the subject `emergency_link:<id>`,
 * through the feature's own audit actions (which must declare both).
 */
type TokenAudit<Action extends string> = Pick<AuditActions<Action>, 'record'>;

const notUsed = (usedAt: AnyPgColumn | undefined) => (usedAt ? isNull(usedAt) : undefined);

/** Matches the row of the presented secret, whatever its state. */
export const matchesToken = (tokenHash: AnyPgColumn, secret: string): SQL =>
  eq(tokenHash, hashToken(secret));

/** Matches the row of the presented secret while it still works at `at`. */
export function isActiveToken(
  table: Pick<TokenTable, 'tokenHash' | 'revokedAt' | 'expiresAt'>,
  secret: string,
  at: Date,
  { usedAt }: SingleUse = {},
): SQL {
  return and(
    matchesToken(table.tokenHash, secret),
    isNull(table.revokedAt),
    notUsed(usedAt),
    table.expiresAt ? gt(table.expiresAt, at) : undefined,
  ) as SQL;
}

/**
 * Stores a token a member makes, audited as `<kind>.created`; the secret is in the answer this
 * once. Runs in the caller's transaction, with whatever else goes with the token.
 */
export async function insertToken<T extends TokenTable, Kind extends string>(options: {
  tx: Database;
  actor: CircleActor;
  table: T;
  values: Omit<PgInsertValue<T>, 'tokenHash'>;
  /** Only for a secret of another shape than the usual 256 random bits. */
  secret?: string;
  at: Date;
  kind: Kind;
  audit: TokenAudit<`${Kind}.created`>;
  detail?: string;
}): Promise<{ row: InferSelectModel<T>; secret: string }> {
  const { tx, actor, table, values, at, kind, detail } = options;
  const { secret, tokenHash } = makeToken(options.secret);
  const [row] = (await tx
    .insert(table)
    .values({ ...values, tokenHash } as PgInsertValue<T>)
    .returning()) as InferSelectModel<T>[];
  if (!row) throw new Error(`Storing a token (${kind}) returned no row`);
  await options.audit.record(tx, {
    actor,
    action: `${kind}.created`,
    subject: `${kind}:${row.id as string}`,
    detail,
    at,
  });
  return { row, secret };
}

/** A circle's tokens, newest first, with the name of who made each. */
export async function listTokens<T extends TokenTable>(options: {
  db: Database;
  table: T;
  createdByUserId: AnyPgColumn;
  circleId: string;
  limit: number;
}): Promise<(InferSelectModel<T> & { createdBy: string | null })[]> {
  const { db, table, createdByUserId, circleId, limit } = options;
  const rows = await db
    .select({ token: table, createdBy: users.name })
    .from(table as TokenTable)
    .leftJoin(users, eq(users.id, createdByUserId))
    .where(eq(table.circleId, circleId))
    .orderBy(desc(table.createdAt))
    .limit(limit);
  return rows.map((row) => ({ ...(row.token as InferSelectModel<T>), createdBy: row.createdBy }));
}

/** Turns off the tokens `where` matches that still work, and returns their ids. */
export async function revokeActiveTokens(
  options: {
    tx: Database;
    table: TokenTable;
    where: SQL | undefined;
    at: Date;
  } & SingleUse,
): Promise<string[]> {
  const { tx, table, where, at, usedAt } = options;
  const rows = await tx
    .update(table)
    .set({ revokedAt: at })
    .where(and(where, isNull(table.revokedAt), notUsed(usedAt)))
    .returning({ id: table.id });
  return rows.map((row) => row.id as string);
}

/**
 * A member turns off one of their circle's tokens, audited as `<kind>.revoked`: 404 with
 * `notFoundMessage` when the circle has no such token, 409 with `conflictMessage` when it was
 * turned off (or used) already.
 */
export async function revokeToken<Kind extends string>(
  options: {
    db: Database;
    actor: CircleActor;
    table: TokenTable;
    id: string;
    at: Date;
    notFoundMessage: string;
    conflictMessage: string;
    kind: Kind;
    audit: TokenAudit<`${Kind}.revoked`>;
  } & SingleUse,
): Promise<void> {
  const { db, actor, table, id, at, usedAt } = options;
  const inCircle = and(eq(table.id, id), eq(table.circleId, actor.circleId));
  await db.transaction(async (tx) => {
    const revoked = await revokeActiveTokens({ tx, table, where: inCircle, at, usedAt });
    if (revoked.length === 0) {
      const [existing] = await tx.select({ id: table.id }).from(table).where(inCircle);
      throw existing ? conflict(options.conflictMessage) : notFound(options.notFoundMessage);
    }
    await options.audit.record(tx, {
      actor,
      action: `${options.kind}.revoked`,
      subject: `${options.kind}:${id}`,
      at,
    });
  });
}
