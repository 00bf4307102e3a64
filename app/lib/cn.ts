import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (tailwind-merge would cost 7 KB on
 * every page): a component's className adds to its own classes and never repeats a property they set;
 * use a variant or a responsive prefix (max-sm:hidden) to change one.
 */
export const cn = (...inputs: ClassValue[]): string => clsx(inputs);
