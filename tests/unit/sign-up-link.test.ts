import { describe, expect, it } from "vitest";
import { parseBuildSettings } from "#core/build-settings.ts";
import { signUpUrl } from "#core/sign-up-link.ts";

const { signUpParameterNames } = parseBuildSettings({});
const register = "https://app.northstar.example/register";

describe("the sign-up link", () => {
  it("carries the plan, the campaign and the landing page, leaving out what is unknown", () => {
    const url = new URL(
      signUpUrl(
        register,
        { plan: "startup", utm_source: "news", utm_campaign: "q4 launch", landing_page: "/blog/a-post" },
        signUpParameterNames,
      ),
    );
    expect(url.origin + url.pathname).toBe(register);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      plan: "startup",
      utm_source: "news",
      utm_campaign: "q4 launch",
      landing_page: "/blog/a-post",
    });
  });

  it("adds the campaign to a link that already names its plan, and a second time changes nothing", () => {
    const withPlan = signUpUrl(register, { plan: "growth" }, signUpParameterNames);
    const once = signUpUrl(withPlan, { utm_medium: "email" }, signUpParameterNames);
    expect(new URL(once).searchParams.get("plan")).toBe("growth");
    expect(signUpUrl(once, { utm_medium: "email" }, signUpParameterNames)).toBe(once);
  });

  it("names each parameter as the app expects", () => {
    const { signUpParameterNames: renamed } = parseBuildSettings({ VITE_SIGN_UP_PARAMETERS: "plan:tier" });
    expect(new URL(signUpUrl(register, { plan: "solo" }, renamed)).search).toBe("?tier=solo");
  });

  it("never carries anything it was not asked to", () => {
    const context = { plan: "solo", referrer: "https://mail.example/inbox?q=secret", email: "a@b.example" };
    expect(new URL(signUpUrl(register, context, signUpParameterNames)).search).toBe("?plan=solo");
  });
});
