/**
 * The app's sign-up address for one visitor: the plan they chose and the campaign that first brought them (the UTM
 * fields and landing page the site records on arrival, app/lib/attribution.ts). Never anything personal: no referrer
 * (it may carry a search or a private address), no form field.
 */
import type { SignUpParameter } from "./build-settings.ts";

export type SignUpContext = Partial<Record<SignUpParameter, string>>;

/** Where a trial link leads: `registerUrl` with each known value under the name the app expects (`names`). */
export const signUpUrl = (
  registerUrl: string,
  context: SignUpContext,
  names: Readonly<Record<SignUpParameter, string>>,
): string => {
  const url = new URL(registerUrl);
  for (const [parameter, name] of Object.entries(names) as [SignUpParameter, string][]) {
    const value = context[parameter];
    if (value) url.searchParams.set(name, value);
  }
  return url.href;
};
