/** The schema of content/navigation.json: the header's and footer's links, by page id, and the page frame's words. */
import * as z from "zod";
import { checkedPageLink, pageLinkFields } from "./page-link.ts";

export const navigationLinkSchema = checkedPageLink(
  z.object({ label: z.string().min(1).meta({ title: "Label", description: "The link's text." }), ...pageLinkFields() }),
);

const text = (title: string, description: string) => z.string().min(1).meta({ title, description });

export const navigationContentSchema = z.object({
  frame: z
    .object({
      skipToContent: text("Skip link", "The first link of every page, for keyboard users: jumps to the content."),
      loadingPage: text("Loading message", "Read out while an in-app navigation waits for the next page."),
      talkToSales: text("Talk to Sales button", "The header's button that opens the contact-sales form."),
      startTrial: text("Start trial button", "The header's button that goes to the app's registration."),
      openingTrial: text("Opening's trial button", "The first button of a page's opening: goes to the app's registration."),
      bookDemo: text("Book a demo button", "Beside the opening's trial button: opens the demo-booking page."),
      openApp: text("Open app button", "In place of Start trial, for a customer the app says is signed in."),
      logIn: text("Log in link", "In the header, the mobile menu and the footer: goes to the app's sign-in page."),
      openMenu: text("Open menu", "The mobile menu button's name while the menu is closed."),
      closeMenu: text("Close menu", "The mobile menu button's name while the menu is open."),
      contact: text("Contact button", "The footer's button that opens the contact-message form."),
      mainLabel: text("Main links' name", "What screen readers call the header's links."),
      mobileLabel: text("Mobile menu's name", "What screen readers call the links of the menu on small screens."),
      footerLabel: text("Footer links' name", "What screen readers call the footer's columns of links."),
      homeLink: text("Logo link", "What screen readers call the logo, which links to the home page."),
      newTab: text("New tab notice", "Read out after a link that opens in a new tab."),
      footerTagline: text("Footer tagline", "Under the logo in the footer."),
      linkedin: text("Social profile button", "The footer's link to the company's social profile."),
      backedBy: text(
        "Accelerator line",
        "The link to the accelerator's portfolio, above the home page's headline and in the footer.",
      ),
      rights: text("Copyright line", "After © and the year."),
      breadcrumbLabel: text("Breadcrumbs' name", "What screen readers call the trail of links above a page's title."),
      close: text("Close button", "What screen readers call a dialog's close button."),
      backToMenu: text("Back to the page's menu", "On a phone, the button at the screen's foot of a long page with a menu."),
      closingTitle: text("Closing call to action", "The heading of the band that ends inner pages, above Start Free Trial."),
      closingBody: text("Closing call to action's text", "Under that heading."),
    })
    .meta({ title: "Page frame", description: "What the header and the page frame say besides their links." }),
  main: z
    .array(navigationLinkSchema)
    .min(1)
    .meta({ title: "Main links", description: "The header's links, in order (a menu on small screens)." }),
  footer: z
    .array(
      z.object({
        title: text("Column title", "The heading above the column's links."),
        links: z.array(navigationLinkSchema).min(1).meta({ title: "Links" }),
      }),
    )
    .meta({ title: "Footer columns", description: "The footer's columns of links, left to right." }),
});

export type NavigationContent = z.infer<typeof navigationContentSchema>;
