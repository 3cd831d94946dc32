import type { User } from '../../../shared/auth';
import type { SessionUser } from './sessions.service';

/** Exactly the fields of a user that leave the server. */
export const presentUser = (user: SessionUser, circleId: string | null): User => ({
  id: user.id,
  name: user.name,
  email: user.email,
  phoneNumber: user.phoneNumber,
  role: user.role,
  circleId,
});
