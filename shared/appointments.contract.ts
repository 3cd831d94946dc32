import { z } from 'zod';
import { contract } from './api-contract';
import {
  appointmentInputSchema,
  appointmentListQuerySchema,
  appointmentNotesSchema,
  appointmentSchema,
  calendarFeedSchema,
} from './appointments';
import { appointmentsEndpoints } from './appointments.endpoints';

/** Appointments and calendar feeds with their schemas, for the server, OpenAPI and forms. */
const tags = ['appointments'] as const;
const errors = [400, 401, 403, 404, 413] as const;

/** An appointment's id in a path (also read by the calendar file's route, outside the contract). */
export const appointmentIdParams = z.object({
  id: z.uuid({ error: 'We could not find that appointment.' }),
});

export const appointmentsApi = contract(appointmentsEndpoints, {
  list: {
    summary: 'Appointments between two dates (default: from today on), soonest first',
    tags,
    query: appointmentListQuerySchema,
    responses: { 200: z.array(appointmentSchema) },
    errors,
  },
  create: {
    summary: 'Add an appointment (date and times in the care recipient’s time zone)',
    tags,
    body: appointmentInputSchema,
    responses: { 201: appointmentSchema },
    errors,
  },
  view: {
    summary: 'One appointment',
    tags,
    params: appointmentIdParams,
    responses: { 200: appointmentSchema },
    errors,
  },
  update: {
    summary: 'Change an appointment; its reminders move with it',
    tags,
    params: appointmentIdParams,
    body: appointmentInputSchema,
    responses: { 200: appointmentSchema },
    errors,
  },
  cancel: {
    summary: 'Cancel an appointment (its reminders stop); restore undoes it',
    tags,
    params: appointmentIdParams,
    responses: { 200: appointmentSchema },
    errors,
  },
  restore: {
    summary: 'Bring back a cancelled appointment (the undo of cancelling)',
    tags,
    params: appointmentIdParams,
    responses: { 200: appointmentSchema },
    errors,
  },
  saveNotes: {
    summary:
      'Notes after the visit (multipart: "notesAfter", optional picture "photo", "removeAttachment")',
    tags,
    params: appointmentIdParams,
    body: appointmentNotesSchema,
    file: { required: false },
    responses: { 200: appointmentSchema },
    errors,
  },
  feed: {
    summary: 'Whether you have a calendar feed (its address was shown when it was made)',
    tags,
    responses: { 200: calendarFeedSchema },
    errors,
  },
  createFeed: {
    summary: 'A new private feed address for your phone’s calendar; the old one stops',
    tags,
    responses: { 201: calendarFeedSchema },
    errors,
  },
  revokeFeed: {
    summary: 'Turn your calendar feed off: phones stop getting appointments from it',
    tags,
    responses: { 204: z.null() },
    errors,
  },
});
