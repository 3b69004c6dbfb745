import type { Attachment } from '@common/schemas/attachments';

/** The fields of an upload that leave the server: where its owner fetches it, its type and size. */
export function presentAttachment(upload: {
  id: string;
  mime: Attachment['mime'];
  size: number;
}): Attachment {
  return {
    id: upload.id,
    url: `/api/attachments/${upload.id}`,
    mime: upload.mime,
    size: upload.size,
  };
}
