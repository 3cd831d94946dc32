import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookPdfQuerySchema } from '../../../shared/memory-books';
import { bookIdParams, memoryBooksApi } from '../../../shared/memory-books.contract';
import { memoryBookFileRoutes } from '../../../shared/memory-books.endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import type { FileStore } from '../../platform/files/file-store';
import { bookPdf } from './books.pdf';
import { registerMemoryItemRoutes } from './memory-item.routes';
import {
  addBook,
  addPages,
  changeBook,
  changePage,
  listBooks,
  removeBook,
  removePage,
  reorderPages,
  viewBook,
} from './books.service';

const member = circleCaller('circle.view');
const memoryAdder = circleCaller('memories.add');

/**
 * Memory books (decision 054). Every member sees them and makes books (`memories.add`); whoever
 * made a book, or a caregiver, changes its title, cover and pages.
 */
export const bookRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  files: FileStore;
}> = async (app, { db, clock, files }) => {
  changesNeedActivePlan(app);

  app.route({
    ...contractRoute(memoryBooksApi.list),
    config: { caller: member },
    handler: async (request) => ({ books: await listBooks(db, member(request)) }),
  });

  registerMemoryItemRoutes(app, {
    endpoints: {
      add: memoryBooksApi.add,
      change: memoryBooksApi.change,
      remove: memoryBooksApi.remove,
    },
    key: 'book',
    writer: memoryAdder,
    db,
    clock,
    add: addBook,
    change: changeBook,
    remove: removeBook,
  });

  app.route({
    ...contractRoute(memoryBooksApi.view),
    config: { caller: member },
    handler: async (request) => ({
      book: await viewBook(db, member(request), request.params.id),
    }),
  });

  app.route({
    ...contractRoute(memoryBooksApi.addPages),
    config: { caller: memoryAdder },
    handler: async (request, reply) => {
      const book = await addPages({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ book });
    },
  });

  app.route({
    ...contractRoute(memoryBooksApi.changePage),
    config: { caller: memoryAdder },
    handler: async (request) => ({
      book: await changePage({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        pageId: request.params.pageId,
        input: request.body,
        at: clock.now(),
      }),
    }),
  });

  app.route({
    ...contractRoute(memoryBooksApi.removePage),
    config: { caller: memoryAdder },
    handler: async (request) => ({
      book: await removePage({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        pageId: request.params.pageId,
        at: clock.now(),
      }),
    }),
  });

  app.route({
    ...contractRoute(memoryBooksApi.reorderPages),
    config: { caller: memoryAdder },
    handler: async (request) => ({
      book: await reorderPages({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        pageIds: request.body.pageIds,
        at: clock.now(),
      }),
    }),
  });

  // A PDF, not JSON: outside the contract (memoryBookFileRoutes.pdf).
  app.get(
    memoryBookFileRoutes.pdf.path,
    {
      config: { caller: member },
      schema: {
        tags: ['memory'],
        summary: 'The book as a PDF to print, on US Letter or A4 paper, in large type',
        params: bookIdParams,
        querystring: bookPdfQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await bookPdf({
        db,
        files,
        actor: member(request),
        id: request.params.id,
        size: request.query.size,
        at: clock.now(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
