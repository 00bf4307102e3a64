/**
 * The app sets a cookie on the parent domain for a signed-in customer (its name in VITE_SIGNED_IN_COOKIE, its value 1,
 * no token in it). Read before the body is parsed, it marks <html>, and the stylesheet shows Open app in place of
 * Start Free Trial (app.css, `signed-in`): no flash and no request. The site reads nothing else about the customer.
 */
export const SIGNED_IN_ATTRIBUTE = "data-signed-in";

export const markSignedIn = (cookieName: string): void => {
  if (document.cookie.split("; ").includes(`${cookieName}=1`)) document.documentElement.setAttribute(SIGNED_IN_ATTRIBUTE, "");
};
