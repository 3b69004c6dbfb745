import sanitizeHtml from 'sanitize-html';

/**
 * Exactly what renderNoteHtml may write, and nothing more: the second
 * defence of a shared page. Should the renderer ever let markup through, no
 * script, handler, style, frame or foreign scheme survives this.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'div',
    'input',
    'blockquote',
    'pre',
    'code',
    'hr',
    'br',
    'table',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'figure',
    'figcaption',
    'span',
    'audio',
    'a',
    'strong',
    'em',
    's',
    'u',
    'mark',
  ],
  allowedAttributes: {
    a: ['href', 'rel'],
    img: ['src', 'alt', 'title', 'loading'],
    audio: ['src', 'controls', 'preload', 'aria-label'],
    ol: ['start'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    input: ['type', 'checked', 'disabled', 'aria-label'],
    div: ['tabindex', 'role', 'aria-label'],
    pre: ['tabindex'],
  },
  allowedClasses: {
    ul: ['tasks'],
    li: ['task'],
    div: ['table'],
    figure: ['audio'],
    span: ['length'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [], audio: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'escape',
  // A checkbox is only ever a disabled one showing a task's state.
  transformTags: {
    // Scrolling boxes are focusable (tabindex 0), never moved in the tab order.
    pre: (tagName, attribs) => {
      const kept: Record<string, string> = {};
      if (attribs.tabindex !== undefined) kept.tabindex = '0';
      return { tagName, attribs: kept };
    },
    div: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        ...(attribs.tabindex !== undefined ? { tabindex: '0' } : {}),
        ...(attribs.role !== undefined ? { role: 'region' } : {}),
      },
    }),
    // A player only ever shows its controls and reads no more than the recording's length up front.
    audio: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...(attribs.src !== undefined ? { src: attribs.src } : {}),
        ...(attribs['aria-label'] ? { 'aria-label': attribs['aria-label'] } : {}),
        controls: '',
        preload: 'metadata',
      },
    }),
    input: (tagName, attribs) => ({
      tagName,
      attribs: {
        type: 'checkbox',
        disabled: '',
        ...(attribs.checked !== undefined ? { checked: '' } : {}),
        ...(attribs['aria-label'] ? { 'aria-label': attribs['aria-label'] } : {}),
      },
    }),
  },
};

export const sanitizeNoteHtml = (html: string): string => sanitizeHtml(html, options);
