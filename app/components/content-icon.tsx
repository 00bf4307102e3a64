// Icons are read off the namespace, so the list is written once (not once to import, once to look up); the bundler
// still keeps only the icons read here.
import * as lucide from "lucide-react";

/** Icons that content files refer to by name; only these are bundled. */
const icons: Record<string, lucide.LucideIcon> = {
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

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? lucide.Sparkles;
  return <Icon className={className} aria-hidden="true" />;
}
