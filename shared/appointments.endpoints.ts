import { endpointRoutes } from './api-contract';

/**
 * Appointments and each member's calendar feed: where each answers (their schemas:
 * appointments.contract.ts). The notes after a visit are an upload (a picture of its summary).
 */
export const appointmentsEndpoints = endpointRoutes({
  list: { method: 'GET', path: '/api/circle/appointments' },
  create: { method: 'POST', path: '/api/circle/appointments' },
  view: { method: 'GET', path: '/api/circle/appointments/:id' },
  update: { method: 'PUT', path: '/api/circle/appointments/:id' },
  cancel: { method: 'POST', path: '/api/circle/appointments/:id/cancel' },
  restore: { method: 'POST', path: '/api/circle/appointments/:id/restore' },
  saveNotes: { method: 'PUT', path: '/api/circle/appointments/:id/notes', upload: 'photo' },
  feed: { method: 'GET', path: '/api/circle/calendar-feed' },
  createFeed: { method: 'POST', path: '/api/circle/calendar-feed' },
  revokeFeed: { method: 'DELETE', path: '/api/circle/calendar-feed' },
});

/**
 * The appointment route the contract cannot describe (an iCalendar file, not JSON): screens build
 * its URL with `endpointUrl`.
 */
export const appointmentFileRoutes = endpointRoutes({
  /** One appointment as an iCalendar file, for an `<a href download>`. */
  calendarFile: { method: 'GET', path: '/api/circle/appointments/:id/calendar.ics' },
});
