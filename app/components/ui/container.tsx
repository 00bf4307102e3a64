import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

const widths = { default: "max-w-7xl", narrow: "max-w-3xl" } as const;

export function Container({ className, width = "default", ...props }: ComponentProps<"div"> & { width?: keyof typeof widths }) {
  return <div className={cn("mx-auto w-full px-5 sm:px-8", widths[width], className)} {...props} />;
}
