import type { JSONContent } from '@tiptap/core';
import type { Schema } from '@tiptap/pm/model';

/**
 * What a stored body may hold, read from the body's schema: the element names
 * of its nodes and the names of its marks. The collaboration server refuses
 * live updates with anything else, and the projection skips anything else
 * that is already stored, so a note never reaches a state where saving fails.
 */
export interface KnownContent {
  nodes: ReadonlySet<string>;
  marks: ReadonlySet<string>;
}

export const knownContentOf = (schema: Schema): KnownContent => ({
  nodes: new Set(Object.keys(schema.nodes)),
  marks: new Set(Object.keys(schema.marks)),
});

/**
 * y-prosemirror stores a mark that may overlap itself under `name--hash`
 * (8 base-64 characters): the mark's name is the part before.
 */
export const markNameOf = (attribute: string) => attribute.replace(/--[a-zA-Z0-9+/=]{8}$/, '');

/**
 * The body without what the schema does not know: an unknown node gives way
 * to its children (its text survives), an unknown mark is dropped, and an
 * empty text node (which ProseMirror refuses) is left out.
 */
export function withKnownContent(json: JSONContent, known: KnownContent): JSONContent {
  const keep = (node: JSONContent): JSONContent[] => {
    const children = node.content?.flatMap(keep);
    if (node.type === 'text' && !node.text) return [];
    if (!node.type || !known.nodes.has(node.type)) return children ?? [];
    const marks = node.marks?.filter((mark) => known.marks.has(mark.type));
    return [
      {
        ...node,
        ...(children ? { content: children } : {}),
        ...(marks ? { marks } : {}),
      },
    ];
  };
  return { ...json, content: json.content?.flatMap(keep) ?? [] };
}

/** Every text in the body, a blank line between blocks: the plain text when the schema cannot read it. */
export function textOf(json: JSONContent): string {
  if (json.type === 'text') return json.text ?? '';
  const parts = (json.content ?? []).map(textOf);
  const inline = json.content?.every(
    (child) => child.type === 'text' || child.type === 'hardBreak',
  );
  return parts.join(inline ? '' : '\n\n');
}
