import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import type { StorageUsage } from '../../../shared/memory-storage';
import { createQueryClient } from '../../lib/query-client';
import { StorageFullWarning } from './storage-usage';
import { storageKey } from './storage.queries';

afterEach(cleanup);

const GB = 1024 ** 3;

/** The warning beside "Add photos", with the circle's figure already known. */
function showWarning(usedBytes: number) {
  const client = createQueryClient();
  const usage: StorageUsage = {
    usedBytes,
    quotaBytes: 5 * GB,
    photoBytes: usedBytes,
    recordingBytes: 0,
    removedBytes: 0,
  };
  client.setQueryData(storageKey('circle-1'), usage);
  return render(
    <QueryClientProvider client={client}>
      <StorageFullWarning circleId="circle-1" />
    </QueryClientProvider>,
  );
}

it('says nothing beside the way to add while there is room', () => {
  const { container } = showWarning(1 * GB);
  expect(container).toBeEmptyDOMElement();
});

it('says the room is nearly used up, and what to do, from 90 %', () => {
  showWarning(4.6 * GB);
  expect(screen.getByText(/^Your family’s storage is nearly full\. To make room/)).toBeVisible();
});

it('says the room is full once it is', () => {
  showWarning(5 * GB);
  expect(screen.getByText(/^Your family’s storage is full\./)).toBeVisible();
});
