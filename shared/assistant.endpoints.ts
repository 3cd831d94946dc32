import { endpointRoutes } from './api-contract';

/**
 * The Kinwell Assistant: a question, and a request for a personal consultation (the spec's own
 * endpoints, their paths and payloads exactly as it gives them): where each answers (their
 * schemas: assistant.contract.ts). The staff desk's side of the requests is staff.endpoints.ts.
 */
export const assistantEndpoints = endpointRoutes({
  chat: { method: 'POST', path: '/api/chat' },
  contactRequest: { method: 'POST', path: '/api/contact-request' },
});
