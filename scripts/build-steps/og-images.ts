/**
 * One 1200×630 share image per prerendered page, drawn with satori and rasterised with resvg.
 * Each page's own head says where its image goes (og:image) and what it says (og:title, og:description),
 * so the image can never disagree with the page.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { type HTMLElement, parse } from "node-html-parser";
import satori from "satori";
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH, ogCardTitle } from "#content/og-image.ts";
import { site } from "#content/site.ts";

const require = createRequire(import.meta.url);
const font = (weight: number) => readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
const fonts = [
  { name: "Inter", data: font(400), weight: 400 as const, style: "normal" as const },
  { name: "Inter", data: font(600), weight: 600 as const, style: "normal" as const },
];

type Node = { type: string; props: Record<string, unknown> & { children?: Node | Node[] | string } };
const h = (type: string, style: Record<string, unknown>, children?: Node | Node[] | string): Node => ({
  type,
  props: { style, children },
});

/** A meta tag's content as the page means it: the parser reads its entities back into text. */
const metaContent = (page: HTMLElement, property: string): string | undefined =>
  page.querySelector(`meta[property="${property}"]`)?.getAttribute("content");

const starMark = (): Node =>
  h(
    "div",
    {
      display: "flex",
      width: 56,
      height: 56,
      borderRadius: 16,
      background: "#003543",
      alignItems: "center",
      justifyContent: "center",
    },
    [
      {
        type: "svg",
        props: {
          width: 40,
          height: 40,
          viewBox: "4 3 24 24",
          children: {
            type: "path",
            props: { d: "M16 5.5c.7 5.6 3.4 8.3 9 9-5.6.7-8.3 3.4-9 9-.7-5.6-3.4-8.3-9-9 5.6-.7 8.3-3.4 9-9Z", fill: "#fff" },
          },
        },
      },
    ],
  );

const card = (title: string, description: string): Node =>
  h(
    "div",
    {
      // satori sizes boxes without their padding and border, so subtract them here.
      width: OG_IMAGE_WIDTH - 2 * 72,
      height: OG_IMAGE_HEIGHT - 2 * 56 - 12,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "56px 72px",
      fontFamily: "Inter",
      color: "#ffffff",
      backgroundColor: "#040d12",
      // A vertical gradient: every row is one colour, so the PNG stays small (radial gradients cost 250 KB).
      backgroundImage: "linear-gradient(180deg, #003543 0%, #06161d 55%, #040d12 100%)",
      borderBottom: "12px solid #f5a524",
    },
    [
      h("div", { display: "flex", alignItems: "center", gap: 18 }, [
        starMark(),
        h("div", { fontSize: 34, fontWeight: 600, letterSpacing: -0.5 }, site.name),
      ]),
      h("div", { display: "flex", flexDirection: "column", gap: 22 }, [
        h(
          "div",
          { fontSize: title.length > 48 ? 60 : 72, fontWeight: 600, lineHeight: 1.08, letterSpacing: -2, maxWidth: 1040 },
          title,
        ),
        h("div", { fontSize: 28, lineHeight: 1.4, color: "#b5c1c8", maxWidth: 980 }, description),
      ]),
      h("div", { display: "flex", justifyContent: "space-between", fontSize: 24, color: "#b5c1c8" }, [
        h("div", { display: "flex" }, site.url.replace(/^https?:\/\//, "")),
        h("div", { display: "flex", color: "#fcd07a" }, site.tagline),
      ]),
    ],
  );

const shorten = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, "")}…`);

export const renderOgImage = async (title: string, description: string): Promise<Buffer> => {
  const svg = await satori(card(ogCardTitle(title), shorten(description, 130)) as never, {
    width: OG_IMAGE_WIDTH,
    height: OG_IMAGE_HEIGHT,
    fonts,
  });
  return new Resvg(svg, { fitTo: { mode: "width", value: OG_IMAGE_WIDTH } }).render().asPng();
};

/** Renders the share image of every page whose og:image points into this site's /og/ folder. */
export const writeOgImages = async (buildDirectory: string, htmlFiles: string[]): Promise<number> => {
  const written = new Set<string>();
  for (const file of htmlFiles) {
    const page = parse(readFileSync(file, "utf8"));
    const image = metaContent(page, "og:image");
    const imagePath = image ? new URL(image).pathname : undefined;
    if (!imagePath?.startsWith("/og/") || written.has(imagePath)) continue;
    const title = metaContent(page, "og:title") ?? site.name;
    const description = metaContent(page, "og:description") ?? site.tagline;
    const target = join(buildDirectory, imagePath);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, await renderOgImage(title, description));
    written.add(imagePath);
  }
  return written.size;
};
