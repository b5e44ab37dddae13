import * as v from 'valibot';

/** SPEC §3 auth state; only a literal true opens the admin. */
export const AuthStateSchema = v.object({
  isAuthenticated: v.boolean(),
  isAdmin: v.boolean(),
});

export type AuthState = v.InferOutput<typeof AuthStateSchema>;
