import { defineAuditActions } from '../../platform/audit/audit-actions';
import { communityRecorder } from './moderated-writing';

/**
 * The community is the account's, not a circle's (decision 045): members' actions are recorded
 * without a circle, with the post or reply as the subject; moderators' actions name the staff
 * member as the subject (`staff:<id>`, as the console does) and what they acted on in the detail.
 */
export const communityAudit = defineAuditActions({
  'community.guidelines_accepted': 'Accepted the community guidelines',
  'community.name_changed': 'Changed their community name',
  'community.post_created': 'Wrote a community post',
  'community.post_edited': 'Edited a community post',
  'community.post_deleted': 'Deleted a community post',
  'community.reply_created': 'Replied in the community',
  'community.reply_edited': 'Edited a community reply',
  'community.reply_deleted': 'Deleted a community reply',
  'community.reported': 'Reported a community post or reply',
  'community.crisis_flagged': 'Crisis language in a community post or reply reached the moderators',
  'community.queue_viewed': 'Opened the moderation queue',
  'community.hidden': 'Hid a community post or reply',
  'community.restored': 'Restored a community post or reply',
  'community.dismissed': 'Closed reports on a community post or reply without a change',
  'community.approved': 'Approved a community post or reply that was held for review',
  'community.moderator_edited': 'Edited a community post or reply as a moderator, with a note',
  'community.warned': 'Warned the writer of a community post or reply',
  'community.suspended': 'Paused a community member’s posting for a time',
  'community.suspension_lifted': 'Lifted a pause on a community member’s posting early',
  'community.pauses_viewed': 'Opened the list of community members whose posting is paused',
  'community.held_words_changed': 'Changed the community’s list of words held for review',
  'community.group_created': 'Created a community group',
  'community.group_edited': 'Changed a community group’s name, purpose or rules',
  'community.group_archived': 'Closed a community group to new posts, members and replies',
  'community.group_restored': 'Opened a closed community group again',
  'community.helped': 'Said a community post or reply helped',
  'community.helped_withdrawn': 'Took back “this helped” on a community post or reply',
  'community.followed': 'Followed a community thread',
  'community.unfollowed': 'Stopped following a community thread',
});

/** A member's action, and a moderator's, recorded in the community's words. */
export const { member: recordMember, staff: recordModerator } = communityRecorder(communityAudit);
