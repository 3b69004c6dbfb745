import type { Template } from '@common/schemas/templates';
import { useQuery } from '@tanstack/react-query';
import { notesApi, type CreateTemplateInput } from '@app/notes/notesApi';
import { useRefreshingWrite, type MutationCallbacks } from './mutationCallbacks';
import { templateKeys } from './queryKeys';

/** The built-in templates and the reader's own; read only while `enabled` (the picker is open). */
export function useTemplatesQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: templateKeys.list(),
    queryFn: notesApi.listTemplates,
    enabled,
  });
}

/** Template writes: the list reads again once each settles. */
function useTemplateWrite<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  callbacks: MutationCallbacks<Output, Input>,
) {
  return useRefreshingWrite(templateKeys.all, mutationFn, callbacks, {
    waitForRefresh: false,
  });
}

/** Keeps a note's text as the reader's own template. */
export function useSaveAsTemplateMutation(
  callbacks: MutationCallbacks<Template, CreateTemplateInput> = {},
) {
  return useTemplateWrite(
    async (input: CreateTemplateInput) => (await notesApi.saveAsTemplate(input)).template,
    callbacks,
  );
}

/** Deletes one of the reader's own templates (built-in ones cannot be). */
export function useDeleteTemplateMutation(callbacks: MutationCallbacks<void, string> = {}) {
  return useTemplateWrite(async (id: string) => {
    await notesApi.deleteTemplate(id);
  }, callbacks);
}
