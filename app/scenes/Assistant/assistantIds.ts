/** The screen's heading: where focus goes when the element that had it is gone. */
export const ASSISTANT_HEADING_ID = 'assistant-heading';
