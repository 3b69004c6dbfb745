import type { StorageUsage } from '@common/schemas/attachments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { authClient } from '@app/auth/authClient';
import { disableBiometric, enableBiometric, forgetDevicePasskey } from '@app/auth/biometric';
import { apiCall } from '@app/lib/apiClient';
import { useRefreshingWrite, type MutationCallbacks } from './mutationCallbacks';
import { accountKeys } from './queryKeys';

/** A signed-in device, named by its session's id (tokens never leave the server). */
export interface DeviceSession {
  id: string;
  userAgent?: string | null;
  ipAddress?: string | null;
  updatedAt: Date | string;
  current: boolean;
}

async function loadSessions(): Promise<DeviceSession[]> {
  const [list, current] = await Promise.all([authClient.listSessions(), authClient.getSession()]);
  if (list.error) throw new Error(list.error.message ?? 'Could not load your sessions');
  const currentId = current.data?.session.id;
  return list.data
    .map((s) => ({ ...s, current: s.id === currentId }))
    .sort(
      (a, b) =>
        Number(b.current) - Number(a.current) ||
        new Date(b.updatedAt).getTime() - new Date(a.updatedAt).getTime(),
    );
}

/** Where the account is signed in: this device first, then the most recently active. */
export function useSessionsQuery() {
  return useQuery({ queryKey: accountKeys.sessions(), queryFn: loadSessions });
}

/** Reads the devices again (a password change may have signed the others out). */
export function useRefreshSessions() {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
    [queryClient],
  );
}

/** Signs one other device out; the list reads again once it settles. */
export function useRevokeSessionMutation(callbacks: MutationCallbacks<void, string> = {}) {
  const refreshSessions = useRefreshSessions();
  return useMutation({
    mutationFn: (id: string) =>
      apiCall<void>(`/api/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    ...callbacks,
    onSettled: refreshSessions,
  });
}

/** Signs every device out, this one last (which also clears its cookies). */
export function useSignOutEverywhereMutation(callbacks: MutationCallbacks<void, void> = {}) {
  return useMutation({
    mutationFn: async () => {
      const others = await authClient.revokeOtherSessions();
      if (others.error) throw new Error(others.error.message ?? 'Could not sign out everywhere');
      const self = await authClient.signOut();
      if (self.error) throw new Error(self.error.message ?? 'Could not sign out everywhere');
    },
    ...callbacks,
  });
}

async function loadPasskeys() {
  const result = await authClient.passkey.listUserPasskeys();
  if (result.error) throw new Error(result.error.message ?? 'Could not load your passkeys');
  return result.data;
}

/** Every passkey of the account, this device's among them when biometric unlock is on. */
export function usePasskeysQuery() {
  return useQuery({ queryKey: accountKeys.passkeys(), queryFn: loadPasskeys });
}

/** Passkey writes: the list reads again once each settles, and they stay pending until it has. */
function usePasskeyWrite<Input, Output>(
  mutationFn: (input: Input) => Promise<Output>,
  callbacks: MutationCallbacks<Output, Input>,
) {
  return useRefreshingWrite(accountKeys.passkeys(), mutationFn, callbacks);
}

/**
 * Turns biometric unlock on (registers this device's passkey) or off (forgets
 * it here and on the server); answers the new setting.
 */
export function useBiometricSwitchMutation(callbacks: MutationCallbacks<boolean, boolean> = {}) {
  return usePasskeyWrite(async (turnOn: boolean) => {
    if (turnOn) await enableBiometric();
    else await disableBiometric();
    return turnOn;
  }, callbacks);
}

/**
 * Deletes a passkey; answers true when it was this device's, which turns
 * biometric unlock off here too.
 */
export function useDeletePasskeyMutation(
  callbacks: MutationCallbacks<boolean, { id: string; credentialID: string }> = {},
) {
  return usePasskeyWrite(async (key: { id: string; credentialID: string }) => {
    const { error } = await authClient.passkey.deletePasskey({ id: key.id });
    if (error) throw new Error(error.message ?? 'Could not delete the passkey');
    return forgetDevicePasskey(key.credentialID);
  }, callbacks);
}

/** How much of the upload quota the reader's images take. */
export function useStorageUsageQuery() {
  return useQuery({
    queryKey: accountKeys.storageUsage(),
    queryFn: () => apiCall<StorageUsage>('/api/attachments/usage'),
    // Uploads happen on other screens: read it afresh each time Settings opens.
    staleTime: 0,
  });
}
