import type { User } from "@lectern/contract";
import { useState } from "react";

const SIZES = { sm: "h-8 w-8 text-sm", md: "h-10 w-10 text-base" } as const;

/** The user's picture, or their initial when there is none or it fails to load. */
export function UserAvatar({ user, size = "md" }: { user: User; size?: keyof typeof SIZES }) {
  const [broken, setBroken] = useState(false);
  const initial = (user.name.trim() || user.email.trim() || "?").charAt(0).toUpperCase();
  if (user.picture && !broken) {
    return (
      <img
        src={user.picture}
        alt=""
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
        className={`${SIZES[size]} shrink-0 rounded-full object-cover ring-2 ring-white dark:ring-slate-800`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-indigo-600 font-semibold text-white`}>
      {initial}
    </span>
  );
}
