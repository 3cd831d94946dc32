import { describe, expect, it } from 'vitest';
import { endpointUrl } from './api-contract';
import { tasksApi } from './tasks.contract';

describe('an endpoint’s URL', () => {
  it('fills the path’s parameters, encoded, and adds the query’s defined values', () => {
    expect(endpointUrl(tasksApi.view, { id: 'a/b c' })).toBe('/api/circle/tasks/a%2Fb%20c');
    expect(endpointUrl(tasksApi.list, {}, { view: 'completed', page: undefined })).toBe(
      '/api/circle/tasks?view=completed',
    );
    expect(endpointUrl({ path: '/api/things' }, {}, { tag: ['a', 'b'], n: 2 })).toBe(
      '/api/things?tag=a&tag=b&n=2',
    );
  });

  it('refuses to call a path without its parameter rather than send a wrong URL', () => {
    expect(() => endpointUrl(tasksApi.view)).toThrow('/api/circle/tasks/:id needs id');
  });
});
