import { Link } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { BlogSearchBox } from "#app/components/search/blog-search.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { buildPageHead } from "#app/lib/page-head.ts";
import { pageCopy } from "#content/pages.ts";
import { loadBlogPostSummaries } from "#core/blog.server.ts";
import { blogPostPath } from "#core/page-paths.ts";
import { breadcrumbJsonLd } from "#core/structured-data.ts";
import type { Route } from "./+types/blog";

const crumbs = [{ name: "Blog", path: "/blog" }];

// Built at prerender time: the posts are read from Markdown and the structured-data builders stay on the server.
export const loader = () => ({ posts: loadBlogPostSummaries(), jsonLd: [breadcrumbJsonLd(crumbs)] });

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  buildPageHead({ ...pageCopy.blog, path: location.pathname, jsonLd: loaderData?.jsonLd });

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts } = loaderData;
  return (
    <>
      <PageHero title={pageCopy.blog.heading} lead={pageCopy.blog.lead} breadcrumbs={crumbs} />
      <Container className="py-16 sm:py-24">
        <BlogSearchBox />
        <ol className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li
              key={post.slug}
              className="group relative flex flex-col rounded-card bg-white p-7 shadow-card ring-1 ring-ink-200/70 transition-shadow hover:shadow-lift"
            >
              <p className="text-sm font-semibold text-brand-700">{post.section}</p>
              <h2 className="mt-3 text-xl font-semibold tracking-tight text-ink-900 text-balance">
                <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 after:rounded-card" prefetch="intent">
                  {post.title}
                </Link>
              </h2>
              <p className="mt-3 flex-1 leading-7 text-ink-600">{post.excerpt}</p>
              <ul className="mt-5 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-medium text-ink-700">
                    {tag}
                  </li>
                ))}
              </ul>
              <p className="mt-5 border-t border-ink-100 pt-5 text-sm text-ink-600">
                {post.author} · <time dateTime={post.published}>{formatDate(post.published)}</time> · {post.readingMinutes} min
                read
              </p>
            </li>
          ))}
        </ol>
        <section aria-labelledby="about-blog" className="mt-20 grid gap-6 border-t border-ink-100 pt-12 lg:grid-cols-[1fr_2fr]">
          <h2 id="about-blog" className="text-2xl font-semibold tracking-tight text-ink-900">
            {pageCopy.blog.about.title}
          </h2>
          <div className="text-lg leading-8 text-ink-600">
            <p>{pageCopy.blog.about.body}</p>
            <a href="/rss.xml" className="mt-4 inline-block font-semibold text-brand-700 underline underline-offset-4">
              Subscribe with RSS
            </a>
          </div>
        </section>
      </Container>
    </>
  );
}
