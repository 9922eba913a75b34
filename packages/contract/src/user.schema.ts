import { z } from 'zod';
import { userInfoTextFields, type UserInfo } from './user.js';

/** `UserInfo` as a schema, from the same fields as `isUserInfo`. */
export const userInfoSchema: z.ZodType<UserInfo> = z.object({
  ...(Object.fromEntries(userInfoTextFields.map((field) => [field, z.string()])) as Record<
    (typeof userInfoTextFields)[number],
    z.ZodString
  >),
  isAdmin: z.boolean(),
});
