import { queryOptions } from "@tanstack/react-query";
import { getAuthConfig } from "../endpoints";

const authConfigKey = () => ["auth-config"] as const;

/** How sign-in works on this server (Google client id or local user); it does not change while the page is open. */
export const authConfigQuery = () =>
  queryOptions({ queryKey: authConfigKey(), queryFn: () => getAuthConfig({ quiet: true }), staleTime: Infinity });
