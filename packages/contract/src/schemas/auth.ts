import { z } from "zod";

export const User = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  picture: z.string().nullable(),
});
export type User = z.infer<typeof User>;

export const GoogleLoginRequest = z.object({ token: z.string().min(1).max(8192) });

/**
 * The login answer includes a success flag (as clients of the published API read it); failures use the common error body
 * (401 {detail, code}), whose detail the client shows, falling back to 'Login failed'.
 */
export const LoginResponse = z.object({
  success: z.literal(true),
  access_token: z.string(),
  user: User,
  expires_at: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const VerifyResponse = z.object({ valid: z.literal(true), user: User });
export const MeResponse = z.object({ user: User });
export const LogoutResponse = z.object({ success: z.literal(true) });

/** Tells the login screen which sign-in methods to offer. */
export const AuthConfigResponse = z.object({
  google_client_id: z.string().nullable(),
  local_login: z.boolean(),
  /** The operator set up YouTube upload (client id and secret); the upload panel says so when not. */
  youtube_upload: z.boolean().optional(),
  /** The privacy uploads get ("unlisted" unless the operator chose otherwise), said before upload. */
  youtube_privacy: z.enum(["private", "unlisted", "public"]).optional(),
});
export type AuthConfigResponse = z.infer<typeof AuthConfigResponse>;
