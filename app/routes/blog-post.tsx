import { Link } from "react-router";
import { AllPostsLink } from "#app/components/blog/all-posts-link.tsx";
import { PostByline } from "#app/components/blog/post-byline.tsx";
import { RelatedPosts } from "#app/components/blog/related-posts.tsx";
import { ShareLinks } from "#app/components/blog/share-links.tsx";
import { TagList } from "#app/components/blog/tag-list.tsx";
import { Breadcrumbs } from "#app/components/page/breadcrumbs.tsx";
import { PageCta } from "#app/components/page/page-cta.tsx";
import { PageTitle, pageTopSpace } from "#app/components/page/page-title.tsx";
import { BackToMenu } from "#app/components/ui/back-to-menu.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { CONTENTS_ABOVE_ID, ContentsMenu } from "#app/components/ui/contents-menu.tsx";
import { sectionMenuScope } from "#app/components/ui/section-menu.ts";
import { cn } from "#app/lib/cn.ts";
import { buildPageHead } from "#app/lib/page-head.ts";
import { entryForSlug } from "#app/lib/route-entry.ts";
import { loadBlogPosts } from "#content/blog.server.ts";
import { blogCopy } from "#content/blog-copy.ts";
import { toCard } from "#content/blog-post.ts";
import { relatedPosts } from "#content/blog-related.ts";
import { canonicalUrl } from "#content/canonical.ts";
import { breadcrumbTrail } from "#content/page-copy.server.ts";
import { blogPostingJsonLd, breadcrumbJsonLd } from "#content/structured-data.ts";
import { familyPath, pagePath } from "#core/page-paths.ts";
import type { Route } from "./+types/blog-post";

const postTrail = (post: { title: string; slug: string; section: string; categorySlug: string }) =>
  breadcrumbTrail(
    { name: blogCopy.crumb, path: pagePath("blog") },
    { name: post.section, path: familyPath("blogCategory", post.categorySlug) },
    { name: post.title, path: familyPath("blogPost", post.slug) },
  );

// Built at prerender time: the Markdown reader, the related-posts choice and the structured-data builders stay on
// the server.
export const loader = ({ params }: Route.LoaderArgs) => {
  const posts = loadBlogPosts();
  const post = entryForSlug(posts, params.slug);
  const crumbs = postTrail(post);
  return {
    post,
    related: relatedPosts(post, posts).map(toCard),
    crumbs,
    jsonLd: [blogPostingJsonLd(post), breadcrumbJsonLd(crumbs)],
  };
};

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { post, jsonLd } = loaderData;
  return buildPageHead({
    title: post.title,
    titleSuffix: blogCopy.blogName,
    description: post.description,
    keywords: post.tags,
    path: location.pathname,
    image: { path: post.image, alt: post.title },
    article: post,
    jsonLd,
  });
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  // Only where the post's HTML marks its sections (blog-post-source.ts leaves it as it is when it cannot).
  const contents = post.anchors.map((id, index) => [post.sections[index] ?? "", id] as const);
  return (
    <>
      <article>
        <header className="border-b border-ink-100 bg-[radial-gradient(ellipse_70%_80%_at_50%_-20%,var(--brand-100),transparent_70%)]">
          <Container width="narrow" className={cn(pageTopSpace, "pb-12 sm:pb-16")}>
            <Breadcrumbs trail={loaderData.crumbs} />
            {/* The section's badge and the byline stay out of the search index (data-pagefind-ignore): a result's
                passage would otherwise read "Product discovery How to…" or "PR By Priya Raman. Published…". */}
            <Link
              to={familyPath("blogCategory", post.categorySlug)}
              prefetch="intent"
              className="inline-block rounded-full"
              data-pagefind-ignore=""
            >
              <Badge className="hover:bg-brand-200">{post.section}</Badge>
            </Link>
            <PageTitle trail={loaderData.crumbs} className="mt-5">
              {post.title}
            </PageTitle>
            <p className="mt-5 text-lg leading-8 text-pretty text-ink-600">{post.description}</p>
            <div className="mt-8" data-pagefind-ignore="">
              <PostByline
                author={post.author}
                published={post.published}
                modified={post.modified}
                readingMinutes={post.readingMinutes}
              />
            </div>
          </Container>
        </header>
        <Container width="narrow" className="relative py-14 sm:py-20" {...sectionMenuScope(contents.map(([, id]) => id))}>
          {/* Rendered at build time from the post's Markdown file in content/blog, each section in a section element
              with its anchor (blog-post-source.ts). */}
          {contents.length > 1 && (
            <ContentsMenu title={blogCopy.post.outline} entries={contents} placement="above" className="mb-10 xl:hidden" />
          )}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the post's HTML is rendered at build time from our own Markdown. */}
          <div className="prose-copy" dangerouslySetInnerHTML={{ __html: post.html }} />
          {/* In the margin beside the text, where a wide screen leaves room for it, its right edge on the page's grid. */}
          {contents.length > 1 && (
            <div className="absolute inset-y-14 left-full ml-4 w-52 max-xl:hidden sm:inset-y-20">
              <ContentsMenu title={blogCopy.post.outline} entries={contents} />
            </div>
          )}
          {contents.length > 1 && <BackToMenu menuId={CONTENTS_ABOVE_ID} className="xl:hidden" />}
          <footer className="mt-14 grid gap-8 border-t border-ink-100 pt-10">
            <section aria-labelledby="post-tags">
              <h2 id="post-tags" className="text-sm font-semibold text-ink-900">
                {blogCopy.post.tags}
              </h2>
              <TagList tags={post.tags} className="mt-3" />
            </section>
            <ShareLinks url={canonicalUrl(familyPath("blogPost", post.slug))} title={post.title} description={post.description} />
            <AllPostsLink className="justify-self-start" />
          </footer>
        </Container>
      </article>
      <RelatedPosts posts={related} />
      <PageCta />
    </>
  );
}
