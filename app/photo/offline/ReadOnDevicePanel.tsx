import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@app/components/ui/Button';

/**
 * The text read on this device while offline: said plainly, kept to copy,
 * and made into a note once the server can be reached.
 */
export function ReadOnDevicePanel({
  text,
  saveError,
  saving,
  onSave,
  onBack,
}: {
  text: string;
  /** Why the note is not made yet; null while it is being made. */
  saveError: string | null;
  saving: boolean;
  onSave: () => void;
  onBack: () => void;
}) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  }
  return (
    <div className="grid min-w-0 gap-4">
      <p role="status" className="text-sm">
        You are offline, so the photos were read on this device.
        {copied && ' The text is copied.'}
      </p>
      {saveError && (
        <p role="alert" className="text-sm text-destructive">
          {saveError}
        </p>
      )}
      <div className="grid gap-1">
        <label htmlFor="photo-read-here" className="text-sm font-medium">
          Text read on this device
        </label>
        <textarea
          id="photo-read-here"
          readOnly
          value={text}
          rows={8}
          className="w-full rounded-lg border border-input bg-background p-3 text-base sm:text-sm"
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onBack}>
          Back to the photos
        </Button>
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy the text
        </Button>
        <Button type="button" onClick={onSave} disabled={saving}>
          {saving ? 'Making the note…' : 'Make the note'}
        </Button>
      </div>
    </div>
  );
}
