import { capitaliseFirst } from "./capitalise.js";

/**
 * The words that stand in for a citation whose authors are not known, written by ingest: "other
 * researchers" before a plural verb ("Tian et al. use …"), "prior work" elsewhere ("as shown in
 * [12]"). The talk writer recognises them by the same words: they name no one a viewer can place.
 */
export const CITATION_STAND_IN = { researchers: "other researchers", work: "prior work" } as const;

/** A text that opens with a citation's stand-in: "Other researchers use …", "Prior work shows …". */
export const OPENS_WITH_STAND_IN = new RegExp(`^(?:${Object.values(CITATION_STAND_IN).map(capitaliseFirst).join("|")})\\b`);

/** A text that holds a stand-in anywhere: "The strategy adopted in prior work …", "(first introduced in prior work)". */
export const HOLDS_STAND_IN = new RegExp(`\\b(?:${Object.values(CITATION_STAND_IN).join("|")})\\b`, "i");
