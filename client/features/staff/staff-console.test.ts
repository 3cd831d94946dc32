import { expect, it } from 'vitest';
import { type Staff, STAFF_ROLES } from '../../../shared/staff';
import { consoleScreensFor, staffHomeOf } from './staff-console.part';

const staffOf = (role: Staff['role']): Staff => ({
  id: '5b0d6f53-1a9b-4c0e-9a55-2f0c1f7d8e11',
  name: 'Pat Staff',
  email: 'pat@kinwell.example',
  role,
  credentials: null,
});

it('lands each staff role on a screen it can act on', () => {
  expect(
    Object.fromEntries(STAFF_ROLES.map((role) => [role, staffHomeOf(staffOf(role)).to])),
  ).toEqual({
    specialist: '/staff',
    moderator: '/staff/community',
    expert: '/staff/questions',
    admin: '/staff',
  });
  for (const role of STAFF_ROLES) {
    const screens = consoleScreensFor(staffOf(role)).map((screen) => screen.to);
    expect(screens).toContain(staffHomeOf(staffOf(role)).to);
  }
});
