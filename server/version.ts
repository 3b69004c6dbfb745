import packageJson from '../package.json' with { type: 'json' };

/** The release the health check reports; from package.json, the one place it is kept. */
export const version: string = packageJson.version;
