import { z } from 'zod';
import { contract } from './api-contract';
import {
  contactOrderSchema,
  createdEmergencyLinkSchema,
  createEmergencyLinkSchema,
  emergencyContactInputSchema,
  emergencyContactSchema,
  emergencyLinkSchema,
  emergencyProfileSchema,
  emergencyProfileUpdateSchema,
  locationShareSchema,
  positionSchema,
  startSharingSchema,
} from './emergency';
import { emergencyEndpoints } from './emergency.endpoints';

/** The emergency endpoints with their schemas, for the server, OpenAPI and forms. */
const tags = ['emergency'] as const;
const errors = [400, 401, 403, 404, 409] as const;
const idParams = z.object({ id: z.uuid({ error: 'We could not find that.' }) });

export const emergencyApi = contract(emergencyEndpoints, {
  // Emergency contacts
  listContacts: {
    summary: 'Who to call in an emergency, in order',
    tags,
    responses: { 200: z.array(emergencyContactSchema) },
    errors,
  },
  addContact: {
    summary: 'Add an emergency contact (last in the order)',
    tags,
    body: emergencyContactInputSchema,
    responses: { 201: emergencyContactSchema },
    errors,
  },
  updateContact: {
    summary: 'Change an emergency contact',
    tags,
    params: idParams,
    body: emergencyContactInputSchema,
    responses: { 200: emergencyContactSchema },
    errors,
  },
  removeContact: {
    summary: 'Remove an emergency contact',
    tags,
    params: idParams,
    responses: { 204: z.null() },
    errors,
  },
  reorderContacts: {
    summary: 'Put the emergency contacts in a new order (first is called first)',
    tags,
    body: contactOrderSchema,
    responses: { 200: z.array(emergencyContactSchema) },
    errors,
  },
  // The medical emergency profile
  profile: {
    summary: 'The emergency profile: what paramedics need (the view is audited)',
    tags,
    responses: { 200: emergencyProfileSchema },
    errors,
  },
  updateProfile: {
    summary: 'Change some fields of the emergency profile',
    tags,
    body: emergencyProfileUpdateSchema,
    responses: { 200: emergencyProfileSchema },
    errors,
  },
  // Links to the printable sheet
  listLinks: {
    summary: 'Links to the emergency sheet (the QR codes on printed sheets)',
    tags,
    responses: { 200: z.array(emergencyLinkSchema) },
    errors,
  },
  createLink: {
    summary: 'A new link to the emergency sheet; its address is in this answer only',
    tags,
    body: createEmergencyLinkSchema,
    responses: { 201: createdEmergencyLinkSchema },
    errors,
  },
  revokeLink: {
    summary: 'Turn a link off: its QR code stops working at once',
    tags,
    params: idParams,
    responses: { 204: z.null() },
    errors,
  },
  // Location sharing
  listLocations: {
    summary: 'Who is sharing their location now, with the last known position',
    tags,
    responses: { 200: z.array(locationShareSchema) },
    errors,
  },
  startSharing: {
    summary: 'Start sharing your location with the circle, for an hour or until turned off',
    tags,
    body: startSharingSchema,
    responses: { 200: z.array(locationShareSchema) },
    errors,
  },
  sendPosition: {
    summary: 'Your latest position while sharing (replaces the previous one)',
    tags,
    body: positionSchema,
    responses: { 204: z.null() },
    errors,
  },
  stopSharing: {
    summary: 'Stop sharing your location; your last position is deleted',
    tags,
    responses: { 204: z.null() },
    errors,
  },
});
