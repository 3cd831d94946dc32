import { can } from '../../../shared/permissions';
import { forbidden } from '../../lib/errors';
import type { CircleActor } from '../../platform/circles/circles.policy';

export const NOT_YOUR_SONG_MESSAGE =
  'Only the person who added this song, or a caregiver, can change or remove it.';

/**
 * Memory content is edited by whoever added it; a caregiver may edit or remove anything
 * (`memories.manage`). A song whose adder's account is gone is a caregiver's to change.
 */
export function assertMayChange(
  actor: CircleActor,
  row: { addedByUserId: string | null },
  message = NOT_YOUR_SONG_MESSAGE,
): void {
  if (!mayChange(actor, row)) throw forbidden(message);
}

export const mayChange = (actor: CircleActor, row: { addedByUserId: string | null }): boolean =>
  row.addedByUserId === actor.user.id || can(actor.role, 'memories.manage');
