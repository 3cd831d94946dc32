import {
  type DeskRequest,
  type DeskRequestDetail,
  RESPONSE_PROMISE_HOURS,
} from '../../../shared/assistant';
import type { contactRequestNotes, contactRequests } from './contact-requests.schema';

export interface DeskRow {
  request: typeof contactRequests.$inferSelect;
  claimedBy: { id: string; name: string } | null;
}

/** When the desk promised to answer, from the urgency the person chose. */
export const respondBy = (
  request: Pick<typeof contactRequests.$inferSelect, 'createdAt' | 'urgency'>,
): Date =>
  new Date(request.createdAt.getTime() + RESPONSE_PROMISE_HOURS[request.urgency] * 3600_000);

export const presentDeskRequest = ({ request, claimedBy }: DeskRow): DeskRequest => ({
  id: request.id,
  name: request.name,
  email: request.email,
  phone: request.phone,
  subject: request.subject,
  message: request.message,
  urgency: request.urgency,
  status: request.status,
  source: request.source,
  createdAt: request.createdAt.toISOString(),
  respondBy: respondBy(request).toISOString(),
  claimedBy,
});

export const presentDeskRequestDetail = (
  detail: DeskRow & {
    notes: { note: typeof contactRequestNotes.$inferSelect; author: string | null }[];
  },
): DeskRequestDetail => ({
  ...presentDeskRequest(detail),
  conversation: detail.request.conversation.map(({ role, content }) => ({ role, content })),
  notes: detail.notes.map(({ note, author }) => ({
    id: note.id,
    body: note.body,
    createdAt: note.createdAt.toISOString(),
    author: author ?? 'Former staff member',
  })),
});
