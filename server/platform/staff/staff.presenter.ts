import type { Staff } from '../../../shared/staff';
import type { staffUsers } from './staff.schema';

export const presentStaff = (staff: typeof staffUsers.$inferSelect): Staff => ({
  id: staff.id,
  name: staff.name,
  email: staff.email,
  role: staff.role,
});
