import { z } from 'zod';

// What memory support's items share in their schemas: who added them, the fields of "Recently
// removed" that photos and recordings carry (the circle-media lifecycle,
// server/platform/circle-media/), and the optional texts they are described with.

/** Who added an item: a member's id and name, or a former member's words. */
export const memberRefSchema = z.object({ id: z.string(), name: z.string() });

/** The fields every kind of circle media answers with, beside its own. */
export const circleMediaFields = {
  addedBy: memberRefSchema,
  addedAt: z.string(),
  updatedAt: z.string(),
  /** Set while the item waits in "Recently removed". */
  removedAt: z.string().nullable(),
  /** When it will be deleted for good, while removed. */
  deletesOn: z.string().nullable(),
  /** Whether the viewer may change, remove, restore or delete it. */
  canChange: z.boolean(),
};

/** An optional text of at most `max` characters; left empty, it is `null`. */
export const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null));
