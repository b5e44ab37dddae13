import * as v from 'valibot';

/** The auth state (docs/requirements.md#auth-state); only a literal true opens the admin. */
export const AuthStateSchema = v.object({
  isAuthenticated: v.boolean(),
  isAdmin: v.boolean(),
});

export type AuthState = v.InferOutput<typeof AuthStateSchema>;
