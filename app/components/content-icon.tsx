import {
  CalendarDays,
  Code,
  Compass,
  FileText,
  FlaskConical,
  GitBranch,
  LineChart,
  ListOrdered,
  type LucideIcon,
  Radar,
  Send,
  Sparkles,
} from "lucide-react";

/** Icons that content files refer to by name; only these are bundled. */
const icons: Record<string, LucideIcon> = {
  CalendarDays,
  Code,
  Compass,
  FileText,
  FlaskConical,
  GitBranch,
  LineChart,
  ListOrdered,
  Radar,
  Send,
  Sparkles,
};

export function ContentIcon({ name, className }: { name: string; className?: string }) {
  const Icon = icons[name] ?? Sparkles;
  return <Icon className={className} aria-hidden="true" />;
}
