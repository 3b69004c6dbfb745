/**
 * The browser's speech recognition (Chromium and Safari name it
 * webkitSpeechRecognition), typed by the few members dictation uses:
 * TypeScript's DOM library does not declare it.
 */
export interface SpeechRecognitionAlternativeLike {
  readonly transcript: string;
}
export interface SpeechRecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: SpeechRecognitionAlternativeLike;
}
export interface SpeechRecognitionEventLike {
  readonly resultIndex: number;
  readonly results: {
    readonly length: number;
    readonly [index: number]: SpeechRecognitionResultLike;
  };
}
export interface SpeechRecognitionErrorEventLike {
  /** "not-allowed", "no-speech", "audio-capture", "network", "aborted", … */
  readonly error: string;
}
export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: SpeechRecognitionEventLike) => void) | null;
  onerror: ((event: SpeechRecognitionErrorEventLike) => void) | null;
  onend: (() => void) | null;
  start: () => void;
  stop: () => void;
  abort: () => void;
}
export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** This browser's speech recognition, or null where it has none (Firefox, most WebViews). */
export function speechRecognition(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const found = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return found.SpeechRecognition ?? found.webkitSpeechRecognition ?? null;
}

/** What a recognition error means for the reader; null for a stop the reader asked for. */
export function dictationErrorWords(error: string): string | null {
  switch (error) {
    case 'aborted':
      return null;
    case 'not-allowed':
    case 'service-not-allowed':
      return 'Dictation may not use the microphone: allow it in your browser’s settings for this site.';
    case 'no-speech':
      return 'No speech was heard, so dictation stopped. Start it again when you are ready.';
    case 'audio-capture':
      return 'No microphone was found for dictation.';
    case 'network':
      return 'Dictation needs your browser’s speech service, and it could not be reached. Check your connection.';
    case 'language-not-supported':
      return 'This browser cannot dictate in your language.';
    default:
      return `Dictation stopped (${error}).`;
  }
}
