import { useQuery } from '@tanstack/react-query';
import { aiApi } from '@app/ai/aiApi';
import { useRefreshingWrite, type MutationCallbacks } from './mutationCallbacks';

/**
 * The AI's cache keys: their own root, since note writes never change them.
 * The status is fixed while the server runs (it comes from its settings).
 */
export const aiKeys = {
  all: ['ai'] as const,
  status: () => [...aiKeys.all, 'status'] as const,
  conversations: () => [...aiKeys.all, 'conversations'] as const,
  conversationList: () => [...aiKeys.conversations(), 'list'] as const,
  conversation: (id: string) => [...aiKeys.conversations(), 'detail', id] as const,
};

/**
 * What this server can do with AI. Asked once per page load: the operator's
 * settings only change with a restart.
 */
export function useAiStatus() {
  return useQuery({
    queryKey: aiKeys.status(),
    queryFn: aiApi.status,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** The assistant's kept conversations, newest first (only while AI chat is on). */
export function useConversationsQuery({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: aiKeys.conversationList(),
    queryFn: aiApi.listConversations,
    enabled,
  });
}

/** One kept conversation with its messages; null id asks nothing (a new chat). */
export function useConversationQuery(id: string | null) {
  return useQuery({
    queryKey: aiKeys.conversation(id ?? ''),
    queryFn: () => aiApi.getConversation(id ?? ''),
    enabled: id !== null,
  });
}

/** Deletes a kept conversation; the list reads again. */
export function useDeleteConversation(callbacks: MutationCallbacks<void, string> = {}) {
  return useRefreshingWrite(
    aiKeys.conversations(),
    async (id: string) => {
      await aiApi.deleteConversation(id);
    },
    callbacks,
  );
}
