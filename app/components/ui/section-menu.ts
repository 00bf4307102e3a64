import type { CSSProperties } from "react";

/*
 * An in-page menu marks the section being read, in CSS alone (app.css, "In-page menus"): each section names a view
 * timeline, its link in the menu runs on it, and an element holding both brings the names into scope. Spread these
 * props on the three.
 */

const timeline = (id: string) => `--${id}`;

/** On an element holding both the menu and its sections. */
export const sectionMenuScope = (ids: readonly string[]) => ({
  "data-sections": "",
  style: { "--sections": ids.map(timeline).join(", ") } as CSSProperties,
});

/** On the section whose anchor is `id`. */
export const menuSection = (id: string) => ({ "data-section": "", style: { "--section": timeline(id) } as CSSProperties });

/** Of a row of sections side by side (from lg up), the part of the row's scroll each is marked for, in reading order. */
export type RowShare = "first" | "second";
const rowRanges: Record<RowShare, string> = { first: "cover 0% cover 50%", second: "cover 50% cover 100%" };

/** On the menu's link to `#id`; `share` where its section shares a row with another. */
export const menuLink = (id: string, share?: RowShare) => ({
  "data-section-link": "",
  style: { "--section": timeline(id), ...(share && { "--section-range": rowRanges[share] }) } as CSSProperties,
});
