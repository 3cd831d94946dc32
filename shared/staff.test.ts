import { describe, expect, it } from 'vitest';
import { groupSecret, staffCodeSchema } from './staff';

describe('staff second factor helpers', () => {
  it('shows a key in groups of four for typing', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    expect(groupSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('takes six digits and nothing else as a code', () => {
    expect(staffCodeSchema.safeParse('012345').success).toBe(true);
    expect(staffCodeSchema.safeParse('12345').success).toBe(false);
    expect(staffCodeSchema.safeParse('12 345').success).toBe(false);
  });
});
