/** The icons content files may name (app/components/content-icon.tsx draws them): the CMS offers these, the build accepts these. */
export const contentIconNames = [
  "CalendarDays",
  "Code",
  "Compass",
  "FileText",
  "FlaskConical",
  "GitBranch",
  "LineChart",
  "ListOrdered",
  "Radar",
  "Send",
  "Sparkles",
] as const;

export type ContentIconName = (typeof contentIconNames)[number];
