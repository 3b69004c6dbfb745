import { X } from 'lucide-react';
import type { ChosenPhoto } from './usePhotoSelection';

/** The chosen photos, small, in the order they become notes; each can be taken out. */
export function PhotoThumbnails({
  photos,
  onRemove,
  disabled,
}: {
  photos: ChosenPhoto[];
  onRemove: (id: string) => void;
  /** While the photos are being sent, the list stays as it is. */
  disabled: boolean;
}) {
  if (photos.length === 0) return null;
  return (
    <ul aria-label="Chosen photos" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {photos.map((photo, index) => (
        <li key={photo.id} className="relative">
          <img
            src={photo.preview}
            alt={`Photo ${index + 1}: ${photo.file.name}`}
            className="aspect-square w-full rounded-lg border border-border object-cover"
          />
          <button
            type="button"
            onClick={() => onRemove(photo.id)}
            disabled={disabled}
            aria-label={`Remove ${photo.file.name}`}
            className="absolute top-1 right-1 grid size-8 place-items-center rounded-full bg-background/90 text-foreground shadow focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50"
          >
            <X className="size-4" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
