import { contract } from './api-contract';
import { recipientSchema, recipientUpdateSchema } from './care-recipient';
import { careRecipientEndpoints } from './care-recipient.endpoints';

/** The care recipient's endpoints with their schemas, for the server, OpenAPI and forms. */
const tags = ['care recipient'] as const;
const errors = [400, 401, 403, 404, 413] as const;
const responses = { 200: recipientSchema };

export const careRecipientApi = contract(careRecipientEndpoints, {
  view: {
    summary: 'The profile of the person cared for (the view is audited)',
    tags,
    responses,
    errors,
  },
  update: {
    summary: 'Change some fields of the profile (one step of the guided setup, or an edit)',
    tags,
    body: recipientUpdateSchema,
    responses,
    errors,
  },
  setPhoto: {
    summary: 'Upload their photo (multipart field "photo"); it is re-encoded without metadata',
    tags,
    file: { required: true },
    responses,
    errors,
  },
  removePhoto: { summary: 'Remove their photo', tags, responses, errors },
});
