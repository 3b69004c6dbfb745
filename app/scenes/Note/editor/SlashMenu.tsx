import { useSyncExternalStore } from 'react';
import { cn } from '@app/lib/cn';
import type { SlashMenuStore } from './SlashCommand';

/**
 * The slash menu: a listbox under the caret. Focus stays in the editor (the
 * caret keeps typing the filter), so the active row is announced through
 * aria-activedescendant on the editor, set by NoteEditor.
 */
export function SlashMenu({ store }: { store: SlashMenuStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, () => null);
  if (!state?.rect) return null;
  const { items, selected, rect, choose } = state;
  const below = rect.bottom + 8;
  const flip = below + 320 > window.innerHeight;
  return (
    <div
      className="fixed z-40 w-72 overflow-hidden rounded-xl border border-border bg-card shadow-xl"
      style={{
        left: Math.min(rect.left, window.innerWidth - 296),
        ...(flip ? { bottom: window.innerHeight - rect.top + 8 } : { top: below }),
      }}
    >
      {items.length === 0 ? (
        <p className="px-3 py-2 text-sm text-muted-foreground" role="status">
          No block matches
        </p>
      ) : (
        <ul
          id="slash-menu"
          role="listbox"
          aria-label="Insert a block"
          className="max-h-80 overflow-y-auto p-1"
        >
          {items.map((block, index) => (
            <li
              key={block.id}
              id={`slash-${block.id}`}
              role="option"
              aria-selected={index === selected}
              className={cn(
                'flex cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm',
                index === selected && 'bg-accent text-accent-foreground',
              )}
              // Keep the editor focused: choosing must not blur it first.
              onMouseDown={(event) => {
                event.preventDefault();
                choose(block);
              }}
            >
              <span className="grid size-8 shrink-0 place-items-center rounded-md border border-border bg-background">
                <block.icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{block.title}</span>
                <span className="block truncate text-xs text-muted-foreground">
                  {block.description}
                </span>
              </span>
              {block.markdown && (
                <kbd className="font-mono text-xs text-muted-foreground">{block.markdown}</kbd>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
