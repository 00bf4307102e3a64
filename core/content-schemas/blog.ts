import { z } from "zod";
import { copy, paragraph, slug } from "./fields.ts";
import { pageHeadSchema } from "./page-head.ts";

/** A phrase with a number in it, in the singular and the plural: {count} is the number. */
const countable = (title: string) => z.object({ one: copy("One"), other: copy("Several") }).meta({ title });

const group = <Shape extends z.ZodRawShape>(title: string, shape: Shape) => z.object(shape).meta({ title });

/**
 * content/blog.json: the blog's own words besides its posts. Placeholders in braces are filled where each is used:
 * {page} and {pageCount} on a list's later pages, {count}, {category}, {tag}, {articles}, {titles}, {minutes}, {query}.
 */
export const blogContentSchema = z.object({
  blogName: copy("Blog name", "Also what follows a post's title in the browser tab, when it fits."),
  crumb: copy("Breadcrumb"),
  articles: countable("Number of articles"),
  pageSuffix: copy("Later page suffix", 'Added to a list\'s title on its later pages: ", page {page} of {pageCount}".'),
  index: group("All articles list", {
    title: copy("Title of a later page"),
    description: paragraph("Description of a later page"),
    listTitle: copy("List heading"),
  }),
  category: group("Category pages", {
    title: copy("Title"),
    laterPageTitle: copy("Title of a later page"),
    laterPageDescription: paragraph("Description of a later page", "{description} is the category's own."),
    aboutTitle: copy("About heading", "{categoryInSentence} is the category's name in lower case."),
  }),
  tag: group("Tag pages", {
    title: copy("Title"),
    description: paragraph("Description", "{titles} lists the tagged posts' titles."),
    eyebrow: copy("Eyebrow"),
    crumb: copy("Breadcrumb"),
    heading: copy("Heading"),
    lead: paragraph("Lead"),
  }),
  categories: group("Category menu", { label: copy("Label"), all: copy("All articles link") }),
  pagination: group("Pagination", {
    label: copy("Label"),
    previous: copy("Previous"),
    next: copy("Next"),
    previousPage: copy("Previous, for screen readers"),
    nextPage: copy("Next, for screen readers"),
    page: copy("A page's link"),
    status: copy("Where the reader is"),
  }),
  post: group("Posts", {
    byline: copy("Byline"),
    published: copy("Published"),
    updated: copy("Updated"),
    readingTime: copy("Reading time"),
    tags: copy("Tags"),
    relatedTitle: copy("Related posts heading"),
    relatedLead: paragraph("Related posts lead"),
    allPosts: copy("All articles link"),
    newest: copy("Newest article", "Beside the category of the newest post, first on each list's first page."),
    outline: copy("Outline heading", "Over the list of a post's sections, on the card of a post the blog shows large."),
  }),
  share: group("Share links", {
    title: copy("Heading"),
    linkedin: copy("LinkedIn"),
    linkedinLabel: copy("LinkedIn, for screen readers"),
    x: copy("X"),
    xLabel: copy("X, for screen readers"),
    email: copy("E-mail"),
    emailLabel: copy("E-mail, for screen readers"),
    copyLink: copy("Copy link"),
    copied: copy("Copied"),
    copyFailed: copy("Copy failed"),
  }),
  feed: group("RSS feeds", {
    subscribe: copy("Subscribe link"),
    subscribeTo: copy("Subscribe to a category"),
    title: copy("Feed title"),
    description: paragraph("Feed description"),
    categoryTitle: copy("A category's feed title"),
  }),
  search: group("Search box", {
    label: copy("Label"),
    placeholder: copy("Placeholder"),
    submit: copy("Button"),
    searching: copy("While searching"),
    found: countable("Results found"),
    none: copy("No results"),
    failed: copy("Search failed"),
  }),
});

export type BlogContent = z.infer<typeof blogContentSchema>;

/** content/pages/blog.json: the blog's front page. */
export const blogPageContentSchema = pageHeadSchema.extend({
  heading: copy("Heading"),
  lead: paragraph("Lead"),
  about: group("What we write about", { title: copy("Heading"), body: paragraph("Text") }),
});

export type BlogPageContent = z.infer<typeof blogPageContentSchema>;

/** content/blog-categories.json: a post names its category by `name` in its front matter's `section`. */
export const blogCategoriesContentSchema = z
  .object({
    categories: z
      .array(
        z.object({
          slug: slug("Slug", "The category page's address: /blog/category/<slug>."),
          name: copy("Name", "As a post's Category names it, and as the page shows it."),
          description: copy("Description", "The category page's meta description.").check(
            z.maxLength(160, "must be at most 160 characters"),
          ),
          lead: paragraph("Lead", "The opening paragraph under the category page's heading."),
          about: paragraph("About", "What a reader finds in the category, after its posts."),
        }),
      )
      .check(z.minLength(1, "must hold at least one category"))
      .meta({ title: "Categories" }),
  })
  .superRefine(({ categories }, context) => {
    categories.forEach((category, index) => {
      for (const key of ["slug", "name"] as const)
        if (categories.findIndex((other) => other[key] === category[key]) !== index)
          context.addIssue({
            code: "custom",
            path: ["categories", index, key],
            message: `"${category[key]}" is used by another category`,
          });
    });
  });

export type BlogCategoriesContent = z.infer<typeof blogCategoriesContentSchema>;
export type BlogCategory = BlogCategoriesContent["categories"][number];
