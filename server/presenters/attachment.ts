import type { Attachment } from '@common/schemas/attachments';

/** The fields of an upload that leave the server: where its owner fetches it, its type, size and name. */
export function presentAttachment(upload: {
  id: string;
  mime: string;
  size: number;
  name?: string | null;
}): Attachment {
  return {
    id: upload.id,
    url: `/api/attachments/${upload.id}`,
    mime: upload.mime,
    size: upload.size,
    name: upload.name ?? null,
  };
}
