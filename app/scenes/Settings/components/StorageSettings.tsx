import { formatBytes } from '@common/schemas/attachments';
import { useStorageUsageQuery } from '@app/queries/accountQueries';

/** "Storage: 12.3 MB of 1 GB used", with a meter: how much room the user's images take. */
export function StorageSettings() {
  const usage = useStorageUsageQuery();
  if (usage.isPending) return <p className="text-sm text-muted-foreground">Loading…</p>;
  if (usage.isError)
    return (
      <p role="alert" className="text-sm text-destructive">
        Could not load your storage use: {usage.error.message}
      </p>
    );
  const { usedBytes, quotaBytes } = usage.data;
  const fraction = quotaBytes > 0 ? Math.min(1, usedBytes / quotaBytes) : 1;
  return (
    <div>
      <p id="storage-usage-label" className="text-sm">
        Storage: {formatBytes(usedBytes)} of {formatBytes(quotaBytes)} used
      </p>
      <div
        role="meter"
        aria-labelledby="storage-usage-label"
        aria-valuemin={0}
        aria-valuemax={quotaBytes}
        aria-valuenow={usedBytes}
        aria-valuetext={`${Math.round(fraction * 100)}% used`}
        className="mt-3 h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={`h-full rounded-full ${fraction >= 0.9 ? 'bg-destructive' : 'bg-primary'}`}
          style={{ width: `${Math.round(fraction * 100)}%` }}
        />
      </div>
      <p className="mt-2 text-xs text-muted-foreground">
        Images in your notes count, including notes in the trash. An image you remove is freed a day
        later; one in a deleted note once the trash is emptied.
      </p>
    </div>
  );
}
