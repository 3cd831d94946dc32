import { z } from 'zod';
import { contract } from './api-contract';
import {
  asNeededLogSchema,
  dayDosesSchema,
  dayQuerySchema,
  doseEventSchema,
  doseLogSchema,
  medicationInputSchema,
  medicationSchema,
  medicationSettingsSchema,
  stockUpdateSchema,
} from './medications';
import { medicationsEndpoints } from './medications.endpoints';

/** Medicines and their doses with their schemas, for the server, OpenAPI and forms. */
const tags = ['medications'] as const;
const errors = [400, 401, 403, 404, 409, 413] as const;
const idParams = z.object({ id: z.uuid({ error: 'We could not find that medicine.' }) });
const doseParams = z.object({ id: z.uuid({ error: 'We could not find that dose.' }) });
const changed = { 200: medicationSchema };

export const medicationsApi = contract(medicationsEndpoints, {
  list: {
    summary: 'Every medicine of the circle: active, paused and stopped (the view is audited)',
    tags,
    responses: { 200: z.array(medicationSchema) },
    errors,
  },
  create: {
    summary: 'Add a medicine and plan its doses',
    tags,
    body: medicationInputSchema,
    responses: { 201: medicationSchema },
    errors,
  },
  view: { summary: 'One medicine', tags, params: idParams, responses: changed, errors },
  update: {
    summary: 'Change a medicine; a new schedule re-plans future doses and keeps past ones',
    tags,
    params: idParams,
    body: medicationInputSchema,
    responses: changed,
    errors,
  },
  pause: {
    summary: "Pause a medicine's reminders",
    tags,
    params: idParams,
    responses: changed,
    errors,
  },
  resume: {
    summary: "Resume a medicine's reminders",
    tags,
    params: idParams,
    responses: changed,
    errors,
  },
  stop: {
    summary: 'Stop a medicine (kept in the history)',
    tags,
    params: idParams,
    responses: changed,
    errors,
  },
  setPhoto: {
    summary: 'A photo of the pill or box (multipart field "photo"), re-encoded without metadata',
    tags,
    params: idParams,
    file: { required: true },
    responses: changed,
    errors,
  },
  restock: {
    summary: 'How many are on hand after a refill',
    tags,
    params: idParams,
    body: stockUpdateSchema,
    responses: changed,
    errors,
  },
  logAsNeeded: {
    summary:
      'Log an as-needed dose now (multipart: notes, acknowledgeWarnings, optional "photo"); 409 explains a too-soon or over-the-limit dose',
    tags,
    params: idParams,
    body: asNeededLogSchema,
    file: { required: false },
    responses: { 201: doseEventSchema },
    errors,
  },
  doses: {
    summary: 'One day of doses in order (today in the care recipient’s time zone by default)',
    tags,
    query: dayQuerySchema,
    responses: { 200: dayDosesSchema },
    errors,
  },
  logDose: {
    summary:
      'Log a dose as taken or skipped (multipart: status, skipReason, notes, confirmEarly, optional "photo"); 409 explains a dose taken more than an hour early without confirmEarly=true',
    tags,
    params: doseParams,
    body: doseLogSchema,
    file: { required: false },
    responses: { 200: doseEventSchema },
    errors,
  },
  settings: {
    summary: 'The circle’s reminder lead, grace period and repeat',
    tags,
    responses: { 200: medicationSettingsSchema },
    errors,
  },
  saveSettings: {
    summary: 'Change the circle’s reminder settings',
    tags,
    body: medicationSettingsSchema,
    responses: { 200: medicationSettingsSchema },
    errors,
  },
});
