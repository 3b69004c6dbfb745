import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { accountKeys, noteKeys, tagKeys, templateKeys, trashKeys } from './queryKeys';

/** A client holding one entry per key, to see which of them an invalidation reaches. */
function cacheWith(keys: Record<string, QueryKey>) {
  const queryClient = new QueryClient();
  for (const key of Object.values(keys)) queryClient.setQueryData(key, 'cached');
  const invalidated = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, invalidated };
}

const keys = {
  list: noteKeys.list({ sort: 'updated', pinned: true, limit: 100 }),
  record: noteKeys.detail('n1'),
  search: noteKeys.search({ q: 'fjords', limit: 8 }),
  trash: trashKeys.list(),
  tags: tagKeys.list(),
  templates: templateKeys.list(),
  sessions: accountKeys.sessions(),
  passkeys: accountKeys.passkeys(),
};

describe('query keys', () => {
  it('one invalidation after a note write reaches everything a note shows in, not the account', async () => {
    const { queryClient, invalidated } = cacheWith(keys);
    await queryClient.invalidateQueries({ queryKey: noteKeys.all });
    expect(invalidated()).toEqual(['list', 'record', 'search', 'tags', 'templates', 'trash']);
  });

  it('the lists can be refreshed alone, without the records, trash, tags or templates', async () => {
    const { queryClient, invalidated } = cacheWith(keys);
    await queryClient.invalidateQueries({ queryKey: noteKeys.lists() });
    expect(invalidated()).toEqual(['list']);
  });

  it('keeps each note’s record apart from the others', async () => {
    const { queryClient, invalidated } = cacheWith({
      n1: noteKeys.detail('n1'),
      n10: noteKeys.detail('n10'),
    });
    await queryClient.invalidateQueries({ queryKey: noteKeys.detail('n1') });
    expect(invalidated()).toEqual(['n1']);
  });
});
