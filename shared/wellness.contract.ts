import { z } from 'zod';
import { contract } from './api-contract';
import {
  respiteHelperInputSchema,
  respiteHelperSchema,
  respiteNotesSchema,
  respitePlanSchema,
  selfCheckInputSchema,
  selfCheckListSchema,
  selfCheckSchema,
  wellnessSettingsDtoSchema,
  wellnessSettingsSchema,
} from './wellness';
import { wellnessEndpoints } from './wellness.endpoints';

/** The wellness centre's endpoints with their schemas, for the server, OpenAPI and forms. */
const tags = ['wellness'] as const;
/** The person's own data: never the circle's, so no 403. */
const ownErrors = [400, 401, 404] as const;
/** The circle's respite plan: every member reads it, caregivers keep it. */
const respiteErrors = [400, 401, 403, 404] as const;
const selfCheckParams = z.object({ id: z.uuid({ error: 'We could not find that self-check.' }) });
const helperParams = z.object({ id: z.uuid({ error: 'We could not find that person.' }) });

export const wellnessApi = contract(wellnessEndpoints, {
  listSelfChecks: {
    summary: 'Your own caregiver self-checks, newest first (nobody else sees them)',
    tags,
    responses: { 200: selfCheckListSchema },
    errors: ownErrors,
  },
  takeSelfCheck: {
    summary: 'Take the caregiver self-check; scored as the AMA describes, kept for you alone',
    tags,
    body: selfCheckInputSchema,
    responses: { 201: selfCheckSchema },
    errors: ownErrors,
  },
  removeAllSelfChecks: {
    summary: 'Delete all your own self-checks',
    tags,
    responses: { 204: z.null() },
    errors: ownErrors,
  },
  viewSelfCheck: {
    summary: 'One of your own self-checks (anyone else’s answers 404)',
    tags,
    params: selfCheckParams,
    responses: { 200: selfCheckSchema },
    errors: ownErrors,
  },
  removeSelfCheck: {
    summary: 'Delete one of your own self-checks',
    tags,
    params: selfCheckParams,
    responses: { 204: z.null() },
    errors: ownErrors,
  },
  settings: {
    summary: 'Your ZIP code for local help and your daily self-care reminder',
    tags,
    responses: { 200: wellnessSettingsDtoSchema },
    errors: ownErrors,
  },
  saveSettings: {
    summary: 'Save your ZIP code and your daily self-care reminder',
    tags,
    body: wellnessSettingsSchema,
    responses: { 200: wellnessSettingsDtoSchema },
    errors: ownErrors,
  },
  respitePlan: {
    summary: 'Who can step in so a caregiver can rest, and what they need to know',
    tags,
    responses: { 200: respitePlanSchema },
    errors: respiteErrors,
  },
  saveRespiteNotes: {
    summary: 'What the person stepping in needs to know',
    tags,
    body: respiteNotesSchema,
    responses: { 200: respitePlanSchema },
    errors: respiteErrors,
  },
  addRespiteHelper: {
    summary: 'Add someone who can step in (a member of the circle or anyone trusted)',
    tags,
    body: respiteHelperInputSchema,
    responses: { 201: respiteHelperSchema },
    errors: respiteErrors,
  },
  removeRespiteHelper: {
    summary: 'Remove someone from the respite plan',
    tags,
    params: helperParams,
    responses: { 204: z.null() },
    errors: respiteErrors,
  },
});
