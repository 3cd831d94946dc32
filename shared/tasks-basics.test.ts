import { expect, it } from 'vitest';
import { statusLabel, statusTone } from './tasks-basics';

it('colours a task’s status as the spec says, with the status in words', () => {
  const statuses = ['completed', 'in_progress', 'pending', 'scheduled', 'something-else'];
  expect(statuses.map(statusTone)).toEqual(['green', 'blue', 'orange', 'gray', 'gray']);
  expect(statuses.slice(0, 3).map(statusLabel)).toEqual(['Completed', 'In progress', 'Pending']);
});
