import { Empty } from "antd";
import type { ReactNode } from "react";
import type { FeedEntry } from "./eventFeed";
import type { FleetEvent } from "./types";

/**
 * The one way a live list is drawn: the entries of useEventFeed (capped, newest first) as an
 * ordered list, or the empty text before the first. Each screen says how one event reads.
 */
export function LiveEventFeed({
  entries,
  emptyText,
  renderEvent,
  testId,
  label,
}: {
  entries: readonly FeedEntry[];
  emptyText: string;
  renderEvent: (event: FleetEvent) => ReactNode;
  testId?: string;
  /** The list's accessible name. */
  label?: string;
}) {
  if (entries.length === 0) return <Empty description={emptyText} />;
  return (
    <ol aria-label={label} data-testid={testId} style={list}>
      {entries.map((entry) => (
        <li
          key={entry.key}
          data-testid="live-event"
          data-at={new Date(entry.at).toISOString()}
          style={item}
        >
          {renderEvent(entry.event)}
        </li>
      ))}
    </ol>
  );
}

const list = { listStyle: "none", margin: 0, padding: 0 } as const;
const item = { padding: "8px 0", borderBottom: "1px solid rgba(5, 5, 5, 0.06)" } as const;
