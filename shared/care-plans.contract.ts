import { z } from 'zod';
import { contract } from './api-contract';
import {
  applyTemplateSchema,
  carePlanAnswerSchema,
  ownPlanItemSchema,
  PLAN_ITEM_NOT_FOUND,
  planItemUpdateSchema,
  planUpdateSchema,
} from './care-plans';
import { carePlansEndpoints } from './care-plans.endpoints';

/** The circle's care plan endpoints with their schemas, for the server, OpenAPI and forms. */
const tags = ['care-plans'] as const;
const errors = [400, 401, 403, 404] as const;
const itemParams = z.object({
  id: z.uuid({ error: PLAN_ITEM_NOT_FOUND }),
});

export const carePlansApi = contract(carePlansEndpoints, {
  view: {
    summary: 'The circle’s care plan with each item’s task, and the next stage’s suggestion',
    tags,
    responses: { 200: carePlanAnswerSchema },
    errors,
  },
  applyTemplate: {
    summary: 'Use a stage template: the kept items become tasks (owner, due date, repeat)',
    tags,
    body: applyTemplateSchema,
    responses: { 200: carePlanAnswerSchema },
    errors,
  },
  update: {
    summary: 'Change the plan’s notes or its next review date',
    tags,
    body: planUpdateSchema,
    responses: { 200: carePlanAnswerSchema },
    errors,
  },
  review: {
    summary: 'Say the plan was reviewed; the next review is set months ahead',
    tags,
    responses: { 200: carePlanAnswerSchema },
    errors,
  },
  addItem: {
    summary: 'Add an item of the family’s own, with its task',
    tags,
    body: ownPlanItemSchema,
    responses: { 201: carePlanAnswerSchema },
    errors,
  },
  archiveItem: {
    summary: 'Put an item away or bring it back (its task stays in the hub)',
    tags,
    params: itemParams,
    body: planItemUpdateSchema,
    responses: { 200: carePlanAnswerSchema },
    errors,
  },
});
