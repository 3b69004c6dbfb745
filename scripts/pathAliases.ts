import { fileURLToPath } from 'node:url';

/** The tsconfig `paths`, for tools that do not read tsconfig (Vite, Vitest). */
export const pathAliases = Object.fromEntries(
  ['app', 'server', 'common', 'content'].map((folder) => [
    `@${folder}`,
    fileURLToPath(new URL(`../${folder}`, import.meta.url)),
  ]),
);
