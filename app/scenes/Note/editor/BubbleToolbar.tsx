import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { BubbleMenu } from '@tiptap/react/menus';
import {
  Bold,
  Code,
  Highlighter,
  Italic,
  Link as LinkIcon,
  Sparkles,
  Strikethrough,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { cn } from '@app/lib/cn';

interface Mark {
  name: string;
  label: string;
  shortcut: string;
  icon: LucideIcon;
  toggle: (editor: Editor) => void;
}

const marks: Mark[] = [
  {
    name: 'bold',
    label: 'Bold',
    shortcut: 'Ctrl+B',
    icon: Bold,
    toggle: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    label: 'Italic',
    shortcut: 'Ctrl+I',
    icon: Italic,
    toggle: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'underline',
    label: 'Underline',
    shortcut: 'Ctrl+U',
    icon: Underline,
    toggle: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    name: 'strike',
    label: 'Strikethrough',
    shortcut: 'Ctrl+Shift+S',
    icon: Strikethrough,
    toggle: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    name: 'highlight',
    label: 'Highlight',
    shortcut: 'Ctrl+Shift+H',
    icon: Highlighter,
    toggle: (e) => e.chain().focus().toggleHighlight().run(),
  },
  {
    name: 'code',
    label: 'Inline code',
    shortcut: 'Ctrl+E',
    icon: Code,
    toggle: (e) => e.chain().focus().toggleCode().run(),
  },
];

/** A plain address gets https:// in front; anything with a scheme is kept as typed. */
export function normaliseLink(raw: string): string {
  const value = raw.trim();
  if (!value) return '';
  return /^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `https://${value}`;
}

const buttonClass =
  'grid size-8 place-items-center rounded-md hover:bg-muted aria-pressed:bg-accent aria-pressed:text-accent-foreground';

/**
 * Formatting for selected text: the marks, and a link; with `onAi`, an AI
 * button that opens the AI actions on the selection.
 */
export function BubbleToolbar({
  editor,
  onAi,
}: {
  editor: Editor;
  onAi?: ((editor: Editor) => void) | undefined;
}) {
  const [editingLink, setEditingLink] = useState(false);
  const [href, setHref] = useState('');
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      ...Object.fromEntries(marks.map((mark) => [mark.name, current.isActive(mark.name)])),
      link: current.isActive('link'),
      linkHref: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  function openLinkEditor() {
    setHref(active.linkHref);
    setEditingLink(true);
  }

  function applyLink(event: FormEvent) {
    event.preventDefault();
    const url = normaliseLink(href);
    const chain = editor.chain().focus().extendMarkRange('link');
    (url ? chain.setLink({ href: url }) : chain.unsetLink()).run();
    setEditingLink(false);
  }

  return (
    <BubbleMenu
      editor={editor}
      // Only for a text selection: not inside code blocks, not for a selected image.
      shouldShow={({ editor: current, from, to }) =>
        from !== to && !current.isActive('codeBlock') && !current.isActive('image')
      }
      className="flex items-center gap-0.5 rounded-lg border border-border bg-card p-1 shadow-lg"
    >
      {editingLink ? (
        <form onSubmit={applyLink} className="flex items-center gap-1">
          <label htmlFor="bubble-link" className="sr-only">
            Link address
          </label>
          <input
            id="bubble-link"
            autoFocus
            value={href}
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                setEditingLink(false);
                editor.commands.focus();
              }
            }}
            placeholder="Paste or type a link"
            className="h-8 w-56 rounded-md border border-input bg-background px-2 text-sm"
          />
          <button type="submit" className="h-8 rounded-md px-2 text-sm font-medium hover:bg-muted">
            {href.trim() ? 'Apply' : 'Remove'}
          </button>
        </form>
      ) : (
        <div role="toolbar" aria-label="Text formatting" className="flex items-center gap-0.5">
          {marks.map((mark) => (
            <button
              key={mark.name}
              type="button"
              className={buttonClass}
              aria-pressed={Boolean(active[mark.name as keyof typeof active])}
              aria-label={mark.label}
              title={`${mark.label} (${mark.shortcut})`}
              onClick={() => mark.toggle(editor)}
            >
              <mark.icon className="size-4" aria-hidden />
            </button>
          ))}
          <button
            type="button"
            className={cn(buttonClass)}
            aria-pressed={active.link}
            aria-label="Link"
            title="Link"
            onClick={openLinkEditor}
          >
            <LinkIcon className="size-4" aria-hidden />
          </button>
          {onAi && (
            <button
              type="button"
              className="flex h-8 items-center gap-1 rounded-md px-2 text-sm font-medium hover:bg-muted"
              aria-haspopup="dialog"
              title="AI: improve, fix, translate or summarise the selection"
              onClick={() => onAi(editor)}
            >
              <Sparkles className="size-4 text-primary" aria-hidden />
              AI
            </button>
          )}
        </div>
      )}
    </BubbleMenu>
  );
}
