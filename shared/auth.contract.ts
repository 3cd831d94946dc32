import { z } from 'zod';
import { contract } from './api-contract';
import {
  emailConfirmedSchema,
  linkTokenSchema,
  loginSchema,
  messageSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerSchema,
  userSchema,
} from './auth';
import { authEndpoints } from './auth.endpoints';

/** Accounts and sign-in with their schemas, for the server, OpenAPI and forms. */
const tags = ['auth'] as const;
const errors = [400, 401, 403, 409, 429] as const;

export const authApi = contract(authEndpoints, {
  register: {
    summary: 'Create an account and sign in',
    tags,
    body: registerSchema,
    responses: { 201: userSchema },
    errors,
  },
  login: {
    summary: 'Sign in with email and password; `rememberDevice` keeps the session longer',
    tags,
    body: loginSchema,
    responses: { 200: userSchema },
    errors,
  },
  user: {
    summary: 'The signed-in user, or 401 when signed out',
    tags,
    responses: { 200: userSchema },
    errors: [401],
  },
  logout: {
    summary: 'Sign out and end the session on the server',
    tags,
    responses: { 204: z.null() },
    errors: [403],
  },
  requestPasswordReset: {
    summary:
      'Email a one-hour link to reset the password; the same answer whether or not the address has an account',
    tags,
    body: passwordResetRequestSchema,
    responses: { 200: messageSchema },
    errors: [400, 429],
  },
  checkResetLink: {
    summary: 'Whether a reset link still works (410 when expired, used or unknown)',
    tags,
    body: linkTokenSchema,
    responses: { 204: z.null() },
    errors: [400, 410],
  },
  resetPassword: {
    summary:
      'Set a new password with a reset link: every session of the account ends and this browser is signed in',
    tags,
    body: passwordResetSchema,
    responses: { 200: userSchema },
    errors: [400, 410],
  },
  confirmEmail: {
    summary:
      'Open a link that confirms an email address: a change of address takes effect (410 when expired, used or unknown)',
    tags,
    body: linkTokenSchema,
    responses: { 200: emailConfirmedSchema },
    errors: [400, 409, 410],
  },
});
