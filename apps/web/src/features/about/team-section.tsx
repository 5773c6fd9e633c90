import { Users } from "lucide-react";
import { EmptyState } from "../../components/empty-state";
import { visibleTeamGroups } from "../../content/content-rules";
import type { TeamGroup } from "../../content/site-content-types";
import { TeamCard } from "./team-card";

export function TeamSection({ groups }: { groups: readonly TeamGroup[] }) {
  const visible = visibleTeamGroups(groups);
  return (
    <section aria-labelledby="team-heading" className="mt-16">
      <h2 id="team-heading" className="text-2xl font-bold text-slate-900 dark:text-white">
        Team
      </h2>
      {visible.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={Users} title="Team details have not been published yet." />
        </div>
      ) : (
        visible.map((group) => (
          <div key={group.id} className="mt-8">
            <h3 className="text-lg font-semibold text-slate-800 dark:text-slate-100">{group.title}</h3>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {group.members.map((member) => (
                <TeamCard key={`${member.name}-${member.role}`} member={member} />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}
