import { z } from 'zod';

/** The signed-in user as the login and register calls answer it. */
export const userInfoSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  isAdmin: z.boolean(),
  token: z.string(),
});
export type UserInfo = z.output<typeof userInfoSchema>;
