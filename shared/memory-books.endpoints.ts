import { endpointRoutes } from './api-contract';

/** Memory books and their pages: where each endpoint answers (their schemas: memory-books.contract.ts). */
export const memoryBooksEndpoints = endpointRoutes({
  list: { method: 'GET', path: '/api/circle/memory-books' },
  add: { method: 'POST', path: '/api/circle/memory-books' },
  view: { method: 'GET', path: '/api/circle/memory-books/:id' },
  change: { method: 'PUT', path: '/api/circle/memory-books/:id' },
  remove: { method: 'DELETE', path: '/api/circle/memory-books/:id' },
  addPages: { method: 'POST', path: '/api/circle/memory-books/:id/pages' },
  changePage: { method: 'PUT', path: '/api/circle/memory-books/:id/pages/:pageId' },
  removePage: { method: 'DELETE', path: '/api/circle/memory-books/:id/pages/:pageId' },
  reorderPages: { method: 'PUT', path: '/api/circle/memory-books/:id/order' },
});

/**
 * The memory book route the contract cannot describe (a PDF, not JSON): not in
 * `memoryBooksEndpoints`; screens build its URL with `endpointUrl`.
 */
export const memoryBookFileRoutes = endpointRoutes({
  /** The book as a PDF to print (`?size=letter|a4`), for an `<a href download>`. */
  pdf: { method: 'GET', path: '/api/circle/memory-books/:id/pdf' },
});
