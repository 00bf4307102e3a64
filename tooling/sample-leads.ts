/** Valid submissions of both forms, shared by the tests and the lead-capture benchmark. */
import type { ContactMessageInput, ContactSalesInput } from "#core/lead-forms.ts";

export const contactSalesInput = (overrides: Partial<ContactSalesInput> = {}): ContactSalesInput => ({
  companyName: "Acme Analytics",
  contactName: "Ada Lovelace",
  email: "ada@acme.example",
  role: "Head of Product",
  industry: "SaaS",
  location: "United Kingdom",
  currentTools: "Jira, Notion",
  primaryGoal: "Shorten discovery from weeks to days.",
  ...overrides,
});

export const contactMessageInput = (overrides: Partial<ContactMessageInput> = {}): ContactMessageInput => ({
  name: "Grace Hopper",
  email: "grace@navy.example",
  subject: "Press enquiry",
  message: "Could we interview your founders?\nThanks!",
  ...overrides,
});
