import type { User } from '@common/schemas/user';

/** Exactly the user fields that leave the server. */
export function presentUser(user: {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
}): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    createdAt: user.createdAt.toISOString(),
  };
}
