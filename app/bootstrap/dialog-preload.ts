/**
 * Asks for every module a dialog needs at once (modulepreload), beside the application's: without this, the dialog's
 * modules would be discovered only once the page has hydrated, and its form's only once the dialog has rendered.
 * Bundled with the build's lists of each dialog's modules into a module of its own (app-on-demand-script.ts), which
 * the bootstrap's module imports at the visitor's first need, so that no first visit carries the lists.
 */
export const preloadDialogModules = (lists: Record<string, string[]>, name: string): void => {
  // A module preloaded twice is fetched once.
  for (const href of lists[name] ?? [])
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
};

/**
 * Asks for the modules of the dialog `name` opens, through the lists' module at `listsHref` (where that fails, the
 * dialog loads them when it opens).
 */
export const preloadDialog = (listsHref: string, name: string | null | undefined): void => {
  if (name) import(listsHref).then((lists: { default: (name: string) => void }) => lists.default(name)).catch(() => {});
};
