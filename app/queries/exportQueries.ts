import { useQuery } from '@tanstack/react-query';
import { fetchExportSummary } from '@app/export/exportApi';
import { noteKeys } from './queryKeys';

/**
 * What the account export will hold (notes, attachments, bytes). Under the
 * notes' root, so any note write refreshes it like the lists.
 */
export const exportSummaryKey = () => [...noteKeys.all, 'export-summary'] as const;

export function useExportSummaryQuery() {
  return useQuery({ queryKey: exportSummaryKey(), queryFn: fetchExportSummary });
}
