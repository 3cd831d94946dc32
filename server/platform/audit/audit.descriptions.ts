import type { AuditDescriptions } from './audit-actions';

/** An action in plain words for the audit log and the dashboard's "what changed". */
export type DescribeAuditAction = (action: string) => string;

/**
 * One describer for every action the app records, from each feature's `defineAuditActions`.
 * An action without words (an old row, or one declared with `null`) is shown as it is stored.
 */
export function createAuditDescriber(
  definitions: readonly { descriptions: AuditDescriptions }[],
): DescribeAuditAction {
  const words = new Map<string, string>();
  for (const { descriptions } of definitions) {
    for (const [action, description] of Object.entries(descriptions)) {
      if (description !== null) words.set(action, description);
    }
  }
  return (action) => words.get(action) ?? action;
}
