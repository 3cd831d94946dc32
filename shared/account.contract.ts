import { z } from 'zod';
import {
  accountDeletionSchema,
  accountSchema,
  displayPreferencesSchema,
  emailChangeSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  sessionInfoSchema,
} from './account';
import { accountEndpoints } from './account.endpoints';
import { contract } from './api-contract';
import { messageSchema, userSchema } from './auth';

/** A person's own account endpoints with their schemas, for the server, OpenAPI and forms. */
const tags = ['account'] as const;
const errors = [400, 401, 404, 409, 429] as const;

export const accountApi = contract(accountEndpoints, {
  view: {
    summary: 'Your display preferences and account status',
    tags,
    responses: { 200: accountSchema },
    errors,
  },
  updateProfile: {
    summary: 'Change your name and phone number',
    tags,
    body: profileUpdateSchema,
    responses: { 200: userSchema },
    errors,
  },
  resendEmailConfirmation: {
    summary: 'Send the link that confirms your email address again (3 an hour)',
    tags,
    responses: { 200: messageSchema },
    errors,
  },
  changeEmail: {
    summary:
      'Ask to change your email (needs your current password): a link goes to the new address, which takes effect when it is opened',
    tags,
    body: emailChangeSchema,
    responses: { 202: messageSchema },
    errors,
  },
  cancelEmailChange: {
    summary:
      'Cancel the change of email you asked for: the link sent to the new address stops working',
    tags,
    responses: { 204: z.null() },
    errors,
  },
  changePassword: {
    summary: 'Change your password; every other device is signed out',
    tags,
    body: passwordChangeSchema,
    responses: { 204: z.null() },
    errors,
  },
  sessions: {
    summary: 'The devices signed in to your account',
    tags,
    responses: { 200: z.array(sessionInfoSchema) },
    errors,
  },
  endSession: {
    summary: 'Sign out one device',
    tags,
    params: z.object({ id: z.uuid({ error: 'We could not find that device.' }) }),
    responses: { 204: z.null() },
    errors,
  },
  endOtherSessions: {
    summary: 'Sign out everywhere else',
    tags,
    responses: { 204: z.null() },
    errors,
  },
  savePreferences: {
    summary: 'Save how Kinwell looks for you (large text, high contrast, reduced motion)',
    tags,
    body: displayPreferencesSchema,
    responses: { 200: displayPreferencesSchema },
    errors,
  },
  scheduleDeletion: {
    summary: 'Delete your account after a grace period (needs your current password)',
    tags,
    body: accountDeletionSchema,
    responses: { 200: accountSchema },
    errors,
  },
  cancelDeletion: {
    summary: 'Keep your account: cancel a deletion still in its grace period',
    tags,
    responses: { 200: accountSchema },
    errors,
  },
});
