// Icons are read off the namespace, so the list is written once (not once to import, once to look up); the bundler
// still keeps only the icons read here.
import * as lucide from "lucide-react";
import type { ContentIconName } from "#core/content-icons.ts";

/** Icons that content files refer to by name (core/content-icons.ts lists them); only these are bundled. */
const icons: Record<ContentIconName, lucide.LucideIcon> = {
  CalendarDays: lucide.CalendarDays,
  Code: lucide.Code,
  Compass: lucide.Compass,
  FileText: lucide.FileText,
  FlaskConical: lucide.FlaskConical,
  GitBranch: lucide.GitBranch,
  LineChart: lucide.LineChart,
  ListOrdered: lucide.ListOrdered,
  Radar: lucide.Radar,
  Send: lucide.Send,
  Sparkles: lucide.Sparkles,
};

export function ContentIcon({ name, className }: { name: ContentIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" />;
}
