import { Extension, type Editor, type Range } from '@tiptap/core';
import { PluginKey } from '@tiptap/pm/state';
import Suggestion, { type SuggestionProps } from '@tiptap/suggestion';
import { filterBlocks, type Block, type BlockActions } from './blocks';

/** What the slash menu shows; null when it is closed. */
export interface SlashMenuState {
  items: Block[];
  selected: number;
  rect: DOMRect | null;
  choose: (block: Block) => void;
}

type Listener = () => void;

/** The menu's state, kept outside React so the editor plugin can drive it. */
export class SlashMenuStore {
  private state: SlashMenuState | null = null;
  private readonly listeners = new Set<Listener>();

  readonly subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  readonly getSnapshot = () => this.state;

  set(state: SlashMenuState | null) {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /** Arrow keys and Enter while the menu is open; true when the key was used. */
  handleKey(key: string): boolean {
    const state = this.state;
    if (!state || state.items.length === 0) return false;
    const count = state.items.length;
    if (key === 'ArrowDown') this.set({ ...state, selected: (state.selected + 1) % count });
    else if (key === 'ArrowUp')
      this.set({ ...state, selected: (state.selected - 1 + count) % count });
    else if (key === 'Enter' || key === 'Tab') {
      const block = state.items[state.selected];
      if (block) state.choose(block);
    } else return false;
    return true;
  }
}

export interface SlashCommandOptions {
  store: SlashMenuStore;
  actions: BlockActions;
}

/** `/` at the start of a line or after a space opens a menu of every block. */
export const SlashCommand = Extension.create<SlashCommandOptions>({
  name: 'slashCommand',

  addOptions() {
    return {
      store: new SlashMenuStore(),
      actions: {
        pickImages: () => undefined,
        photoToText: () => undefined,
        recordVoice: () => undefined,
        openAi: () => undefined,
      },
    };
  },

  addProseMirrorPlugins() {
    const { store, actions } = this.options;
    const open = (props: SuggestionProps<Block, Block>) =>
      store.set({
        items: props.items,
        selected: 0,
        rect: props.clientRect?.() ?? null,
        choose: (block) => props.command(block),
      });
    return [
      Suggestion<Block, Block>({
        editor: this.editor,
        pluginKey: new PluginKey('slashCommand'),
        char: '/',
        allowedPrefixes: [' '],
        // Not inside code, where a slash is just a slash.
        allow: ({ editor }) => !editor.isActive('codeBlock'),
        items: ({ query }) => filterBlocks(query),
        command: ({
          editor,
          range,
          props: block,
        }: {
          editor: Editor;
          range: Range;
          props: Block;
        }) => block.insert(editor, range, actions),
        render: () => ({
          onStart: open,
          onUpdate: (props) => {
            const current = store.getSnapshot();
            open(props);
            // Keep the highlighted row while the list stays the same length.
            const next = store.getSnapshot();
            if (current && next && current.items.length === next.items.length)
              store.set({ ...next, selected: current.selected });
          },
          onKeyDown: ({ event }) => {
            if (event.key === 'Escape') {
              store.set(null);
              return true;
            }
            return store.handleKey(event.key);
          },
          onExit: () => store.set(null),
        }),
      }),
    ];
  },
});
