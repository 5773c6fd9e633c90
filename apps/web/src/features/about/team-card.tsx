import { ExternalLink } from "lucide-react";
import { safeExternalUrl } from "../../content/content-rules";
import type { TeamMember } from "../../content/site-content-types";

export function TeamCard({ member }: { member: TeamMember }) {
  const profile = safeExternalUrl(member.profileUrl);
  return (
    <li className="card flex flex-col items-center p-6 text-center">
      {member.image ? (
        <img src={member.image} alt={`Photo of ${member.name}`} loading="lazy" className="h-24 w-24 rounded-full object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-24 w-24 items-center justify-center rounded-full bg-indigo-100 text-3xl font-semibold text-indigo-700 dark:bg-indigo-500/20 dark:text-indigo-200">
          {member.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <h4 className="mt-4 font-semibold text-slate-900 dark:text-white">{member.name}</h4>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{member.role}</p>
      {profile ? (
        <a href={profile} target="_blank" rel="noopener noreferrer" className="link mt-3 inline-flex items-center gap-1 text-sm">
          Profile
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
          <span className="sr-only">of {member.name} (opens in a new tab)</span>
        </a>
      ) : null}
    </li>
  );
}
