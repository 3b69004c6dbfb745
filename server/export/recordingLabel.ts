import { formatClock } from '@common/editor/clock';
import type { JSONContent } from '@tiptap/core';

const DEFAULT_TITLE = 'Voice note';

/**
 * How an export names a recording where it cannot play it (plain text, PDF):
 * "Voice note (1:23)", or "Voice note: interview.m4a (12:05)" for an uploaded
 * file; without a known length, no clock.
 */
export function recordingLabel(node: JSONContent): string {
  const attrs = node.attrs ?? {};
  const title = typeof attrs.title === 'string' ? attrs.title.trim() : '';
  const duration =
    typeof attrs.duration === 'number' && Number.isFinite(attrs.duration) ? attrs.duration : null;
  const name = !title || title === DEFAULT_TITLE ? DEFAULT_TITLE : `${DEFAULT_TITLE}: ${title}`;
  return duration === null ? name : `${name} (${formatClock(duration)})`;
}
