import { noteSchemaExtensions } from '@common/editor/noteSchema';
import CodeBlock from '@tiptap/extension-code-block';
import { Editor } from '@tiptap/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DictationControl } from './DictationControl';
import type {
  SpeechRecognitionEventLike,
  SpeechRecognitionLike,
  SpeechRecognitionResultLike,
} from './speechRecognition';

/** The browser's speech recognition, written here: the test says what it heard. */
class StandInRecognition implements SpeechRecognitionLike {
  static latest: StandInRecognition | null = null;
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  started = false;
  constructor() {
    StandInRecognition.latest = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.onend?.();
  }
  abort() {
    this.onend?.();
  }
  /** Results from `index` on: [words, final?]. */
  hear(index: number, ...heard: [string, boolean][]) {
    const results: SpeechRecognitionResultLike[] = heard.map(([transcript, isFinal]) => ({
      isFinal,
      length: 1,
      0: { transcript },
    }));
    const event: SpeechRecognitionEventLike = {
      resultIndex: index,
      results: Object.assign([...Array<SpeechRecognitionResultLike>(index), ...results], {}),
    };
    act(() => this.onresult?.(event));
  }
}

const editors: Editor[] = [];
afterEach(() => {
  vi.unstubAllGlobals();
  for (const editor of editors.splice(0)) editor.destroy();
});

function editorWith(text: string) {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: noteSchemaExtensions({ codeBlock: CodeBlock }),
    content: `<p>${text}</p>`,
  });
  editors.push(editor);
  editor.commands.setTextSelection(editor.state.doc.content.size - 1);
  return editor;
}

describe('DictationControl', () => {
  it('is not there where the browser has no speech recognition', () => {
    render(<DictationControl editor={editorWith('Hello')} />);
    expect(screen.queryByRole('button', { name: 'Dictate' })).not.toBeInTheDocument();
  });

  it('shows interim words and puts final ones at the caret, until stopped', async () => {
    vi.stubGlobal('webkitSpeechRecognition', StandInRecognition);
    const editor = editorWith('Meeting notes:');
    const user = userEvent.setup();
    render(<DictationControl editor={editor} />);

    await user.click(screen.getByRole('button', { name: 'Dictate' }));
    const recognition = StandInRecognition.latest!;
    expect(recognition.started).toBe(true);
    expect(recognition.continuous && recognition.interimResults).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('Listening…');

    recognition.hear(0, ['we agreed', false]);
    expect(screen.getByTestId('dictation-interim')).toHaveTextContent('we agreed');
    expect(editor.getText()).toBe('Meeting notes:');

    recognition.hear(0, ['we agreed on Friday', true], ['and', false]);
    expect(editor.getText()).toBe('Meeting notes: we agreed on Friday');
    expect(screen.getByTestId('dictation-interim')).toHaveTextContent('and');

    await user.click(screen.getByRole('button', { name: 'Stop dictation' }));
    expect(screen.getByRole('button', { name: 'Dictate' })).toBeInTheDocument();
    expect(screen.queryByTestId('dictation-interim')).not.toBeInTheDocument();
  });

  it('explains a refused microphone and silence', async () => {
    vi.stubGlobal('SpeechRecognition', StandInRecognition);
    const user = userEvent.setup();
    render(<DictationControl editor={editorWith('')} />);

    await user.click(screen.getByRole('button', { name: 'Dictate' }));
    act(() => {
      StandInRecognition.latest!.onerror?.({ error: 'not-allowed' });
      StandInRecognition.latest!.onend?.();
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Dictation may not use the microphone: allow it in your browser’s settings for this site.',
    );

    await user.click(screen.getByRole('button', { name: 'Dictate' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => StandInRecognition.latest!.onerror?.({ error: 'no-speech' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No speech was heard, so dictation stopped. Start it again when you are ready.',
    );
  });
});
