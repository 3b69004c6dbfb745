// @joplin/turndown-plugin-gfm ships no types: the one export the import thread uses.
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';
  export function gfm(service: TurndownService): void;
}
