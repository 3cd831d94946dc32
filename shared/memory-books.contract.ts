import { z } from 'zod';
import { contract } from './api-contract';
import {
  addPagesSchema,
  BOOK_NOT_FOUND,
  bookInputSchema,
  bookSchema,
  bookSummarySchema,
  PAGE_NOT_FOUND,
  pageChangeSchema,
  reorderPagesSchema,
} from './memory-books';
import { memoryBooksEndpoints } from './memory-books.endpoints';

/** Memory books and their pages with their schemas, for the server, OpenAPI and forms (decision 054). */
const tags = ['memory'] as const;
const errors = [400, 401, 403, 404] as const;

/** A book's id in a path (also read by the PDF route, outside the contract). */
export const bookIdParams = z.object({ id: z.uuid({ error: BOOK_NOT_FOUND }) });
const pageParams = bookIdParams.extend({ pageId: z.uuid({ error: PAGE_NOT_FOUND }) });
const bookAnswer = z.object({ book: bookSchema });

export const memoryBooksApi = contract(memoryBooksEndpoints, {
  list: {
    summary: 'The circle’s memory books, the latest changed first',
    tags,
    responses: { 200: z.object({ books: z.array(bookSummarySchema) }) },
    errors,
  },
  add: {
    summary: 'Make a memory book: a title, and a dedication and cover photo if wanted',
    tags,
    body: bookInputSchema,
    responses: { 201: bookAnswer },
    errors,
  },
  view: {
    summary: 'A memory book with its pages in order (a removed photo is left off its page)',
    tags,
    params: bookIdParams,
    responses: { 200: bookAnswer },
    errors,
  },
  change: {
    summary: 'Change the title, dedication or cover (whoever made the book, or a caregiver)',
    tags,
    params: bookIdParams,
    body: bookInputSchema,
    responses: { 200: bookAnswer },
    errors,
  },
  remove: {
    summary: 'Remove a memory book; its photos stay (whoever made it, or a caregiver)',
    tags,
    params: bookIdParams,
    responses: { 204: z.null() },
    errors,
  },
  addPages: {
    summary: 'Add pages at the end: each a photo of the circle’s, a caption, or both',
    tags,
    params: bookIdParams,
    body: addPagesSchema,
    responses: { 201: bookAnswer },
    errors,
  },
  changePage: {
    summary:
      'Change a page’s caption or recording (its photo stays; another photo is another page)',
    tags,
    params: pageParams,
    body: pageChangeSchema,
    responses: { 200: bookAnswer },
    errors,
  },
  removePage: {
    summary: 'Take a page out of the book (the photo stays in the library)',
    tags,
    params: pageParams,
    responses: { 200: bookAnswer },
    errors,
  },
  reorderPages: {
    summary: 'Put the pages in a new order: every page id of the book, once each',
    tags,
    params: bookIdParams,
    body: reorderPagesSchema,
    responses: { 200: bookAnswer },
    errors,
  },
});
