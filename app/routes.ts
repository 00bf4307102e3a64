import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { siteRoutes } from "#core/pages.ts";

// No catch-all route: a URL no route matches, like a slug no family knows, is a 404 that the root route's error
// boundary answers with the not-found page.
export default siteRoutes.map((page) => {
  const options = page.id ? { id: page.id } : {};
  return page.path === "/" ? index(page.file, options) : route(page.path.slice(1), page.file, options);
}) satisfies RouteConfig;
