import { describe, expect, it } from "vitest";
import { answer, assertNoFetchProblems, contractRouteFor, json, mockFetch, offContract, routeKey } from "./fetch-mock";

describe("mockFetch against the contract", () => {
  it("names routes by the contract, with or without their parameters", () => {
    expect(routeKey("getMetadata", { id: "paper0001" })).toBe("GET /api/papers/paper0001/metadata");
    expect(routeKey("getMetadata")).toBe("GET /api/papers/:id/metadata");
    expect(routeKey("listJobs")).toBe("GET /api/jobs");
  });

  it("prefers a route's static segments over another's parameters", () => {
    expect(contractRouteFor("GET", "/api/images/paper0001/available")?.name).toBe("imagesAvailable");
    expect(contractRouteFor("GET", "/api/images/paper0001/fig1.png")?.name).toBe("image");
    expect(contractRouteFor("GET", "/elsewhere/papers")).toBeUndefined();
  });

  it("refuses a key that names no route of the contract", () => {
    expect(() => mockFetch({ "GET /api/paper/x/metadata": () => json({}) })).toThrow(/names no route of the contract/);
    expect(() => mockFetch({ "GET/api/papers": () => json({}) })).toThrow(/not a "METHOD \/path" key/);
  });

  it("answers a pattern key for any parameter value, an exact key first", async () => {
    mockFetch({
      [routeKey("getMetadata")]: () => answer("getMetadata", { title: "Any", authors: "", date: "", arxiv_id: null }),
      [routeKey("getMetadata", { id: "paper0002" })]: () => answer("getMetadata", { title: "Two", authors: "", date: "", arxiv_id: null }),
    });
    const title = async (id: string) => ((await (await fetch(`/api/papers/${id}/metadata`)).json()) as { title: string }).title;
    expect(await title("paper0001")).toBe("Any");
    expect(await title("paper0002")).toBe("Two");
  });

  it("rejects and records a 2xx answer the contract does not allow, naming the route", async () => {
    mockFetch({ "GET /api/auth/config": () => json({ google_client_id: 42 }) });
    await expect(fetch("/api/auth/config")).rejects.toThrow(/authConfig \(GET \/api\/auth\/config\)/);
    expect(() => assertNoFetchProblems()).toThrow(/google_client_id/);
  });

  it("does not check error answers, or answers marked off the contract", async () => {
    mockFetch({
      "GET /api/auth/config": () => offContract(json({ google_client_id: 42 })),
      "GET /api/keys/status": () => json({ detail: "Down", code: "internal_error" }, 500),
    });
    expect((await fetch("/api/auth/config")).status).toBe(200);
    expect((await fetch("/api/keys/status")).status).toBe(500);
  });

  it("answers an unmocked call 404 naming it, and lists it", async () => {
    const { unmocked } = mockFetch({});
    const response = await fetch("/api/papers/paper0001?x=1", { method: "GET" });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: "Test fetch mock: no mock for GET /api/papers/paper0001", code: "not_found" });
    expect(unmocked).toEqual(["GET /api/papers/paper0001"]);
  });
});
