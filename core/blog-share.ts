/**
 * Where a post's share links go: each network's own share address with the post's URL in it, so sharing needs no
 * script of theirs on our pages.
 */
export type SharedPage = { url: string; title: string; emailBody: string };

export const shareUrls = ({ url, title, emailBody }: SharedPage) => ({
  linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`,
  x: `https://x.com/intent/post?text=${encodeURIComponent(title)}&url=${encodeURIComponent(url)}`,
  email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(emailBody)}`,
});
