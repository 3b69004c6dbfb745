import type { Share } from '@common/schemas/shares';
import type { ShareRow } from '../share/shareLinks';

/**
 * The fields of a share link that leave the server: its public address and
 * state. Never the password hash, the note or the owner.
 */
export function presentShare(row: ShareRow, publicUrl: string): Share {
  return {
    id: row.id,
    url: `${publicUrl}/share/${row.id}`,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    hasPassword: row.passwordHash !== null,
    views: row.views,
    createdAt: row.createdAt.toISOString(),
  };
}
