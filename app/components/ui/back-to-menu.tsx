import { ListTree } from "lucide-react";
import { cn } from "#app/lib/cn.ts";
import { navigationCopy } from "#content/navigation.ts";

/** On the in-page menu a long page opens with on a phone: it names the view the button below it watches. */
export const pageMenuAnchor = { "data-page-menu": "" };

/**
 * A long page's way back to its menu on a phone or a tablet: a button at the screen's foot, shown once the menu has
 * scrolled away above (app.css `[data-back-to-menu]`, CSS alone). `menuId` is the menu's anchor; `className` hides it
 * where the menu stays in view beside the page.
 */
export function BackToMenu({ menuId, className }: { menuId: string; className?: string }) {
  return (
    <a
      href={`#${menuId}`}
      data-back-to-menu=""
      className={cn(
        "fixed right-4 bottom-4 z-30 inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-800 px-4 text-sm font-medium text-white shadow-lift ring-1 ring-white/15",
        className,
      )}
    >
      <ListTree aria-hidden="true" className="size-4" />
      {navigationCopy.backToMenu}
    </a>
  );
}
