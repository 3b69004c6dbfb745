import { useEffect, useState } from 'react';
import { isNativeApp } from './platform';
import { apiFetch } from './serverConnection';

/**
 * The address an <img> or <audio> can load a file of our API from. A
 * browser loads `/api/attachments/…` itself, with its cookie. The native
 * app's page lives on the device and a media element cannot send the bearer
 * token: it fetches the file with the token and shows it from a blob: URL
 * (undefined while it loads; released when the element goes).
 */
export function useServerMediaUrl(src: string | null | undefined): string | undefined {
  const viaToken = isNativeApp() && typeof src === 'string' && src.startsWith('/api/');
  const [blobUrl, setBlobUrl] = useState<string>();

  useEffect(() => {
    if (!viaToken || !src) return;
    let url: string | undefined;
    let ended = false;
    void apiFetch(src)
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || ended) return;
        url = URL.createObjectURL(blob);
        setBlobUrl(url);
      })
      .catch((error: unknown) => console.warn('Could not load a file of the note', error));
    return () => {
      ended = true;
      if (url) URL.revokeObjectURL(url);
      setBlobUrl(undefined);
    };
  }, [viaToken, src]);

  return viaToken ? blobUrl : (src ?? undefined);
}
