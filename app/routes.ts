import { index, type RouteConfig, route } from "@react-router/dev/routes";
import { blogPostRoute, notFoundRoute, pageRoutes } from "#core/page-routes.ts";

export default [
  ...pageRoutes.map((page) => {
    const options = page.id ? { id: page.id } : {};
    return page.path === "/" ? index(page.file, options) : route(page.path.slice(1), page.file, options);
  }),
  route(blogPostRoute.path.slice(1), blogPostRoute.file),
  route(notFoundRoute.path, notFoundRoute.file),
] satisfies RouteConfig;
