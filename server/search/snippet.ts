// Shared with the device's own search (app/offline/search): one snippet for both.
export { buildSnippet } from '@common/search/snippet';
