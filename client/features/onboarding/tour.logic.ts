/** Spec §4: the step number over the total, as a whole percentage, never above 100. */
export const tourProgress = (stepIndex: number, total: number): number =>
  total > 0 ? Math.min(100, Math.round(((stepIndex + 1) / total) * 100)) : 0;
