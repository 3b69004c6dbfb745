import { Button } from '@app/components/ui/Button';

/**
 * Shown when the server refused a change made on this device: what happened,
 * and the way out (the version the server saved, without that change).
 */
export function RejectedChangeBanner({
  reason,
  onReopen,
}: {
  reason: string;
  onReopen: () => void;
}) {
  return (
    <div
      role="alert"
      className="mb-6 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-sm"
    >
      <p className="font-medium">Your latest change could not be saved: {reason}.</p>
      <p className="mt-1 text-muted-foreground">
        Nothing after it is being saved either. Copy anything you want to keep, then open the
        version the server has.
      </p>
      <Button className="mt-3" variant="outline" size="sm" onClick={onReopen}>
        Open the saved version
      </Button>
    </div>
  );
}
