import { z } from "zod";
import { copy, flag, listOf, paragraph, slug } from "./fields.ts";

/** How many questions the home page's FAQ shows, and how many of them its FAQPage structured data carries. */
export const HOME_FAQ_SIZE = 13;
export const HOME_STRUCTURED_DATA_FAQ_SIZE = 5;

const faqItemSchema = z.object({
  id: slug("Id", "The question's anchor on /faqs."),
  group: copy("Group", "One of the groups above."),
  question: copy("Question"),
  answer: paragraph("Answer", "Name prices and facts with placeholders, e.g. {plans.startup.price} or {site.trial.days}."),
  onHome: flag("On the home page", `The home page shows ${HOME_FAQ_SIZE} questions.`),
  inHomeStructuredData: flag(
    "In the home page's structured data",
    `${HOME_STRUCTURED_DATA_FAQ_SIZE} of the home page's questions are.`,
  ),
});

/** content/faq.json: every question, grouped on /faqs; the home page shows those marked for it. */
export const faqContentSchema = z
  .object({
    groups: listOf(copy("Group"), "Groups", "The headings of /faqs, in order."),
    items: listOf(faqItemSchema, "Questions"),
  })
  .superRefine(({ groups, items }, context) => {
    items.forEach((item, index) => {
      if (!groups.includes(item.group))
        context.addIssue({
          code: "custom",
          path: ["items", index, "group"],
          message: `"${item.group}" is not one of the groups (${groups.join(", ")})`,
        });
      if (items.findIndex((other) => other.id === item.id) !== index)
        context.addIssue({ code: "custom", path: ["items", index, "id"], message: `"${item.id}" is used by another question` });
      if (item.inHomeStructuredData && !item.onHome)
        context.addIssue({
          code: "custom",
          path: ["items", index, "inHomeStructuredData"],
          message: "only a question shown on the home page can be in its structured data",
        });
    });
    const onHome = items.filter((item) => item.onHome).length;
    if (onHome !== HOME_FAQ_SIZE)
      context.addIssue({
        code: "custom",
        path: ["items"],
        message: `the home page shows ${HOME_FAQ_SIZE} questions; ${onHome} are marked "On the home page"`,
      });
    const inData = items.filter((item) => item.inHomeStructuredData).length;
    if (inData !== HOME_STRUCTURED_DATA_FAQ_SIZE)
      context.addIssue({
        code: "custom",
        path: ["items"],
        message: `the home page's structured data carries ${HOME_STRUCTURED_DATA_FAQ_SIZE} questions; ${inData} are marked for it`,
      });
  });

export type FaqContent = z.infer<typeof faqContentSchema>;
export type FaqItem = FaqContent["items"][number];
