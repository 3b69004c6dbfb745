import {
  searchQuerySchema,
  searchResponseSchema,
  type SearchResponse,
} from '@common/schemas/notes';
import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { presentSearchResult } from '../../presenters/note';
import { searchNotes } from '../../search/searchNotes';

/** `GET /api/search?q=&tag=&limit=`: the user's notes for a search box. */
export function searchRoutes(auth: Auth, database: Database) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary: 'Search notes',
      description:
        'Web-search syntax ("phrases", -exclusions, OR); words match inside longer words and as you type; titles tolerate typos; tag names count; trashed notes never match. Snippets are escaped HTML with <mark> around matches.',
      tags: ['Notes'],
      responses: {
        200: {
          description: 'Best matches first',
          content: { 'application/json': { schema: resolver(searchResponseSchema) } },
        },
      },
    }),
    requireSession(auth),
    validate('query', searchQuerySchema),
    async (c) => {
      const hits = await searchNotes(database.db, c.get('user').id, c.req.valid('query'));
      const body: SearchResponse = { results: hits.map(presentSearchResult) };
      c.header('Cache-Control', 'private, no-store');
      return c.json(body);
    },
  );
}
