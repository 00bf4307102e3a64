import { LogoMark } from "#app/components/layout/logo.tsx";

/** The cover's lines of text, as a page of the post seen from afar: widths in percent. */
const coverLines = [92, 84, 96, 58];

/** The featured post's cover: a page of writing under the product's mark, drawing only. */
export function PostCover() {
  return (
    <div
      aria-hidden="true"
      className="relative h-36 overflow-hidden rounded-2xl bg-gradient-to-br from-brand-100 via-brand-50 to-star-100 sm:h-44 md:h-full md:min-h-56"
    >
      <svg
        viewBox="0 0 320 160"
        preserveAspectRatio="xMaxYMid slice"
        className="absolute inset-0 size-full text-brand-300"
        aria-hidden="true"
        focusable="false"
      >
        <circle cx="272" cy="40" r="58" fill="none" stroke="currentColor" strokeOpacity="0.6" />
        <circle cx="272" cy="40" r="96" fill="none" stroke="currentColor" strokeOpacity="0.4" />
      </svg>
      <LogoMark className="absolute top-5 right-7 size-10 shadow-card sm:top-8 sm:right-10 sm:size-12" />
      <div className="absolute bottom-0 left-6 w-3/5 rounded-t-xl bg-white p-4 pb-3 shadow-card ring-1 ring-ink-200 sm:left-8">
        <div className="h-2 w-1/3 rounded-full bg-brand-300" />
        <div className="mt-3 space-y-2">
          {coverLines.map((width) => (
            <div key={width} className="h-1.5 rounded-full bg-ink-100" style={{ width: `${width}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}
