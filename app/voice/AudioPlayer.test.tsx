import { noteSchemaExtensions } from '@common/editor/noteSchema';
import CodeBlock from '@tiptap/extension-code-block';
import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AudioPlayer } from './AudioPlayer';
import { AudioPlayerNode } from './AudioPlayerNode';
import { timestampSeekKey } from './timestampSeek';

describe('AudioPlayer', () => {
  it('plays, pauses, seeks with the slider and changes speed', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <AudioPlayer src="/api/attachments/a1" title="Standup" duration={200} />,
    );
    const audio = container.querySelector('audio')!;
    const player = screen.getByRole('group', { name: 'Standup' });
    const position = within(player).getByRole('slider', { name: 'Position' });
    expect(position).toHaveAttribute('aria-valuetext', '0:00 of 3:20');

    await user.click(within(player).getByRole('button', { name: 'Play' }));
    expect(audio.paused).toBe(false);
    await user.click(within(player).getByRole('button', { name: 'Pause' }));
    expect(audio.paused).toBe(true);

    fireEvent.change(position, { target: { value: '65' } });
    expect(audio.currentTime).toBe(65);
    expect(position).toHaveAttribute('aria-valuetext', '1:05 of 3:20');

    const speed = within(player).getByRole('button', { name: 'Speed 1×' });
    await user.click(speed);
    expect(audio.playbackRate).toBe(1.5);
    expect(speed).toHaveAccessibleName('Speed 1.5×');
    await user.click(speed);
    expect(audio.playbackRate).toBe(2);
    await user.click(speed);
    expect(audio.playbackRate).toBe(1);
  });
});

function EditorWith({ onEditor }: { onEditor: (editor: Editor) => void }) {
  const editor = useEditor({
    extensions: noteSchemaExtensions({ codeBlock: CodeBlock, audio: AudioPlayerNode }),
    content: {
      type: 'doc',
      content: [
        { type: 'audio', attrs: { src: '/api/attachments/first', title: 'First', duration: 90 } },
        { type: 'paragraph', content: [{ type: 'text', text: 'between' }] },
        { type: 'audio', attrs: { src: '/api/attachments/second', title: 'Second', duration: 90 } },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '1:05', marks: [{ type: 'link', attrs: { href: '#t=65' } }] },
            { type: 'text', text: ' We agreed on Friday. ' },
            {
              type: 'text',
              text: 'site',
              marks: [{ type: 'link', attrs: { href: 'https://example.com' } }],
            },
          ],
        },
      ],
    },
  });
  onEditor(editor);
  return <EditorContent editor={editor} />;
}

describe('transcript timestamps', () => {
  async function setUp() {
    let editor: Editor | undefined;
    render(<EditorWith onEditor={(made) => (editor = made)} />);
    const second = await screen.findByRole('group', { name: 'Second' });
    const audio = second.querySelector('audio')!;
    const first = (await screen.findByRole('group', { name: 'First' })).querySelector('audio')!;
    return { editor: editor!, audio, first };
  }
  const linkAt = (editor: Editor, text: string) => {
    let found = -1;
    editor.state.doc.descendants((node, position) => {
      if (node.isText && node.text === text) found = position;
    });
    return found;
  };

  it('a click on a timestamp seeks the nearest player above it and plays it', async () => {
    const { editor, audio, first } = await setUp();
    const link = screen.getByText('1:05');
    const click = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(click, 'target', { value: link });
    const handled = editor.view.someProp('handleClick', (handle) =>
      handle(editor.view, linkAt(editor, '1:05') + 1, click),
    );
    expect(handled).toBe(true);
    expect(audio.currentTime).toBe(65);
    expect(audio.paused).toBe(false);
    expect(first.paused).toBe(true);
    // The browser reports the new position; the player follows it.
    act(() => void audio.dispatchEvent(new Event('timeupdate')));
    await waitFor(() =>
      expect(screen.getByRole('group', { name: 'Second' }).querySelector('input')).toHaveAttribute(
        'aria-valuetext',
        '1:05 of 1:30',
      ),
    );
  });

  it('Enter inside a timestamp seeks; other links and keys are left alone', async () => {
    const { editor, audio } = await setUp();
    // This plugin's answer alone: the keymap's Enter (a new paragraph) comes after it in the editor.
    const plugin = timestampSeekKey.get(editor.state)!;
    const key = (name: string, alt = false) =>
      plugin.props.handleKeyDown!.call(
        plugin,
        editor.view,
        new KeyboardEvent('keydown', { key: name, altKey: alt }),
      ) ?? false;

    act(() => void editor.commands.setTextSelection(linkAt(editor, '1:05') + 2));
    expect(key('Enter')).toBe(true);
    expect(audio.currentTime).toBe(65);

    audio.currentTime = 0;
    act(() => void editor.commands.setTextSelection(linkAt(editor, '1:05') + 4));
    expect(key('Enter')).toBe(false);
    expect(key('Enter', true)).toBe(true);
    expect(audio.currentTime).toBe(65);

    audio.currentTime = 0;
    const site = screen.getByText('site');
    const click = new MouseEvent('click', { bubbles: true });
    Object.defineProperty(click, 'target', { value: site });
    expect(
      editor.view.someProp('handleClick', (handle) =>
        handle(editor.view, linkAt(editor, 'site') + 1, click),
      ) ?? false,
    ).toBe(false);
    expect(audio.currentTime).toBe(0);
  });
});
