/** The contact page's copy. */
import type { PageCopy } from "#content/page-copy.ts";
import { site } from "#content/site.ts";

export const contactPageCopy: PageCopy & {
  topics: { title: string; body: string }[];
  labels: { topics: string; otherWays: string; formTitle: string; requiredNote: string };
  otherWays: { label: string; body: string; email: string }[];
} = {
  title: "Contact us: questions, feedback and press",
  description: `Write to the ${site.name} team about your account, a feature you need, a partnership or a press enquiry. A person reads every message and replies within two business days.`,
  keywords: ["contact Northstar", "product feedback", "customer support", "press enquiries", "partnerships"],
  heading: "Write to the people who build it.",
  lead: `Questions about the product, feedback on a feature, an idea for a partnership or a press enquiry: send us a message and a person on the ${site.name} team will answer, usually within two business days.`,
  topics: [
    {
      title: "Product questions and feedback",
      body: "Tell us what you tried, what you expected and what happened. Feedback from working product managers decides what we build next, and we reply to every message with what we will do about it.",
    },
    {
      title: "Your account and billing",
      body: "Changing plans, adding seats, invoices and receipts, or moving a workspace to another owner. Include the e-mail address your workspace uses so we can find it quickly.",
    },
    {
      title: "Partnerships and integrations",
      body: "Building a tool product teams use and want it to talk to our research, PRDs or backlog sync? Tell us what you have in mind and who your users are.",
    },
    {
      title: "Press and speaking",
      body: "Writing about AI in product management or looking for a speaker on discovery and specs? We are happy to share what we see across hundreds of product teams.",
    },
  ],
  labels: {
    topics: "What people write to us about",
    otherWays: "Other ways to reach us",
    formTitle: "Send us a message",
    requiredNote: "Every field is required.",
  },
  otherWays: [
    {
      label: "Sales",
      body: "Plans for several teams, security reviews and enterprise agreements.",
      email: site.email.sales,
    },
    { label: "Support", body: "Something in the app is not working as it should.", email: site.email.support },
    {
      label: "Privacy",
      body: "A copy or deletion of the data we hold about you, or any other privacy request.",
      email: site.email.privacy,
    },
  ],
};
