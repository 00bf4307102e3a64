/**
 * The content manager's preview pane, in the browser under /admin (never in the site's bundle): the build strips the
 * types from this file and writes it as /admin/preview.js, loaded after Decap's own script (cms-admin.ts).
 *
 * The pane shows an entry in the site's own styles (the built CSS named by `<link rel="cms-preview-style">` in the
 * page). An entry shows its page as the site draws it: the site's own route module and frame, with the draft in place
 * of its file, or as the page's own source for a post or a legal document, and its placeholders filled
 * (app/cms-preview/, bundled by cms-preview-bundle.ts).
 *
 * Plain browser script: no import, no JSX; Decap provides React's createElement as `h`, `createClass` for a
 * component with a life cycle, and the registry as `CMS`.
 */

type ImmutableValue = { getIn: (path: string[]) => (ImmutableValue & unknown) | undefined; toJS?: () => unknown };

type PreviewProps = {
  entry: ImmutableValue;
};

type Element = unknown;
type CreateElement = (type: unknown, props?: Record<string, unknown> | null, ...children: unknown[]) => Element;

type PreviewTarget = { file?: string; page: string; slug?: string; path: string };
type SitePreview = {
  renderPreview: (
    container: Element,
    target: PreviewTarget,
    incompleteMessage: string,
    draft?: Record<string, unknown>,
  ) => { unmount: () => void };
};
type PagePreview = {
  props: PreviewProps;
  container?: HTMLElement;
  root?: { unmount: () => void };
  timer?: ReturnType<typeof setTimeout>;
  draw: () => void;
};

declare global {
  interface Window {
    /** Written before this script by the build (cms-admin.ts): the targets, the preview's files and its message. */
    __previewLibraries?: Record<string, unknown>;
    __previewFiles?: { libraries: string; site: string };
    __previewTargets?: Record<string, PreviewTarget>;
    __previewIncomplete?: string;
    __previewContent?: Record<string, unknown>;
    createClass?: (spec: Record<string, unknown>) => unknown;
    CMS?: {
      registerPreviewStyle: (style: string, options?: { raw: boolean }) => void;
      registerPreviewTemplate: (name: string, component: unknown) => void;
    };
    h?: CreateElement;
  }
}

(() => {
  const cms = window.CMS;
  const h = window.h;
  if (!cms || !h) return;

  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="cms-preview-style"]'))
    cms.registerPreviewStyle(link.href);
  // The site's styles reset margins; Decap's own preview of an entry (a "label: value" line per field), shown for the
  // entries without a template below, needs room around it and between its lines.
  cms.registerPreviewStyle(
    '[class*="-PreviewContainer "] { padding: 1.5rem 2rem; line-height: 1.6; } [class*="-WidgetPreviewContainer "] { margin-block: 0.35rem; }',
    { raw: true },
  );

  // Every content entry: its page drawn by the site's own code (app/cms-preview/page-preview.tsx), evaluated again
  // for each draft with the draft in place of its file. The code comes when the pane first draws a page; the
  // libraries it shares are evaluated once.
  let previewCode: Promise<string> | undefined;
  const loadPreviewCode = (): Promise<string> => {
    const files = window.__previewFiles;
    if (!files) return Promise.reject(new Error("The preview's code is not named"));
    previewCode ??= Promise.all([
      new Promise((loaded, failed) => {
        const script = document.createElement("script");
        script.src = files.libraries;
        script.onload = loaded;
        script.onerror = () => failed(new Error(`${files.libraries} did not load`));
        document.head.append(script);
      }),
      fetch(files.site).then((response) => {
        if (!response.ok) throw new Error(`${files.site}: ${response.status}`);
        return response.text();
      }),
    ]).then(([, code]) => code);
    previewCode.catch(() => {
      previewCode = undefined;
    });
    return previewCode;
  };
  const requireLibrary = (name: string): unknown => {
    const libraries = window.__previewLibraries ?? {};
    if (!(name in libraries)) throw new Error(`${name} is not in the preview's libraries`);
    return libraries[name];
  };
  const siteWith = (code: string, drafts: Record<string, unknown>): SitePreview => {
    window.__previewContent = drafts;
    const module = { exports: {} as SitePreview };
    new Function("require", "module", "exports", code)(requireLibrary, module, module.exports);
    return module.exports;
  };
  const createClass = window.createClass;
  if (!createClass) return;
  for (const [name, target] of Object.entries(window.__previewTargets ?? {})) {
    const pagePreview = createClass({
      componentDidMount(this: PagePreview) {
        this.draw();
      },
      componentDidUpdate(this: PagePreview) {
        this.draw();
      },
      componentWillUnmount(this: PagePreview) {
        clearTimeout(this.timer);
        this.root?.unmount();
      },
      // A draft changes with every keystroke: the page is drawn again once typing pauses.
      draw(this: PagePreview) {
        clearTimeout(this.timer);
        this.timer = setTimeout(async () => {
          const draft = this.props.entry.getIn(["data"]);
          try {
            const code = await loadPreviewCode();
            const container = this.container;
            if (!container) return;
            this.root?.unmount();
            this.root = undefined;
            const data = (draft?.toJS ? draft.toJS() : draft) as Record<string, unknown>;
            const site = siteWith(code, target.file ? { [target.file]: data } : {});
            // A new post has its slug once saved; until then the target's stands in.
            const slug = this.props.entry.getIn(["slug"]);
            const drawn = !target.file && typeof slug === "string" && slug !== "" ? { ...target, slug } : target;
            this.root = site.renderPreview(container, drawn, window.__previewIncomplete ?? "", target.file ? undefined : data);
          } catch (error) {
            if (this.container)
              this.container.textContent = `${window.__previewIncomplete ?? ""} (${error instanceof Error ? error.message : String(error)})`;
          }
        }, 150);
      },
      render(this: PagePreview) {
        return h("div", {
          ref: (element: HTMLElement | null) => {
            this.container = element ?? undefined;
          },
        });
      },
    });
    cms.registerPreviewTemplate(name, pagePreview);
  }
})();
