import crypto from "node:crypto";
import { API_PREFIX, pathFor, ROUTES, type RouteDef, type RouteName } from "@lectern/contract";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assertValidSample, bearer, send, servedRoutes, urlOf, type Call } from "../test/authz-http.js";
import { MatrixRecorder } from "../test/authz-matrix.js";
import { MEDIA_SAMPLES, PUBLIC_SAMPLES, USER_SAMPLES } from "../test/authz-samples.js";
import { buildWorld, type OwnerFacts, type World } from "../test/authz-world.js";
import { dbTargets, dropSchema } from "../test/databases.js";

// Issue 10's authorisation matrix: every route of the contract's ROUTES table (a route added there
// without a sample fails the first test), as no token, dead tokens, another user and the owner,
// and the signed media URLs as issued, expired, tampered and moved to another paper, file or route.

const entries = <K extends string, V>(record: Record<K, V>) => Object.entries(record) as [K, V][];
const ghostId = () => crypto.randomBytes(10).toString("hex");
const ALL_ROUTES = Object.keys(ROUTES) as RouteName[];
const SAMPLES: Record<RouteDef["auth"], Record<string, { call: (f: OwnerFacts) => Call } | undefined>> = { public: PUBLIC_SAMPLES, user: USER_SAMPLES, media: MEDIA_SAMPLES };

for (const target of dbTargets()) {
  describe(`authorisation matrix over every contract route (${target.name})`, () => {
    let world: World;
    let matrix: MatrixRecorder;
    /** Credentials that must never pass: none, the owner's revoked and expired sessions, a token never issued, another scheme. */
    let dead: [string, Record<string, string>][];

    beforeAll(async () => {
      world = await buildWorld(target);
      matrix = new MatrixRecorder(world.secrets);
      const t = world.tokens;
      dead = [
        ["no token", {}],
        ["revoked token", bearer(t.revoked)],
        ["expired token", bearer(t.expired)],
        ["forged token", bearer(t.forged)],
        ["non-bearer credential", { authorization: `Basic ${Buffer.from(`authz-owner:${t.owner}`).toString("base64")}` }],
      ];
    }, 240_000);
    afterAll(async () => {
      if (matrix) {
        const count = (auth: RouteDef["auth"]) => ALL_ROUTES.filter((n) => ROUTES[n].auth === auth);
        const s = matrix.summary();
        console.log(
          `[authorization matrix, ${target.name}] ${ALL_ROUTES.length} routes: ${count("public").length} public (${count("public").join(", ")}), ` +
            `${count("user").length} user, ${count("media").length} media; ${s.routes} routes walked, ${s.requests} requests checked, ` +
            `${matrix.problems.length} problems. By identity: ${JSON.stringify(s.byIdentity)}`,
        );
      }
      await world?.close();
      await dropSchema(target);
    });

    /** Runs `walk`, then fails with every mismatch it recorded. */
    const walked = async (walk: () => Promise<void>) => {
      const since = matrix.problems.length;
      await walk();
      expect(matrix.problems.slice(since)).toEqual([]);
    };

    it("has a valid sample for every route of the contract, and the server serves each", () => {
      const problems: string[] = [];
      for (const name of ALL_ROUTES) {
        const def: RouteDef = ROUTES[name];
        const sample = SAMPLES[def.auth][name];
        if (!sample) {
          problems.push(`${name} (${def.auth}) has no sample: add one to test/authz-samples.ts`);
          continue;
        }
        try {
          assertValidSample(name, sample.call(world.owner));
        } catch (err) {
          problems.push((err as Error).message);
        }
        if (!world.app.hasRoute({ method: def.method, url: API_PREFIX + def.path })) problems.push(`${name} is not served`);
      }
      // Nor can an API route escape the matrix by being served outside the contract's table.
      const contract = new Set(ALL_ROUTES.map((n) => `${ROUTES[n].method} ${API_PREFIX}${ROUTES[n].path}`));
      const served = servedRoutes(world.app).filter((r) => r.url.startsWith(`${API_PREFIX}/`) && r.method !== "HEAD");
      expect(served.length).toBeGreaterThanOrEqual(ALL_ROUTES.length);
      for (const r of served) if (!contract.has(`${r.method} ${r.url}`)) problems.push(`${r.method} ${r.url} is served but not in ROUTES`);
      // A sample for a route that is gone or changed its kind of caller is stale.
      for (const [auth, table] of entries(SAMPLES)) {
        for (const name of Object.keys(table)) if ((ROUTES as Record<string, RouteDef>)[name]?.auth !== auth) problems.push(`sample ${name} is not a ${auth} route`);
      }
      expect(problems).toEqual([]);
    });

    it("public routes answer without a session, and a dead token changes nothing", () =>
      walked(async () => {
        for (const [name, sample] of entries(PUBLIC_SAMPLES)) {
          for (const [who, headers] of dead) matrix.answered(name, who, await send(world.app, name, sample.call(world.owner), headers), [sample.status]);
        }
      }));

    it("user routes refuse no, revoked, expired, forged and non-bearer credentials with 401", () =>
      walked(async () => {
        for (const [name, sample] of entries(USER_SAMPLES)) {
          const call = sample.call(world.owner);
          for (const [who, headers] of dead) matrix.refused(name, who, await send(world.app, name, call, headers), 401);
          // Fastify answers HEAD with the GET handler: it must not tell a file's size to anyone.
          if (ROUTES[name].method === "GET") matrix.answered(name, "no token (HEAD)", await world.app.inject({ method: "HEAD", url: urlOf(name, call) }), [401]);
        }
      }));

    it("user routes answer another user with the 404 of an id that does not exist; their own views show nothing of the owner's", () =>
      walked(async () => {
        const t = world.tokens;
        for (const [name, sample] of entries(USER_SAMPLES)) {
          if (sample.scope === "own") {
            const theirs = sample.intruder;
            if (!theirs) throw new Error(`${name}: an own-view sample needs the intruder's status`);
            const token = theirs.spareSession ? t.intruderSpare : t.intruder;
            matrix.answered(name, "another user", await send(world.app, name, (theirs.own ?? sample.call)(world.owner), bearer(token)), [theirs.status]);
            continue;
          }
          const res = await send(world.app, name, sample.call(world.owner), bearer(t.intruder));
          matrix.refused(name, "another user", res, 404);
          if (ROUTES[name].method === "GET") {
            matrix.answered(name, "another user (HEAD)", await world.app.inject({ method: "HEAD", url: urlOf(name, sample.call(world.owner)), headers: bearer(t.intruder) }), [404]);
          }
          const ghost = sample.scope === "paper" ? { ...world.owner, paperId: ghostId() } : { ...world.owner, jobId: ghostId() };
          matrix.same(name, "another user, id that does not exist", res, await send(world.app, name, sample.call(ghost), bearer(t.intruder)));
        }
        // The intruder's sign-out ended their spare session only.
        matrix.refused("me", "signed-out spare session", await send(world.app, "me", {}, bearer(t.intruderSpare)), 401);
        matrix.answered("me", "another user", await send(world.app, "me", {}, bearer(t.intruder)), [200]);
      }));

    it("user routes work for the owner (the control that every sample is a working request)", () =>
      walked(async () => {
        for (const [name, sample] of entries(USER_SAMPLES)) {
          if (sample.owner === null) continue;
          matrix.answered(name, "owner", await send(world.app, name, sample.call(world.owner), bearer(world.tokens.owner)), [sample.owner], false);
        }
        const jobs = await send(world.app, "listJobs", USER_SAMPLES.listJobs.call(world.owner), bearer(world.tokens.owner));
        expect((jobs.json() as { jobs: { id: string }[] }).jobs.map((j) => j.id)).toContain(world.owner.jobId);
        const mine = await send(world.app, "listPapers", { query: { limit: "50" } }, bearer(world.tokens.owner));
        expect((mine.json() as { papers: { paper_id: string }[] }).papers.map((p) => p.paper_id)).toContain(world.owner.paperId);
        const theirs = await send(world.app, "listPapers", { query: { limit: "50" } }, bearer(world.tokens.intruder));
        expect((theirs.json() as { papers: { paper_id: string }[] }).papers.map((p) => p.paper_id)).not.toContain(world.owner.paperId);
      }));

    it("media routes refuse missing and dead credentials (401) and another user (404), and serve the owner", () =>
      walked(async () => {
        for (const [name, sample] of entries(MEDIA_SAMPLES)) {
          const call = sample.call(world.owner);
          const range: Record<string, string> = sample.ok === 206 ? { range: "bytes=0-99" } : {};
          for (const [who, headers] of dead) matrix.refused(name, who, await send(world.app, name, call, { ...headers, ...range }), 401);
          matrix.answered(name, "no token (HEAD)", await world.app.inject({ method: "HEAD", url: urlOf(name, call) }), [401]);
          const res = await send(world.app, name, call, bearer(world.tokens.intruder));
          matrix.refused(name, "another user", res, 404);
          matrix.answered(name, "another user (HEAD)", await world.app.inject({ method: "HEAD", url: urlOf(name, call), headers: bearer(world.tokens.intruder) }), [404]);
          const ghost = sample.scope === "paper" ? { ...world.owner, paperId: ghostId() } : { ...world.owner, jobId: ghostId() };
          matrix.same(name, "another user, id that does not exist", res, await send(world.app, name, sample.call(ghost), bearer(world.tokens.intruder)));
          matrix.answered(name, "owner", await send(world.app, name, call, { ...bearer(world.tokens.owner), ...range }), [sample.ok], false);
        }
      }));

    it("signed media URLs: the issued ones work; expired, tampered, extended and moved ones are refused with 401", () =>
      walked(async () => {
        const names = Object.keys(MEDIA_SAMPLES) as (keyof typeof MEDIA_SAMPLES)[];
        for (const [name, sample] of entries(MEDIA_SAMPLES)) {
          const call = sample.call(world.owner);
          const range: Record<string, string> = sample.ok === 206 ? { range: "bytes=0-99" } : {};
          const get = (url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> => world.app.inject({ method: "GET", url, headers: { ...range, ...headers } });
          const pathOf = (params: Record<string, string>) => API_PREFIX + pathFor(name, params);
          const own = pathOf(call.params ?? {});
          /** `pathname` with the route's own query and the given signature parameters. */
          const at = (pathname: string, sig: Record<string, string>) => `${pathname}?${new URLSearchParams({ ...call.query, ...sig })}`;
          const partsOf = (url: string) => {
            const u = new URL(url, "http://local");
            return { pathname: u.pathname, exp: u.searchParams.get("exp") ?? "", sig: u.searchParams.get("sig") ?? "" };
          };
          const signed = (pathname: string, now?: () => number, ttl = 300) => partsOf(world.signerAt(now).sign(pathname, ttl, call.query ?? {}).url);
          const issued = partsOf(world.issued[name]);
          const refuse = async (who: string, url: string, headers: Record<string, string> = {}) =>
            matrix.refused(name, who, await get(url, headers), 401, [issued.sig]);

          expect(issued.pathname, `${name}: the API issued its URL for this very path`).toBe(own);
          matrix.answered(name, "signed URL issued by the API", await get(world.issued[name]), [sample.ok], false);
          // Control: a URL signed here with the server's key works, so the refusals below are about the change alone.
          const fresh = signed(own);
          matrix.answered(name, "signed URL, test-signed control", await get(at(own, { exp: fresh.exp, sig: fresh.sig })), [sample.ok], false);

          const stale = signed(own, () => Date.now() - 2 * 3600_000, 60);
          await refuse("signed URL, expired", at(own, { exp: stale.exp, sig: stale.sig }));
          const flipped = issued.sig.slice(0, -1) + (issued.sig.endsWith("A") ? "B" : "A");
          await refuse("signed URL, tampered signature", at(own, { exp: issued.exp, sig: flipped }));
          await refuse("signed URL, truncated signature", at(own, { exp: issued.exp, sig: issued.sig.slice(0, 20) }));
          await refuse("signed URL, lifetime extended", at(own, { exp: String(Number(issued.exp) + 86_400), sig: issued.sig }));
          await refuse("signed URL, no signature", at(own, { exp: issued.exp }));
          await refuse("signed URL, no expiry", at(own, { sig: issued.sig }));

          // Moved to another paper (or job): a signature for the intruder's paper on the owner's,
          // and the owner's issued signature on the intruder's paper.
          const otherId = sample.scope === "paper" ? world.intruderPaperId : ghostId();
          const elsewhere = pathOf({ ...call.params, id: otherId });
          const forOther = signed(elsewhere);
          await refuse("signed URL, made for another paper", at(own, { exp: forOther.exp, sig: forOther.sig }));
          await refuse("signed URL, moved to another paper", at(elsewhere, { exp: issued.exp, sig: issued.sig }));
          if (sample.file) {
            const current = call.params?.[sample.file.param] ?? "";
            const sibling = sample.file.all(world.owner).find((n) => n !== current) ?? `x${current}`;
            const forSibling = signed(pathOf({ ...call.params, [sample.file.param]: sibling }));
            await refuse("signed URL, made for another file", at(own, { exp: forSibling.exp, sig: forSibling.sig }));
          }
          // The query is signed too: the same signature with another language opens nothing.
          if (call.query?.language) {
            const language = call.query.language === "Hindi" ? "English" : "Hindi";
            await refuse("signed URL, language changed", `${own}?${new URLSearchParams({ ...call.query, language, exp: issued.exp, sig: issued.sig })}`);
          }
          const otherRoute = names[(names.indexOf(name) + 1) % names.length] ?? name;
          const borrowed = partsOf(world.issued[otherRoute]);
          await refuse("signed URL, made for another route", at(own, { exp: borrowed.exp, sig: borrowed.sig }));
          // A dead session is refused even beside a valid signature: a bad credential is never ignored.
          await refuse("signed URL with a revoked token", world.issued[name], bearer(world.tokens.revoked));
        }
      }));
  });
}
