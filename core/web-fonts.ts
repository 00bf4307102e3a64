/**
 * The site's web font waits for the first paint: a built page carries its `@font-face` in a `<noscript>` marked
 * with this attribute (scripts/build-steps/paint-first.ts), which the browser applies itself when scripts are off,
 * which the bootstrap applies right after the first paint (app/bootstrap/web-fonts.ts), and which the answer to a
 * form posted without JavaScript, a page without scripts, puts in place (server/form-posts/answer-page.ts). The text
 * paints at once in a fallback sized like Inter (app/fonts/inter-fallbacks.css). See docs/decisions/101.
 */
export const WEB_FONTS_ATTRIBUTE = "data-web-fonts";
