import {
  searchQuerySchema,
  searchResponseSchema,
  type SearchQuery,
  type SearchResponse,
} from '@common/schemas/notes';
import { Hono, type MiddlewareHandler } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import type { AiProvider } from '../../ai/aiProvider';
import { requireModels } from '../../ai/embeddings/requireModels';
import type { Auth } from '../../auth/auth';
import { requireSession } from '../../auth/requireSession';
import type { Database } from '../../db/client';
import { rateLimited } from '../../errors';
import { FixedWindowLimiter } from '../../http/rateLimiter';
import type { AppEnv } from '../../http/types';
import { validate } from '../../http/validate';
import { presentSearchResult } from '../../presenters/note';
import { searchNotes, type SearchHit } from '../../search/searchNotes';
import { hybridSearch, semanticSearch } from '../../search/semanticSearch';

/**
 * Searches by meaning per user per minute. Each embeds the query (one call to
 * the model server, counted as no AI use: it is a search, not an answer), so
 * a runaway client is slowed down here instead.
 */
export const SEMANTIC_SEARCHES_PER_MINUTE = 120;

function semanticRateLimit(): MiddlewareHandler<AppEnv> {
  const limiter = new FixedWindowLimiter('semantic-search', SEMANTIC_SEARCHES_PER_MINUTE, 60_000);
  return async (c, next) => {
    const mode = c.req.query('mode');
    const verdict =
      mode === 'semantic' || mode === 'hybrid'
        ? await limiter.hit(c.get('counters'), c.get('user').id)
        : undefined;
    if (verdict && !verdict.allowed) {
      c.header('Retry-After', String(verdict.retryAfterSeconds));
      throw rateLimited(
        `At most ${SEMANTIC_SEARCHES_PER_MINUTE} searches by meaning a minute. Please wait a moment.`,
      );
    }
    await next();
  };
}

/** `GET /api/search?q=&tag=&limit=&mode=`: the user's notes for a search box. */
export function searchRoutes(auth: Auth, database: Database, ai: AiProvider | null = null) {
  const search = (
    userId: string,
    query: SearchQuery,
    signal: AbortSignal,
  ): Promise<SearchHit[]> => {
    if (!query.mode || query.mode === 'fulltext') return searchNotes(database, userId, query);
    const model = requireModels(ai, ['embedding']);
    return query.mode === 'semantic'
      ? semanticSearch(database, model, userId, query, signal)
      : hybridSearch(database, model, userId, query, signal);
  };

  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      summary: 'Search notes',
      description:
        'Web-search syntax ("phrases", -exclusions, OR); words match inside longer words and as you type; titles tolerate typos; tag names count; trashed notes never match. `mode=semantic` finds notes by meaning (the closest passages to the query, embedded by the server’s embedding model); `mode=hybrid` merges full text and meaning by reciprocal rank; both need an embedding model (503 AI_NOT_CONFIGURED otherwise) and count no AI use. Snippets are escaped HTML with <mark> around matches.',
      tags: ['Notes'],
      responses: {
        200: {
          description: 'Best matches first',
          content: { 'application/json': { schema: resolver(searchResponseSchema) } },
        },
        429: { description: 'Too many searches by meaning this minute (RATE_LIMITED)' },
        502: { description: 'The embedding model failed (AI_UNAVAILABLE), semantic and hybrid' },
        503: {
          description: 'No embedding model is set up (AI_NOT_CONFIGURED), semantic and hybrid',
        },
      },
    }),
    requireSession(auth),
    validate('query', searchQuerySchema),
    semanticRateLimit(),
    async (c) => {
      const hits = await search(c.get('user').id, c.req.valid('query'), c.req.raw.signal);
      const body: SearchResponse = { results: hits.map(presentSearchResult) };
      c.header('Cache-Control', 'private, no-store');
      return c.json(body);
    },
  );
}
