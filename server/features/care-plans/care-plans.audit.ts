import { defineAuditActions } from '../../platform/audit/audit-actions';

export const carePlansAudit = defineAuditActions({
  'care_plan.template_used': 'Made the care plan from a stage template',
  'care_plan.item_added': 'Added an item to the care plan',
  'care_plan.item_archived': 'Put away an item of the care plan',
  'care_plan.item_restored': 'Brought back an item of the care plan',
  'care_plan.updated': 'Changed the care plan’s notes or review date',
  'care_plan.reviewed': 'Reviewed the care plan',
  'care_plan.downloaded': 'Downloaded the care plan as a PDF',
});
