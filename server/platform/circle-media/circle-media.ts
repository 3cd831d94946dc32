import { and, eq, isNotNull, isNull, lt, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { conflict, forbidden } from '../../lib/errors';
import type { AuditActions } from '../audit/audit-actions';
import { users } from '../auth/auth.schema';
import type { CircleActor } from '../circles/circles.policy';
import { circleMembers } from '../circles/circles.schema';
import type { FileStore } from '../files/file-store';
import { forgetFilesNow } from '../files/file-deletions';
import type { JobDefinition } from '../module';
import type { NotificationKind } from '../../../shared/notifications';
import { publishEvent } from '../notifications/event-bus';
import type { Notifier } from '../notifications/notifications.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The columns every table of circle media has (memory photos, recordings): who added it and
 * when, "Recently removed" (`removedAt`, `removedByUserId`) and the batched notice
 * (`announcedAt` null: not yet told to the circle).
 */
export type CircleMediaTable = PgTable & {
  id: AnyPgColumn;
  circleId: AnyPgColumn;
  addedByUserId: AnyPgColumn;
  createdAt: AnyPgColumn;
  updatedAt: AnyPgColumn;
  removedAt: AnyPgColumn;
  removedByUserId: AnyPgColumn;
  announcedAt: AnyPgColumn;
};

/** What the lifecycle reads of one item. */
export interface CircleMediaRow {
  addedByUserId: string | null;
  removedAt: Date | null;
}

type Step = 'added' | 'changed' | 'removed' | 'restored' | 'deleted' | 'purged';

/** What a kind of circle media declares once; the lifecycle is the same for every kind. */
export interface CircleMediaKind<
  Action extends string,
  Row extends CircleMediaRow = CircleMediaRow,
> {
  /** Names its two jobs: `<name>-purge` and `<name>-announcements`. */
  name: string;
  table: CircleMediaTable;
  /** One item of the circle, removed or not; another circle's id answers 404. */
  find: (db: Database, circleId: string, id: string) => Promise<Row>;
  /** Whoever added it, or someone with the right to manage the circle's media. */
  mayChange: (actor: CircleActor, row: CircleMediaRow) => boolean;
  messages: { notYours: string; notRemoved: string };
  /** How many days an item stays in "Recently removed" before the purge job deletes it. */
  undoDays: number;
  /** The event the circle's screens follow to refresh. */
  changedEvent: string;
  audit: AuditActions<Action>;
  actions: Readonly<Record<Step, Action>>;
  /** The audit subject, e.g. `memory_photo:<id>`. */
  subject: (id: string) => string;
  /** Every key an item may have in the file store; the keys of one circle name only it. */
  fileKeys: (circleId: string, id: string) => string[];
  /** Matches those keys, capturing the circle id and the item id. */
  fileKeyPattern: RegExp;
  /** The batched "added" notice: sent once a person has added none for `quietMinutes`. */
  announcement: {
    quietMinutes: number;
    kind: NotificationKind;
    title: (name: string, count: number) => string;
    body: string;
    link: string;
    /** Makes the notice's dedupe key, with the circle, the person and the run's time. */
    dedupePrefix: string;
  };
}

/**
 * The lifecycle every kind of circle media shares (decisions 048, 052, 060, 065): "Recently
 * removed" with its undo window, bringing back, deleting for good, the purge after the window,
 * the batched "added" notices, and whether a stored file is still used. A kind declares itself
 * once (`defineCircleMedia`) and its routes and module use what this returns; adding, changing,
 * listing and presenting stay the kind's own, recording adding and changing with `recorded`.
 */
export function defineCircleMedia<Action extends string, Row extends CircleMediaRow>(
  kind: CircleMediaKind<Action, Row>,
) {
  const { table } = kind;
  const changed = (tx: Database, circleId: string) =>
    publishEvent(tx, { type: kind.changedEvent, circleId });

  /** The item, if this person may change it. */
  async function findChangeable(tx: Database, actor: CircleActor, id: string): Promise<Row> {
    const row = await kind.find(tx, actor.circleId, id);
    if (!kind.mayChange(actor, row)) throw forbidden(kind.messages.notYours);
    return row;
  }

  const byActor = (actor: CircleActor, step: Step, id: string, at: Date) =>
    ({ actor, action: kind.actions[step], subject: kind.subject(id), at }) as const;

  /**
   * Records a step that stays the kind's own, adding an item or changing its details (with the
   * fields that changed as `detail`), in the audit log, and tells the circle's screens.
   */
  async function recorded(
    tx: Database,
    options: {
      actor: CircleActor;
      step: 'added' | 'changed';
      id: string;
      at: Date;
      detail?: string;
    },
  ): Promise<void> {
    const { actor, step, id, at, detail } = options;
    await kind.audit.record(tx, { ...byActor(actor, step, id, at), detail });
    await changed(tx, actor.circleId);
  }

  /** When an item removed at `removedAt` is deleted for good, for its screens. */
  const deletesOn = (removedAt: Date | null): string | null =>
    removedAt ? new Date(removedAt.getTime() + kind.undoDays * DAY_MS).toISOString() : null;

  /** Moves an item to "Recently removed"; its files stay until the purge job. */
  async function remove(options: { db: Database; actor: CircleActor; id: string; at: Date }) {
    const { db, actor, id, at } = options;
    await db.transaction(async (tx) => {
      const row = await findChangeable(tx, actor, id);
      if (row.removedAt) return;
      await tx
        .update(table)
        .set({ removedAt: at, removedByUserId: actor.user.id })
        .where(eq(table.id, id));
      await kind.audit.record(tx, byActor(actor, 'removed', id, at));
      await changed(tx, actor.circleId);
    });
  }

  /** Brings an item back from "Recently removed"; one not removed stays as it is. */
  async function restore(options: { db: Database; actor: CircleActor; id: string; at: Date }) {
    const { db, actor, id, at } = options;
    await db.transaction(async (tx) => {
      const row = await findChangeable(tx, actor, id);
      if (!row.removedAt) return;
      await tx
        .update(table)
        .set({ removedAt: null, removedByUserId: null, updatedAt: at })
        .where(eq(table.id, id));
      await kind.audit.record(tx, byActor(actor, 'restored', id, at));
      await changed(tx, actor.circleId);
    });
  }

  /**
   * Deletes an item in "Recently removed" for good now, so a family out of room frees it at once
   * (decision 065): the same rights as bringing it back, and only once it is removed. The row
   * goes like the purge's (its trigger lists its files), then the files leave the store; if the
   * store fails, the listing stays and the file-deletions job removes them later.
   */
  async function deleteForGood(options: {
    db: Database;
    files: FileStore;
    actor: CircleActor;
    id: string;
    at: Date;
  }) {
    const { db, files, actor, id, at } = options;
    await db.transaction(async (tx) => {
      const row = await findChangeable(tx, actor, id);
      if (!row.removedAt) throw conflict(kind.messages.notRemoved);
      // Only while still removed: a restore that committed meanwhile keeps it.
      const gone = await tx
        .delete(table)
        .where(and(eq(table.id, id), isNotNull(table.removedAt)))
        .returning({ id: table.id });
      if (!gone.length) throw conflict(kind.messages.notRemoved);
      await kind.audit.record(tx, byActor(actor, 'deleted', id, at));
      await changed(tx, actor.circleId);
    });
    await forgetFilesNow({ db, files, keys: kind.fileKeys(actor.circleId, id) });
  }

  /**
   * Deletes the rows of items removed more than `undoDays` days ago, checking the days again as
   * each goes, so one restored (or removed anew) meanwhile stays. Only the row: its trigger lists
   * its files, and the platform's file-deletions job removes them once no row names them
   * (decision 047).
   */
  async function purge(options: { db: Database; clock: Clock }): Promise<number> {
    const { db, clock } = options;
    const now = clock.now();
    const expired = lt(table.removedAt, new Date(now.getTime() - kind.undoDays * DAY_MS));
    const due = (await db
      .select({ id: table.id, circleId: table.circleId })
      .from(table)
      .where(expired)
      .limit(500)) as { id: string; circleId: string }[];
    let purged = 0;
    for (const item of due) {
      await db.transaction(async (tx) => {
        const gone = await tx
          .delete(table)
          .where(and(eq(table.id, item.id), expired))
          .returning({ id: table.id });
        if (!gone.length) return;
        purged += 1;
        await kind.audit.record(tx, {
          circleId: item.circleId,
          actorUserId: null,
          action: kind.actions.purged,
          subject: kind.subject(item.id),
          at: now,
        });
        await changed(tx, item.circleId);
      });
    }
    return purged;
  }

  /**
   * Tells the circle about new items once per batch: a person's additions are announced together
   * when they have added none for `quietMinutes` minutes ("Rosa added 3 photos"), to everyone in
   * the circle but them, under a kind people can turn off. Items removed before the notice are
   * not counted.
   */
  async function announce(options: {
    db: Database;
    clock: Clock;
    notifier: Notifier;
  }): Promise<number> {
    const { db, clock, notifier } = options;
    const { announcement } = kind;
    const now = clock.now();
    const quietSince = new Date(now.getTime() - announcement.quietMinutes * 60_000);
    const batches = (await db
      .select({
        circleId: table.circleId,
        userId: table.addedByUserId,
        latest: sql<Date>`max(${table.createdAt})`.mapWith((v) => new Date(v as string)),
      })
      .from(table)
      .where(and(isNull(table.announcedAt), isNotNull(table.addedByUserId)))
      .groupBy(table.circleId, table.addedByUserId)) as {
      circleId: string;
      userId: string | null;
      latest: Date;
    }[];
    let sent = 0;
    for (const batch of batches) {
      if (!batch.userId || batch.latest > quietSince) continue;
      const userId = batch.userId;
      await db.transaction(async (tx) => {
        const claimed = (await tx
          .update(table)
          .set({ announcedAt: now })
          .where(
            and(
              eq(table.circleId, batch.circleId),
              eq(table.addedByUserId, userId),
              isNull(table.announcedAt),
            ),
          )
          .returning({ id: table.id, removedAt: table.removedAt })) as {
          removedAt: Date | null;
        }[];
        const shown = claimed.filter((item) => !item.removedAt).length;
        if (!shown) return;
        const [adder] = await tx
          .select({ name: users.name })
          .from(users)
          .where(eq(users.id, userId));
        const others = await tx
          .select({ userId: circleMembers.userId })
          .from(circleMembers)
          .where(and(eq(circleMembers.circleId, batch.circleId), ne(circleMembers.userId, userId)));
        if (!others.length) return;
        await notifier.notify(tx, {
          circleId: batch.circleId,
          recipients: others.map((o) => o.userId),
          kind: announcement.kind,
          title: announcement.title(adder?.name ?? 'Someone', shown),
          body: announcement.body,
          link: announcement.link,
          dedupeKey: `${announcement.dedupePrefix}:${batch.circleId}:${userId}:${now.toISOString()}`,
          at: now,
        });
        sent += 1;
      });
    }
    return sent;
  }

  /**
   * Whether an item's row, removed but restorable ones included, still names this file: the
   * platform's file-deletions job asks before it removes one.
   */
  async function isFileUsed(db: Database, key: string): Promise<boolean> {
    const match = kind.fileKeyPattern.exec(key);
    if (!match) return false;
    const [, circleId, id] = match;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id!), eq(table.circleId, circleId!)))
      .limit(1);
    return row !== undefined;
  }

  /** The kind's two jobs: the batched notices every minute, the purge every hour and at start. */
  const jobs: readonly JobDefinition[] = [
    {
      name: `${kind.name}-announcements`,
      everyMs: 60_000,
      run: ({ db, clock, notifier }) => announce({ db, clock, notifier }),
    },
    {
      name: `${kind.name}-purge`,
      everyMs: 60 * 60_000,
      isRunAtStart: true,
      run: ({ db, clock }) => purge({ db, clock }),
    },
  ];

  return {
    deletesOn,
    findChangeable,
    recorded,
    remove,
    restore,
    deleteForGood,
    purge,
    announce,
    isFileUsed,
    jobs,
  };
}

export type CircleMedia = ReturnType<typeof defineCircleMedia>;

/** Whether any of these kinds still names the file (a module's `isFileUsed`). */
export const isAnyMediaFileUsed =
  (kinds: readonly Pick<CircleMedia, 'isFileUsed'>[]) =>
  async (db: Database, key: string): Promise<boolean> => {
    for (const kind of kinds) if (await kind.isFileUsed(db, key)) return true;
    return false;
  };
