import { defineAuditActions } from '../../platform/audit/audit-actions';
import { communityRecorder } from './moderated-writing';

/**
 * Expert questions (decision 049), recorded like the rest of the community: members without a
 * circle, with the question as the subject; experts and moderators with `staff:<id>` as the
 * subject and what they acted on in the detail.
 */
export const questionsAudit = defineAuditActions({
  'community.question_asked': 'Asked the community’s experts a question',
  'community.question_resolved': 'Said an expert’s answer answered their question',
  'community.question_deleted': 'Deleted a question to the experts',
  'community.question_crisis_flagged':
    'Crisis language in a question to the experts reached the moderators',
  'community.questions_viewed': 'Opened the expert questions',
  'community.question_answered': 'Answered a community question as an expert',
  'community.question_hidden': 'Hid a community question or answer',
  'community.question_restored': 'Restored a community question or answer',
  'community.question_dismissed':
    'Closed an urgent or reported question or answer without a change',
  'community.question_reported': 'Reported a question in the expert area to the moderators',
  'community.answer_reported': 'Reported an expert’s answer to the moderators',
});

/** A member's action on a question, and an expert's or moderator's, recorded in the expert area's words. */
export const { member: recordAsker, staff: recordStaff } = communityRecorder(questionsAudit);
