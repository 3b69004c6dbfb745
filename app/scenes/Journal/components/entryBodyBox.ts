/** The body's box, the same before the entry exists, while the editor loads and around it. */
export const bodyBox = 'min-h-48 rounded-xl border border-border bg-card px-4 py-3';
