import { describe, expect, it } from "vitest";
import { leadDistinctId, leadPersonProperties } from "#app/lib/analytics/lead-identity.ts";

describe("a lead's distinct id", () => {
  it("is the lead's id as text", () => {
    expect(leadDistinctId("0b7c6f0e-4c1b-4d55-9f2e-6c1f3a2b9d10")).toBe("0b7c6f0e-4c1b-4d55-9f2e-6c1f3a2b9d10");
    expect(leadDistinctId(" lead_42 ")).toBe("lead_42");
  });

  it("turns a numeric id into text", () => {
    expect(leadDistinctId(42)).toBe("42");
    expect(leadDistinctId(0)).toBe("0");
  });

  it("rejects an empty id", () => {
    expect(leadDistinctId("")).toBeNull();
    expect(leadDistinctId("   ")).toBeNull();
  });

  it("rejects the placeholder strings distinct_id and distinctid, in any case", () => {
    for (const placeholder of ["distinct_id", "distinctid", "DISTINCT_ID", "DistinctId", " distinct_id "])
      expect(leadDistinctId(placeholder)).toBeNull();
  });

  it("rejects numbers that are not ids", () => {
    expect(leadDistinctId(Number.NaN)).toBeNull();
    expect(leadDistinctId(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe("a lead's person properties", () => {
  const lead = { leadId: "l1", companyName: "Acme", industry: "SaaS", role: "Head of Product" };

  it("are company, industry and role, and never the e-mail", () => {
    const properties = leadPersonProperties({ ...lead, email: "ana@acme.test" } as typeof lead);
    expect(properties).toEqual({ company: "Acme", industry: "SaaS", role: "Head of Product" });
  });

  it("leave out blank answers instead of overwriting known ones", () => {
    expect(leadPersonProperties({ ...lead, role: "  " })).toEqual({ company: "Acme", industry: "SaaS" });
  });

  it("are the same for the same lead, so PostHog can ignore a repeat", () => {
    expect(leadPersonProperties(lead)).toEqual(leadPersonProperties({ ...lead }));
  });
});
