import { endpointRoutes } from './api-contract';

/**
 * Appointments and each member's calendar feed: where each answers (their schemas:
 * appointments.contract.ts).
 */
export const appointmentsEndpoints = endpointRoutes({
  list: { method: 'GET', path: '/api/circle/appointments' },
  create: { method: 'POST', path: '/api/circle/appointments' },
  view: { method: 'GET', path: '/api/circle/appointments/:id' },
  update: { method: 'PUT', path: '/api/circle/appointments/:id' },
  cancel: { method: 'POST', path: '/api/circle/appointments/:id/cancel' },
  restore: { method: 'POST', path: '/api/circle/appointments/:id/restore' },
  feed: { method: 'GET', path: '/api/circle/calendar-feed' },
  createFeed: { method: 'POST', path: '/api/circle/calendar-feed' },
  revokeFeed: { method: 'DELETE', path: '/api/circle/calendar-feed' },
});

/**
 * The appointment routes the contract cannot describe (a multipart form, an iCalendar file): not
 * JSON calls, so not in `appointmentsEndpoints`; screens build their URLs with `endpointUrl`.
 */
export const appointmentFileRoutes = endpointRoutes({
  /** Notes after the visit: multipart ("notesAfter", a picture "photo", "removeAttachment"). */
  saveNotes: { method: 'PUT', path: '/api/circle/appointments/:id/notes' },
  /** One appointment as an iCalendar file, for an `<a href download>`. */
  calendarFile: { method: 'GET', path: '/api/circle/appointments/:id/calendar.ics' },
});
