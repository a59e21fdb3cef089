import { Badge } from "../Badge/Badge";

/** The mark of a row whose change is saved on this device but not yet on the server (docs/sync.md). */
export function PendingBadge({ pending }: { pending: boolean }) {
  if (!pending) return null;
  return (
    <Badge tone="neutral" title="This change is saved on this device and goes to the server when it can">
      Waiting to sync
    </Badge>
  );
}
