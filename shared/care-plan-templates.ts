import early from '../content/care-plans/early.json' with { type: 'json' };
import late from '../content/care-plans/late.json' with { type: 'json' };
import middle from '../content/care-plans/middle.json' with { type: 'json' };
import unsure from '../content/care-plans/unsure.json' with { type: 'json' };
import { carePlanTemplateSchema, type CarePlanTemplate } from './care-plans';
import type { DementiaStage } from './care-recipient';

/**
 * The stage templates, read from `content/care-plans/<stage>.json` and checked on load: a file
 * that breaks the schema fails the build and the tests, never a family's screen.
 */
export const TEMPLATE_FILES: Record<DementiaStage, unknown> = { early, middle, late, unsure };

export const CARE_PLAN_TEMPLATES: Record<DementiaStage, CarePlanTemplate> = {
  early: carePlanTemplateSchema.parse(early),
  middle: carePlanTemplateSchema.parse(middle),
  late: carePlanTemplateSchema.parse(late),
  unsure: carePlanTemplateSchema.parse(unsure),
};

/** The order the templates page shows them in. */
export const TEMPLATE_ORDER: readonly DementiaStage[] = ['early', 'middle', 'late', 'unsure'];
