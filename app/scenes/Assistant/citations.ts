import type { Citation } from '@common/schemas/ai';

/**
 * The answer's citation marks ("[1]", "[2][3]", "[1, 2]") as links to the
 * cited notes, numbered as the citations list is (1 is the first). A number
 * with no citation behind it stays plain text.
 */
export function linkCitations(answer: string, citations: readonly Citation[]): string {
  const link = (number: string) => {
    const citation = citations[Number(number) - 1];
    return citation ? `[[${number}]](/note/${encodeURIComponent(citation.noteId)})` : `[${number}]`;
  };
  // A mark followed by "(" or ":" is already a Markdown link or a reference definition.
  return answer.replace(/\[(\d{1,2}(?:\s*,\s*\d{1,2})*)\](?![(:])/g, (_mark, numbers: string) =>
    numbers
      .split(',')
      .map((number) => link(number.trim()))
      .join(''),
  );
}
