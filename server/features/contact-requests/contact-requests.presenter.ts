import type { DeskRequest, DeskRequestDetail } from '../../../shared/assistant';
import type { DeskRow, getDeskRequest } from './contact-requests.service';
import { respondBy } from './contact-requests.service';

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
  detail: Awaited<ReturnType<typeof getDeskRequest>>,
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
