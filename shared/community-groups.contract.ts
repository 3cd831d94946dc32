import { z } from 'zod';
import { contract } from './api-contract';
import {
  groupEditSchema,
  groupInputSchema,
  staffGroupListSchema,
  staffGroupSchema,
} from './community-groups';
import { communityGroupsEndpoints } from './community-groups.endpoints';

/** Staff's support-group endpoints with their schemas, for the server, OpenAPI and forms. */
const tags = ['staff'] as const;
const errors = [400, 401, 403, 404, 409] as const;
const params = z.object({ id: z.uuid({ error: 'We could not find that group.' }) });

export const communityGroupsApi = contract(communityGroupsEndpoints, {
  list: {
    summary: 'Every support group, closed ones too, with its members and posts counted',
    tags,
    responses: { 200: staffGroupListSchema },
    errors,
  },
  create: {
    summary: 'Create a support group: its name, kind, purpose and rules',
    tags,
    body: groupInputSchema,
    responses: { 201: staffGroupSchema },
    errors,
  },
  edit: {
    summary: 'Change a group’s name, purpose and rules (its kind and address stay)',
    tags,
    params,
    body: groupEditSchema,
    responses: { 200: staffGroupSchema },
    errors,
  },
  archive: {
    summary: 'Close a group to new posts, replies and members; its members still read it',
    tags,
    params,
    responses: { 200: staffGroupSchema },
    errors,
  },
  restore: {
    summary: 'Open a closed group again, as it was',
    tags,
    params,
    responses: { 200: staffGroupSchema },
    errors,
  },
});
