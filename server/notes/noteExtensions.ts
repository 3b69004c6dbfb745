import { noteSchemaExtensions } from '@common/editor/noteSchema';

/** The schema of a note body on the server: the editor's, minus its browser-only parts. */
export const noteExtensions = noteSchemaExtensions();
