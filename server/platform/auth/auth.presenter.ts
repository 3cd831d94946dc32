import type { User } from '../../../shared/auth';
import type { Membership, SessionUser } from './sessions.service';

/**
 * Exactly the fields of a user that leave the server. `role` is the role in the current circle
 * (what the screens follow); outside any circle it is the role chosen at registration.
 */
export const presentUser = (user: SessionUser, membership: Membership | null): User => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: membership?.role ?? user.role,
  circleId: membership?.circleId ?? null,
});
