import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addPagesSchema,
  BOOK_NOT_FOUND,
  bookInputSchema,
  bookPdfQuerySchema,
  bookSchema,
  bookSummarySchema,
  PAGE_NOT_FOUND,
  pageChangeSchema,
  reorderPagesSchema,
} from '../../../shared/memory-books';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import type { FileStore } from '../../platform/files/file-store';
import { bookPdf } from './books.pdf';
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

const tags = ['memory'];
const errors = errorResponses(400, 401, 403, 404);
const bookParams = z.object({ id: z.uuid({ error: BOOK_NOT_FOUND }) });
const pageParams = bookParams.extend({ pageId: z.uuid({ error: PAGE_NOT_FOUND }) });
const bookAnswer = z.object({ book: bookSchema });

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

  app.get(
    '/api/circle/memory-books',
    {
      config: { caller: member },
      schema: {
        tags,
        summary: 'The circle’s memory books, the latest changed first',
        response: { 200: z.object({ books: z.array(bookSummarySchema) }), ...errors },
      },
    },
    async (request) => ({ books: await listBooks(db, member(request)) }),
  );

  app.post(
    '/api/circle/memory-books',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Make a memory book: a title, and a dedication and cover photo if wanted',
        body: bookInputSchema,
        response: { 201: bookAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const book = await addBook({
        db,
        actor: memoryAdder(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ book });
    },
  );

  app.get(
    '/api/circle/memory-books/:id',
    {
      config: { caller: member },
      schema: {
        tags,
        summary: 'A memory book with its pages in order (a removed photo is left off its page)',
        params: bookParams,
        response: { 200: bookAnswer, ...errors },
      },
    },
    async (request) => ({
      book: await viewBook(db, member(request), request.params.id),
    }),
  );

  app.put(
    '/api/circle/memory-books/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Change the title, dedication or cover (whoever made the book, or a caregiver)',
        params: bookParams,
        body: bookInputSchema,
        response: { 200: bookAnswer, ...errors },
      },
    },
    async (request) => ({
      book: await changeBook({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circle/memory-books/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Remove a memory book; its photos stay (whoever made it, or a caregiver)',
        params: bookParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeBook({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/circle/memory-books/:id/pages',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Add pages at the end: each a photo of the circle’s, a caption, or both',
        params: bookParams,
        body: addPagesSchema,
        response: { 201: bookAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const book = await addPages({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ book });
    },
  );

  app.put(
    '/api/circle/memory-books/:id/pages/:pageId',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary:
          'Change a page’s caption or recording (its photo stays; another photo is another page)',
        params: pageParams,
        body: pageChangeSchema,
        response: { 200: bookAnswer, ...errors },
      },
    },
    async (request) => ({
      book: await changePage({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        pageId: request.params.pageId,
        input: request.body,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circle/memory-books/:id/pages/:pageId',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Take a page out of the book (the photo stays in the library)',
        params: pageParams,
        response: { 200: bookAnswer, ...errors },
      },
    },
    async (request) => ({
      book: await removePage({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        pageId: request.params.pageId,
        at: clock.now(),
      }),
    }),
  );

  app.put(
    '/api/circle/memory-books/:id/order',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Put the pages in a new order: every page id of the book, once each',
        params: bookParams,
        body: reorderPagesSchema,
        response: { 200: bookAnswer, ...errors },
      },
    },
    async (request) => ({
      book: await reorderPages({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        pageIds: request.body.pageIds,
        at: clock.now(),
      }),
    }),
  );

  app.get(
    '/api/circle/memory-books/:id/pdf',
    {
      config: { caller: member },
      schema: {
        tags,
        summary: 'The book as a PDF to print, on US Letter or A4 paper, in large type',
        params: bookParams,
        querystring: bookPdfQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errors },
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
