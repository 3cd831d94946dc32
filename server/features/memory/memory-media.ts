import {
  type CircleMediaKind,
  type CircleMediaRow,
  defineCircleMedia,
} from '../../platform/circle-media/circle-media';
import { memoryAudit } from './memory.audit';
import { mayChange } from './memory.policy';

/**
 * Memory support's circle media (photos, recordings; the lifecycle: `defineCircleMedia`), named
 * after its noun throughout: the jobs `memory-<noun>-purge` and `memory-<noun>-announcements`,
 * the audit actions `memory.<noun>_added` … `memory.<noun>_purged` on `memory_<noun>:<id>`, and
 * the batched notice "Rosa added 3 <noun>s" (kind `memory.<noun>s_added`) that opens
 * `/memory-support/<noun>s`. Whoever added an item, or a caregiver, changes it (`mayChange`).
 */
export function defineMemoryMedia<Row extends CircleMediaRow>(
  kind: Pick<
    CircleMediaKind<string, Row>,
    'table' | 'find' | 'messages' | 'undoDays' | 'changedEvent' | 'fileKeys' | 'fileKeyPattern'
  > & {
    noun: 'photo' | 'recording';
    /** The notice waits until its adder has added none for this many minutes. */
    quietMinutes: number;
    /** What the notice says to do. */
    body: string;
  },
) {
  const { noun, quietMinutes, body, ...lifecycle } = kind;
  return defineCircleMedia({
    ...lifecycle,
    name: `memory-${noun}`,
    mayChange,
    audit: memoryAudit,
    actions: {
      added: `memory.${noun}_added`,
      changed: `memory.${noun}_changed`,
      removed: `memory.${noun}_removed`,
      restored: `memory.${noun}_restored`,
      deleted: `memory.${noun}_deleted`,
      purged: `memory.${noun}_purged`,
    },
    subject: (id) => `memory_${noun}:${id}`,
    announcement: {
      quietMinutes,
      kind: `memory.${noun}s_added`,
      title: (name, count) => `${name} added ${count === 1 ? `a ${noun}` : `${count} ${noun}s`}`,
      body,
      link: `/memory-support/${noun}s`,
      dedupePrefix: `memory-${noun}s`,
    },
  });
}
