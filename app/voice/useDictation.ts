import type { Editor } from '@tiptap/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  dictationErrorWords,
  speechRecognition,
  type SpeechRecognitionEventLike,
  type SpeechRecognitionLike,
} from './speechRecognition';

/** Puts dictated words at the caret, with a space when they follow a word. */
export function insertDictated(editor: Editor, words: string) {
  const text = words.trim();
  if (!text || editor.isDestroyed) return;
  const { $from } = editor.state.selection;
  const before = $from.parent.textBetween(Math.max(0, $from.parentOffset - 1), $from.parentOffset);
  const spaced = before && !/\s/.test(before) ? ` ${text}` : text;
  editor.chain().insertContent({ type: 'text', text: spaced }).run();
}

export interface DictationState {
  /** Whether this browser can dictate at all (the control is hidden where it cannot). */
  supported: boolean;
  listening: boolean;
  /** Words heard but not yet final: shown, not yet in the note. */
  interim: string;
  error: string | null;
}

/**
 * Live dictation into `editor` with the browser's speech recognition: final
 * words go in at the caret as they come, interim ones are only shown.
 */
export function useDictation(editor: Editor) {
  const [supported] = useState(() => speechRecognition() !== null);
  const [listening, setListening] = useState(false);
  const [interim, setInterim] = useState('');
  const [error, setError] = useState<string | null>(null);
  const recognition = useRef<SpeechRecognitionLike | null>(null);

  const start = useCallback(() => {
    const Recognition = speechRecognition();
    if (!Recognition || recognition.current) return;
    const current = new Recognition();
    current.continuous = true;
    current.interimResults = true;
    current.lang = document.documentElement.lang || navigator.language;
    current.onresult = (event: SpeechRecognitionEventLike) => {
      let heard = '';
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        const words = result?.[0]?.transcript ?? '';
        if (result?.isFinal) insertDictated(editor, words);
        else heard += words;
      }
      setInterim(heard);
    };
    current.onerror = (event) => setError(dictationErrorWords(event.error));
    current.onend = () => {
      recognition.current = null;
      setListening(false);
      setInterim('');
    };
    setError(null);
    try {
      current.start();
    } catch {
      setError('Dictation could not start. Try again in a moment.');
      return;
    }
    recognition.current = current;
    setListening(true);
  }, [editor]);

  const stop = useCallback(() => recognition.current?.stop(), []);

  useEffect(
    () => () => {
      const current = recognition.current;
      if (!current) return;
      current.onend = null;
      current.onresult = null;
      current.abort();
    },
    [],
  );

  const state: DictationState = { supported, listening, interim, error };
  return { ...state, start, stop };
}
