import type { ImportJob } from '@common/schemas/import';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchImportJob, fetchImportJobs } from '@app/import/importApi';
import { noteKeys } from './queryKeys';

/** Imports have their own root: note writes never change a job. */
export const importKeys = {
  all: ['imports'] as const,
  list: () => [...importKeys.all, 'list'] as const,
  detail: (id: string) => [...importKeys.all, 'detail', id] as const,
};

const isFinished = (job: ImportJob | undefined) =>
  job?.status === 'done' || job?.status === 'failed';

/** The user's recent imports (to show the last one after a reload). */
export function useImportJobsQuery() {
  return useQuery({ queryKey: importKeys.list(), queryFn: fetchImportJobs });
}

/**
 * One import, asked again every second while it is queued or running. When
 * it ends, the notes' lists, tags and search are refreshed: they hold its notes now.
 */
export function useImportJobQuery(id: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: importKeys.detail(id ?? ''),
    queryFn: () => fetchImportJob(id ?? ''),
    enabled: id !== null,
    refetchInterval: (current) => (isFinished(current.state.data) ? false : 1000),
  });
  const finished = isFinished(query.data);
  useEffect(() => {
    if (!finished) return;
    void queryClient.invalidateQueries({ queryKey: noteKeys.all });
    void queryClient.invalidateQueries({ queryKey: importKeys.list() });
  }, [finished, queryClient]);
  return query;
}
