import { Tokenizer, type Marked, type Tokens } from 'marked';

/**
 * Makes a marked instance that TipTap's MarkdownManager has registered its
 * tokenizers on read lists inside quotes without throwing.
 *
 * marked's quote, when a line continues a list inside it, reads that list
 * again with its own list tokenizer, and reads `undefined` when the list was
 * one marked does not read the same way (TipTap's ordered lists take `a.`
 * and `i.` markers, and end elsewhere): a TypeError on text as ordinary as
 * "> a.  \nb" or "> 1. \n|---|". While a quote is read, a list marked cannot
 * read is read by the block extensions, as it was the first time.
 */
export function readQuotedExtensionLists(instance: Marked): void {
  instance.use({
    tokenizer: {
      blockquote(source) {
        // Put back as it was after the quote; called with its `this` meanwhile.
        // eslint-disable-next-line @typescript-eslint/unbound-method
        const ownList = this.list;
        this.list = (text) => ownList.call(this, text) ?? extensionList(this, text);
        try {
          return Tokenizer.prototype.blockquote.call(this, source);
        } finally {
          this.list = ownList;
        }
      },
    },
  });
}

function extensionList(tokenizer: Tokenizer, text: string): Tokens.List | undefined {
  for (const tokenize of tokenizer.lexer.options.extensions?.block ?? []) {
    const token = tokenize.call({ lexer: tokenizer.lexer }, text, []);
    if (token?.type === 'list') return token as Tokens.List;
  }
  return undefined;
}
