import { find } from 'linkifyjs';

/**
 * Builds the link detector's tables now rather than on the first space typed.
 * The editor finds links as they are typed (autolink), and linkify builds its
 * scanner, every top-level domain included, the first time it reads text:
 * ~10 ms of one key in a note just opened, measured in `bench:browser`.
 */
export function warmLinkDetection(): void {
  find('');
}
