import { Link } from "react-router";
import { Breadcrumbs } from "#app/components/page/breadcrumbs.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { buildPageHead } from "#app/lib/page-head.ts";
import { entryForSlug } from "#app/lib/route-entry.ts";
import { site } from "#content/site.ts";
import { loadBlogPosts } from "#core/blog.server.ts";
import { blogPostPath } from "#core/page-paths.ts";
import { blogPostingJsonLd, breadcrumbJsonLd } from "#core/structured-data.ts";
import type { Route } from "./+types/blog-post";

const breadcrumbTrail = (post: { title: string; slug: string }) => [
  { name: "Blog", path: "/blog" },
  { name: post.title, path: blogPostPath(post.slug) },
];

// Built at prerender time: the Markdown reader and the structured-data builders stay on the server.
export const loader = ({ params }: Route.LoaderArgs) => {
  const post = entryForSlug(loadBlogPosts(), params.slug);
  return { post, jsonLd: [blogPostingJsonLd(post), breadcrumbJsonLd(breadcrumbTrail(post))] };
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { post, jsonLd } = loaderData;
  return buildPageHead({
    title: `${post.title} | ${site.name} blog`,
    description: post.description,
    keywords: post.tags,
    path: location.pathname,
    image: { path: post.image, alt: post.title },
    article: post,
    jsonLd,
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article>
      <header className="border-b border-ink-100 bg-[radial-gradient(ellipse_70%_80%_at_50%_-20%,var(--color-brand-100),transparent_70%)]">
        <Container width="narrow" className="py-16 sm:py-24">
          <Breadcrumbs trail={breadcrumbTrail(post)} />
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{post.section}</p>
          <h1 className="mt-4 text-title font-semibold text-balance text-ink-950">{post.title}</h1>
          <p className="mt-5 text-lg leading-8 text-ink-600">{post.description}</p>
          <p className="mt-8 text-sm text-ink-600">
            By <span className="font-semibold text-ink-900">{post.author}</span> · Published{" "}
            <time dateTime={post.published}>{formatDate(post.published)}</time>
            {post.modified !== post.published && (
              <>
                {" "}
                · Updated <time dateTime={post.modified}>{formatDate(post.modified)}</time>
              </>
            )}{" "}
            · {post.readingMinutes} min read
          </p>
        </Container>
      </header>
      <Container width="narrow" className="py-14 sm:py-20">
        {/* Rendered at build time from the post's Markdown file in content/blog. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the post's HTML is rendered at build time from our own Markdown. */}
        <div className="prose-copy" dangerouslySetInnerHTML={{ __html: post.html }} />
        <ul className="mt-12 flex flex-wrap gap-2 border-t border-ink-100 pt-8">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-ink-100 px-3 py-1 text-sm font-medium text-ink-700">
              {tag}
            </li>
          ))}
        </ul>
        <Link to="/blog" className="mt-10 inline-block font-semibold text-brand-700 hover:underline">
          ← All posts
        </Link>
      </Container>
    </article>
  );
}
